// Prerendered pages and the offline app (docs/decisions/0007-prerendered-pages.md), on the real server in
// Chromium at phone width: /chemistry's HTML holds its heading and every term without JavaScript; / and /chemistry hydrate with
// no error; after one visit a signed-in student who loses the network reloads /chemistry with its list,
// re-reads a term they described, and a new Describe says it needs the network and spends nothing.

import type { Page } from '@playwright/test';
import { expect, test } from './browser.ts';
import { enterFromLanding, termsOf, uniqueEmail } from './site.ts';

const offlineText = "You're offline — this definition will load when you're back online";

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

test('prerender: /chemistry fetched without JavaScript holds its heading, title, description and every term', async ({
  baseUrl,
}) => {
  const response = await fetch(`${baseUrl}/chemistry`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>Chemistry Terms<\/h1>/);
  expect(html).toContain('<title>Chemistry Terms · TermTap</title>');
  expect(html).toMatch(/<meta name="description" content="\d+ chemistry terms with bite-sized definitions/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/chemistry" \/>/);
  expect(html).not.toContain('TermTap needs JavaScript');
  const terms = await termsOf('chemistry');
  expect(terms.length).toBeGreaterThanOrEqual(300);
  const rows = terms.filter((term) => html.includes(`>${escapeHtml(term)}</span>`));
  expect(rows).toEqual(terms);
  // The list the page brings for its first client render is the API's.
  const listed: { term: string; alsoCalled?: string[] }[] = await (
    await fetch(`${baseUrl}/api/pages/chemistry`)
  ).json();
  const data = html.match(/<script type="application\/json" id="termtap-page-data">(.*?)<\/script>/)?.[1];
  const sent: { subject: string; terms: { term: string; alsoCalled?: string[] }[] } = JSON.parse(
    data ?? '{}',
  );
  expect(sent.subject).toBe('chemistry');
  expect(sent.terms.map(({ term, alsoCalled }) => ({ term, alsoCalled: alsoCalled ?? [] }))).toEqual(
    listed.map(({ term, alsoCalled }) => ({ term, alsoCalled: alsoCalled ?? [] })),
  );

  // The page paints before any of the app runs (decision 0009): no module script or module preload in the
  // HTML, only a deferred /boot.js that names the entry module, which the server has.
  expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
  const boot = html.match(/<script src="\/boot\.js" defer data-entry="(\/assets\/[^"]+\.js)"><\/script>/);
  expect(boot?.[1]).toBeDefined();
  const entry = await fetch(`${baseUrl}${boot?.[1]}`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('content-type')).toMatch(/javascript/);

  // Other public pages are prerendered too; a route that is not gets the shell.
  for (const [path, heading] of [
    ['/', /<h1[^>]*>/],
    ['/sources', /<h1[^>]*>/],
    ['/articles-plan', /<h1[^>]*>/],
    ['/psychology', /<h1[^>]*>Psychology Terms<\/h1>/],
  ] as const) {
    expect(await (await fetch(`${baseUrl}${path}`)).text(), path).toMatch(heading);
  }
  expect(await (await fetch(`${baseUrl}/search`)).text()).toContain('<div id="root"></div>');
});

/**
 * Console errors and uncaught errors of a page, from now on; the browser's own line for a failed request (a
 * visitor's Describe is a 401, offline requests fail) is the network's, not the app's.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Resolves once the page's React tree handles events (the list has become windowed after hydration). */
async function waitForWindowedList(page: Page): Promise<void> {
  await page.locator('ul[aria-label="Chemistry Terms"] > li[data-index="0"]').waitFor();
}

test('/ and /chemistry hydrate their prerendered HTML without an error, and the list keeps working', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Start free trial' }).first().waitFor();
  // Every frame from the first paint until the list is windowed shows rows: the prerendered rows stay until the
  // windowed ones replace them in one commit (decision 0009); a frame without them put the footer on screen.
  await page.addInitScript(() => {
    const frames: number[] = [];
    Object.assign(window, { listRowsPerFrame: frames });
    const count = () => {
      const list = document.querySelector('ul[aria-label="Chemistry Terms"]');
      if (list) frames.push(list.querySelectorAll(':scope > li').length);
      if (frames.length < 600 && !list?.querySelector(':scope > li[data-index]'))
        requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
  });
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/pages/chemistry')) listRequests.push(request.url());
  });
  await page.goto('/chemistry');
  await waitForWindowedList(page);
  const rowsPerFrame: number[] = await page.evaluate(() => Reflect.get(window, 'listRowsPerFrame'));
  expect(rowsPerFrame.length).toBeGreaterThan(0);
  expect(rowsPerFrame.filter((rows) => rows === 0)).toEqual([]);
  // Hydrated: the rows are the app's (a press asks a visitor to log in), and the filter works.
  await page.getByRole('button', { name: 'Describe absorption', exact: true }).click();
  await page.getByText('Log in or start your free trial to read descriptions.').waitFor();
  await page.getByRole('searchbox', { name: 'Search chemistry terms' }).fill('mole');
  await page.locator('ul[aria-label="Chemistry Terms"] > li[data-index="0"]', { hasText: 'mole' }).waitFor();
  // The other names came with the page too, not from the API, which was never asked.
  await page.getByRole('searchbox', { name: 'Search chemistry terms' }).fill('ethanoic');
  await page
    .locator('ul[aria-label="Chemistry Terms"] > li[data-index="0"]', { hasText: 'acetic acid' })
    .waitFor();
  expect(listRequests).toEqual([]);
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});

