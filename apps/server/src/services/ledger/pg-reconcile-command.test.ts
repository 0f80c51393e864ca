import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { createDatabaseFromTemplate } from '../../test/databases.js';

/** The server package's folder, where `npm run reconcile` runs. */
const SERVER_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs the command from source as an operator would, in a process of its own. */
function reconcile(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@bazaar/source', 'src/reconcile.ts'],
      { cwd: SERVER_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

let copy: { url: string; drop: () => Promise<void> };

beforeAll(async () => {
  copy = await createDatabaseFromTemplate(
    process.env['DATABASE_URL'] as string,
    inject('pgTemplate'),
  );
});
afterAll(() => copy?.drop());

describe('npm run reconcile, a process of its own on PostgreSQL', () => {
  it('exits 0 when the books reconcile, 1 on a mismatch, 2 when the database cannot be reached', async () => {
    const good = await reconcile(copy.url);
    expect(good.output).toMatch(/^The books reconcile /);
    expect(good.code).toBe(0);

    const handle = await openDatabase({ databaseUrl: copy.url, poolSize: 1 });
    await handle.db
      .update(users)
      .set({ money: sql`${users.money} + 5` })
      .where(eq(users.username, 'buyer'));
    await handle.close();
    const bad = await reconcile(copy.url);
    expect(bad.output).toMatch(/^The books do NOT reconcile /);
    expect(bad.output).toMatch(/user:\d+: balance \d+\.\d{2} but its money log sums to/);
    expect(bad.code).toBe(1);

    const away = await reconcile('postgres://postgres@127.0.0.1:1/nothing');
    expect(away.output).toMatch(/^The books could not be checked/);
    expect(away.code).toBe(2);
  }, 60_000);
});
