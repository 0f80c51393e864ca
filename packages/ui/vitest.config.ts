import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sourceResolve } from '../../vitest.shared.js';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // One jsdom per worker instead of one per file: the environment set-up was a third of the run.
    // Each test cleans up its render and history in test/setup.ts.
    isolate: false,
  },
});
