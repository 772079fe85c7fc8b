import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tooling/chromium.mjs';
import { phoneViewport } from './e2e/browser.ts';

// The browser suite (`npm run test:e2e`): Playwright Test drives Debian's Chromium against the real server.
// e2e/globalSetup.ts builds the web app (or takes TERMTAP_WEB_BUILD, a build this run already made) and starts
// apps/api on a free port with a fresh data directory; the scenarios reach it through fixtures (e2e/browser.ts).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/globalSetup.ts',
  // The scenarios share one server and one database, and the machines have 2 cores: one test at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  // A failing test's screenshot (and anything else it leaves) goes here, one folder per test.
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: phoneViewport,
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    screenshot: { mode: 'only-on-failure', fullPage: true },
  },
});
