import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.js';

/**
 * `npm run test:scale`: nginx (from `deploy/nginx`) in front of two server processes on one
 * PostgreSQL database (`DATABASE_URL`, an admin connection: the test makes and drops its own
 * database) and Redis (`REDIS_URL`). One file, run alone: it starts its own processes.
 */
export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'scale',
    include: ['scale/**/*.test.ts'],
    hookTimeout: 300_000,
    testTimeout: 180_000,
    fileParallelism: false,
  },
});
