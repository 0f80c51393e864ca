import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseFromTemplate } from '../test/databases.js';
import {
  MIGRATION_LOCK_ID,
  MIGRATIONS_FOLDER,
  openDatabase,
  type DatabaseHandle,
} from './database.js';

/**
 * Several servers starting together on one empty PostgreSQL database: the migrations run once,
 * under the advisory lock, and the others wait for it (this file runs in the `postgres` project).
 */

const JOURNAL = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
) as { entries: Array<{ tag: string }> };

let empty: { url: string; drop: () => Promise<void> };
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  empty = await createDatabaseFromTemplate(process.env['DATABASE_URL'] as string, 'template0');
});
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await empty?.drop();
});

/** Sessions of the client's database waiting for an advisory lock. */
async function waitingForAdvisoryLock(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: string }>(
    `select count(*) from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and not l.granted and a.datname = current_database()`,
  );
  return Number(rows[0]?.count);
}

describe('migrations with several servers starting at once', () => {
  it('run once under the advisory lock while the others wait', async () => {
    const holder = new pg.Client({ connectionString: empty.url });
    await holder.connect();
    try {
      for (let i = 0; i < 4; i += 1) {
        handles.push(await openDatabase({ databaseUrl: empty.url, poolSize: 2 }));
      }
      // Another server is migrating: it holds the lock.
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      const settled: boolean[] = [false, false, false, false];
      const migrations = handles.map((handle, i) =>
        handle.migrate().then(() => {
          settled[i] = true;
        }),
      );
      // All four wait on the lock, none has migrated.
      for (let tries = 0; tries < 100 && (await waitingForAdvisoryLock(holder)) < 4; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await waitingForAdvisoryLock(holder)).toBe(4);
      expect(settled).toEqual([false, false, false, false]);
      const before = await holder.query(`select to_regclass('drizzle.__drizzle_migrations') as t`);
      expect(before.rows[0]).toEqual({ t: null });

      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      await Promise.all(migrations);

      const applied = await holder.query<{ hash: string }>(
        'select hash from drizzle.__drizzle_migrations order by id',
      );
      expect(applied.rows).toHaveLength(JOURNAL.entries.length);
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(JOURNAL.entries.length);
      const tables = await holder.query(
        `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      expect((tables.rows[0] as { n: number }).n).toBeGreaterThan(10);
    } finally {
      await holder.end();
    }
  });
});
