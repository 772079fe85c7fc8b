import { defineConfig } from 'vitest/config';

// The browser suite: Playwright drives Debian's Chromium against the real server (e2e/globalSetup.ts builds
// the web app and starts apps/api on a random port with a fresh data directory). Run with `npm run test:e2e`;
// the root `npm test` does not pick this file up.
export default defineConfig({
  test: {
    name: 'web-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    // The scenarios share one server and one database; the files run one after another.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 240_000,
  },
});
