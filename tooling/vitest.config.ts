import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    // Files share a worker's module cache (decision 0026).
    isolate: false,
    include: ['*.test.ts'],
  },
});
