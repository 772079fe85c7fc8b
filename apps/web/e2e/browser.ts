// Playwright on Debian's Chromium (browsers cannot be downloaded here): one browser per file, a fresh
// context per test at phone width, and a screenshot in test-results/ when a test fails.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright';
import { test as base, inject } from 'vitest';
import { chromiumLaunchOptions } from '../../../tooling/chromium.mjs';

export const phoneViewport = { width: 360, height: 780 };
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results');

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

function fileNameFor(testName: string): string {
  return `${testName
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100)}.png`;
}

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
        document.documentElement.dataset.app === 'started',
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

export const test = base.extend<{ browser: Browser; page: Page; baseUrl: string }>({
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const browser = await launchChromium();
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
  baseUrl: async ({}, use) => {
    await use(inject('baseUrl'));
  },
  page: async ({ browser, baseUrl, task }, use) => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: phoneViewport });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
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
    const failed = task.result?.state === 'fail' || problems.length > 0;
    if (failed) {
      await mkdir(resultsDir, { recursive: true });
      await page
        .screenshot({ path: join(resultsDir, fileNameFor(task.fullName)), fullPage: true })
        .catch(() => {});
    }
    await context.close();
    // An uncaught error or a CSP violation fails the test even when every assertion passed.
    if (problems.length > 0) throw new Error(problems.join('\n'));
  },
});
