import { defineProject } from 'vitest/config';

// PGlite needs ~800 MB and ~3 s per database: each test file shares one app per database, and at most two files
// run at once on the 2-core machines.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'content/**/*.test.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
