import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabaseFromTemplate } from './test/databases.js';

/**
 * The backup scripts of docs/DEPLOY.md, run as written: `deploy/backup/backup.sh` dumps the shop
 * with pg_dump, `deploy/backup/restore-check.sh` restores the dump into a new database and
 * reconciles its books (this file runs in the `postgres` project).
 */

const run = promisify(execFile);
const SCRIPTS = fileURLToPath(new URL('../../../deploy/backup', import.meta.url));
const ADMIN_URL = process.env['DATABASE_URL'] as string;
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

let shop: { url: string; drop: () => Promise<void> };
let folder: string;

beforeAll(async () => {
  shop = await createDatabaseFromTemplate(ADMIN_URL, inject('pgTemplate'));
  folder = await mkdtemp(path.join(tmpdir(), 'bazaar-backups-'));
});
afterAll(async () => {
  await shop?.drop();
  await rm(folder, { recursive: true, force: true });
});

async function backup(keep = '14'): Promise<string> {
  const { stdout } = await run(path.join(SCRIPTS, 'backup.sh'), [folder], {
    env: { ...process.env, DATABASE_URL: shop.url, KEEP: keep },
  });
  return stdout.trim();
}

async function restoreCheck(file: string) {
  try {
    const { stdout, stderr } = await run(path.join(SCRIPTS, 'restore-check.sh'), [file], {
      // The check from source (the script prefers a built server, which may be older here).
      env: {
        ...process.env,
        ADMIN_URL,
        RECONCILE_CMD: `${TSX} --conditions=@bazaar/source src/reconcile.ts`,
      },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('backups', () => {
  it('restores a backup into a new database whose books reconcile, then drops it', async () => {
    const file = await backup();
    expect(path.basename(file)).toMatch(/^bazaar-\d{8}T\d{6}Z\.dump$/);
    const result = await restoreCheck(file);
    expect(result.stdout).toMatch(/^The books reconcile \(/m);
    expect(result.code).toBe(0);
    const restored = /restored into \S+\/(bazaar_restore_\w+)/.exec(result.stderr)?.[1];
    expect(restored).toBeDefined();
    expect(await databaseExists(restored as string)).toBe(false);
  }, 90_000);

  it('reports a backup whose books do not reconcile (a balance changed without its log)', async () => {
    const client = new pg.Client({ connectionString: shop.url });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(
      "update users set money = money + 1 where username = 'buyer' returning id",
    );
    await client.end();
    const result = await restoreCheck(await backup());
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^The books do NOT reconcile/m);
    expect(result.stdout).toContain(`user:${rows[0]?.id}: balance`);
  }, 90_000);

  it('keeps the newest KEEP backups', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const newest = await backup('1');
    expect(await readdir(folder)).toEqual([path.basename(newest)]);
  }, 60_000);
});
