import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { systemClock } from '../lib/clock.js';
import { seedDatabase } from '../seed/seed.js';
import { databaseUrlFor, TEST_DATABASE_PREFIX } from './databases.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** Which engine this project's tests run on. */
    testDriver: 'pglite' | 'postgres';
    /** PGlite: the file holding the migrated and seeded data folder (`dumpDataDir`). */
    pgliteSnapshot: string;
    /** PostgreSQL: the migrated and seeded database each test file copies (`CREATE DATABASE ... TEMPLATE`). */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds once per test run and project, so each test file starts from a copy in well
 * under a second: a PGlite snapshot on disk, or a PostgreSQL template database (project
 * `postgres`, only when `DATABASE_URL` is set).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const driver = project.name === 'postgres' ? 'postgres' : 'pglite';
  project.provide('testDriver', driver);
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  if (driver === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    await seedDatabase(handle.db, systemClock);
    const snapshot = await handle.pglite!.dumpDataDir('none');
    await handle.close();
    const file = path.join(tmpdir(), `bazaar-test-${runId}.tar`);
    await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    project.provide('pgTemplate', '');
    return async () => {
      await rm(file, { force: true });
    };
  }

  const adminUrl = process.env['DATABASE_URL'] as string;
  const template = `${TEST_DATABASE_PREFIX}tpl_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const handle = await openDatabase({
    databaseUrl: databaseUrlFor(adminUrl, template),
    poolSize: 2,
  });
  await handle.migrate();
  await seedDatabase(handle.db, systemClock);
  await handle.close();
  project.provide('pgTemplate', template);
  project.provide('pgliteSnapshot', '');
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEST_DATABASE_PREFIX}%${runId}%`],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  };
}
