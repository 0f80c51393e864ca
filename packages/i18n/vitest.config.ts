import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.js';

export default defineConfig({
  ...sourceResolve,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
