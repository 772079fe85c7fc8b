import { defineProject } from 'vitest/config';

// PGlite needs ~800 MB and ~3 s per database: each test file shares one app per database. How many files run
// at once is set for all projects in the root vitest.config.ts.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
