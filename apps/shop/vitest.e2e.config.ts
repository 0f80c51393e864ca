import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.js';

/**
 * End-to-end journeys: Debian's Chromium (Playwright) against the real server on a fresh embedded
 * PGlite database, serving a fresh build of this app (see `e2e/global-setup.ts`). One file at a
 * time: the journeys share the server and its demo accounts.
 */
export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
