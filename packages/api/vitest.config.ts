import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.js';

export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts', 'src/test/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, functions: 95, statements: 95, branches: 90 },
    },
  },
});
