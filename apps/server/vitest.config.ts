import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.js';

/**
 * Every server test runs on embedded PGlite (project `pglite`), and again on the PostgreSQL server
 * of `DATABASE_URL` when it is set (project `postgres`). The global setup migrates and seeds once
 * per project; each test file then starts from a copy (see `src/test/harness.ts`).
 */
const project = (name: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['src/**/*.test.ts'],
    exclude: [
      // Tests of the Redis paths need a Redis server.
      ...(process.env['REDIS_URL'] ? [] : ['src/**/redis-*.test.ts']),
      // What only a PostgreSQL server has (sessions that wait on each other's locks).
      ...(name === 'postgres' ? [] : ['src/**/pg-*.test.ts']),
      // Several server processes on one database and Redis: PostgreSQL (not PGlite) and Redis.
      ...(name === 'postgres' && process.env['REDIS_URL'] ? [] : ['src/**/cluster-*.test.ts']),
    ],
    globalSetup: ['src/test/global-setup.ts'],
    hookTimeout: 30_000,
    testTimeout: 30_000,
  },
});

export default defineConfig({
  ...sourceResolve,
  test: {
    projects: [project('pglite'), ...(process.env['DATABASE_URL'] ? [project('postgres')] : [])],
  },
});
