import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'content',
    environment: 'node',
    // Files share a worker's module cache (decision 0026).
    isolate: false,
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
