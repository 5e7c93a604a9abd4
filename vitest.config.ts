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
    testTimeout: 20000,
  },
});
