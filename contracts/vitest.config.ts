import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    environment: 'node',
    // A single entry file: consumer tests first, then provider verification (see test/contracts.test.ts).
    include: ['test/contracts.test.ts'],
    env: { PACT_DO_NOT_TRACK: 'true' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
