import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sourceResolve } from '../../vitest.shared.js';
import { chunkGraphPlugin } from './scripts/chunk-graph-plugin.js';

/** The API server `npm run dev` proxies to (apps/server listens on 8080). */
const SERVER = process.env.BAZAAR_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  ...sourceResolve,
  plugins: [react(), chunkGraphPlugin()],
  server: {
    proxy: {
      '/api': SERVER,
      '/uploads': SERVER,
      '/ws': { target: SERVER, ws: true },
    },
  },
  build: {
    // Maps for error reports and size analysis, not referenced from the served files.
    sourcemap: 'hidden',
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: [
        'src/**/*.test.{ts,tsx}',
        'src/test/**',
        'src/main.tsx',
        'src/**/*.styles.ts',
        'src/**/index.ts',
      ],
      thresholds: { lines: 95, statements: 93, functions: 90, branches: 85 },
    },
  },
});
