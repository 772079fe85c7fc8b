// The scenarios' fixtures on Playwright Test: Debian's Chromium (playwright.config.ts), a fresh context per
// test at phone width on the server that globalSetup.ts started, and a test that fails on an uncaught page
// error or a blocked script even when every assertion passed.
import { test as base, type Page } from '@playwright/test';
import { runningE2eServer } from './server.ts';

export { expect } from '@playwright/test';

export const phoneViewport = { width: 360, height: 780 };

/**
 * A prerendered page paints before the app starts (decision 0009), and until then its links and forms work as
 * plain HTML. So `page.goto` and `page.reload` also wait for the app to run, as a test's next step expects it;
 * given an explicit `waitUntil`, they return as Playwright does, to act on the page before the app runs.
 */
function waitingForTheApp(page: Page): void {
  const appStarted = () =>
    page.waitForFunction(
      () =>
        document.querySelector('script[src="/boot.js"]') === null ||
        document.documentElement.dataset.app === 'ready',
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === undefined) await appStarted();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil === undefined) await appStarted();
    return response;
  };
}

export const test = base.extend<{ baseUrl: string }>({
  // The server's origin; a file that starts a server of its own overrides it.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseUrl: async ({}, use) => {
    await use(runningE2eServer().baseUrl);
  },
  // Relative URLs in page.goto and page.request resolve against it.
  baseURL: async ({ baseUrl }, use) => {
    await use(baseUrl);
  },
  page: async ({ page }, use) => {
    waitingForTheApp(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // A blocked script, style or frame shows only as a console error: the CSP and the build must agree.
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
        problems.push(`console: ${message.text()}`);
      }
    });
    await use(page);
    // Failing here still leaves Playwright's failure screenshot (playwright.config.ts).
    if (problems.length > 0) throw new Error(problems.join('\n'));
  },
});