test('a Describe pressed on the painted page before the app has started is answered once it runs', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // A slow phone: the app starts well after the page is painted and loaded.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/chemistry', { waitUntil: 'commit' });
  // The prerendered rows, which do nothing before the app runs: /boot.js holds the press and makes it again on
  // the same button once the app has started, and React hydrates the row it lands on first.
  await page.locator('ul[aria-label="Chemistry Terms"] > li:not([data-index])').first().waitFor();
  await page.getByRole('button', { name: 'Describe absorption', exact: true }).click();
  await page.getByText('Log in or start your free trial to read descriptions.').waitFor({ timeout: 30_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(errors).toEqual([]);
});

test.describe('without a service worker', () => {
  // The page's own requests reach the route below (a service worker would answer the entry itself).
  test.use({ serviceWorkers: 'block' });

  test("a signed-in student's press on the painted page, which the app renders afresh, is made once it runs", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await enterFromLanding(page, 'signup', uniqueEmail('held-press'));
    // The entry module is held back until the press has been made, so the press comes before the app starts.
    let releaseEntry = () => {};
    const entryReleased = new Promise<void>((resolve) => {
      releaseEntry = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await entryReleased;
      await route.continue();
    });
    await page.goto('/chemistry', { waitUntil: 'commit' });
    // The prerendered header's button: a signed-in student's page is rendered afresh, so this markup is replaced,
    // and the press is made on the app's button of the same name once the app shows its first screen.
    await page.getByRole('heading', { level: 1, name: 'Chemistry Terms' }).waitFor();
    await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
    // The menu too: the header closes its menu when it mounts, which must not undo the press made for it.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    releaseEntry();
    await page.getByRole('heading', { level: 1, name: 'रसायन विज्ञान शब्दावली' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expect(page.getByRole('button', { name: 'मेनू', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(errors).toEqual([]);
  });
});

/** The free describes the badge shows, e.g. "Free describes: 15 of 16". */
function badgeText(page: Page) {
  return page.getByText(/^Free describes: \d+ of 16$/).textContent();
}

test('offline after one visit: /chemistry reloads with its list, a described term re-opens, a new Describe spends nothing', async ({
  page,
  baseUrl,
}) => {
  const errors = collectErrors(page);
  await enterFromLanding(page, 'signup', uniqueEmail('offline'));
  await page.goto('/chemistry');
  // The service worker has installed (precached the app) and controls the page.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  const [first, second] = await termsOf('chemistry');
  if (!first || !second) throw new Error('chemistry has too few terms');

  const described = page.waitForResponse((response) => response.url().endsWith('/api/pages/describe'));
  await page.getByRole('button', { name: `Describe ${first}`, exact: true }).click();
  const { snippet }: { snippet: string } = await (await described).json();
  // The first line of the definition, as the row shows it.
  const definitionText = snippet.split('\n')[0]?.slice(0, 60) ?? '';
  expect(definitionText.length).toBeGreaterThan(10);
  await page.getByText(definitionText).waitFor();
  await expect.poll(() => badgeText(page)).toBe('Free describes: 15 of 16');
  // Stored as JSON text (packages/ui/src/session/storedSession.ts).
  const token: unknown = JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? 'null');
  expect(typeof token).toBe('string');

  // The copy is written to IndexedDB after the answer is shown: wait until it is there (a loaded machine can
  // take longer than the reload below).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const opening = indexedDB.open('termtap');
            opening.onerror = () => resolve(0);
            opening.onsuccess = () => {
              const db = opening.result;
              if (!db.objectStoreNames.contains('described')) return resolve(0);
              const counting = db.transaction('described').objectStore('described').count();
              counting.onsuccess = () => resolve(counting.result);
              counting.onerror = () => resolve(0);
            };
          }),
      ),
    )
    .toBeGreaterThan(0);
  await page.context().setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: 'Chemistry Terms' }).waitFor();
  await page.getByRole('button', { name: `Describe ${second}`, exact: true }).waitFor();

  // The described term re-opens from this browser's copy.
  await page.getByRole('button', { name: `Describe ${first}`, exact: true }).click();
  await page.getByText(definitionText).waitFor();

  // A new Describe needs the network: it says so, and the count stays.
  const describes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/pages/describe')) describes.push(request.url());
  });
  await page.getByRole('button', { name: `Describe ${second}`, exact: true }).click();
  await page.getByText(offlineText, { exact: true }).waitFor();
  expect(describes).toEqual([]);
  expect(await badgeText(page)).toBe('Free describes: 15 of 16');

  // Back online, the server counted one describe only.
  await page.context().setOffline(false);
  const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { 'x-access-token': String(token) } });
  expect(me.status).toBe(200);
  const user: { remainingClicks?: number } = await me.json();
  expect(user.remainingClicks).toBe(15);
  expect(errors).toEqual([]);
});
