import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'core/**/*.test.ts',
      'machines/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    // Vitest keeps one core for itself (cores - 1 workers), which on a 2-core CI machine runs the
    // files one after another; its own process is idle while the workers run, so use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 20000,
  },
});
