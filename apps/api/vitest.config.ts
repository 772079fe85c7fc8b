import { defineProject } from 'vitest/config';

// PGlite needs ~800 MB and ~3 s per database: each test file shares one app per database. How many files run
// at once is set for all projects in the root vitest.config.ts.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // A hook starts a server or makes a migrated database template (the first file to need one makes it):
    // seconds on a quiet machine, over a minute while CI runs the e2e suite beside these tests.
    hookTimeout: 180_000,
  },
});
