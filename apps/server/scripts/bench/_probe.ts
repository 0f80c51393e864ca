import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/database.js';
import { prepareBenchDatabase } from './prepare.js';
const dir = await mkdtemp(path.join(tmpdir(), 'probe-'));
let h = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
await h.migrate();
await prepareBenchDatabase(h.db, 10);
console.log(
  'before close',
  await h.db.execute(sql`select count(*) from users where username like 'bench%'`),
);
await h.close();
h = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
console.log(
  'after reopen',
  await h.db.execute(sql`select count(*) from users where username like 'bench%'`),
);
await h.close();
