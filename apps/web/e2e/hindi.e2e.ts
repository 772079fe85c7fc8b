// TermTap in Hindi (decision 0024), on the real server in Chromium at phone width: the header's switch turns
// the interface to Hindi; a reload paints Hindi from the HTML itself (the server picks the page by the
// termtap_lang cookie), before any script; switching back gives the English texts word for word; a lost
// cookie is set again from the stored choice; and the service worker serves a page visited in Hindi offline.
import type { Page } from '@playwright/test';
import { expect, test } from './browser.ts';

const htmlLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The language the service worker will serve pages in: the flag the page writes into Cache Storage. */
const workerLanguage = (page: Page) =>
  page.evaluate(async () => {
    const flag = await caches.match('/termtap-language', { cacheName: 'termtap-language' });
    return flag ? flag.text() : null;
  });

async function languageCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'termtap_lang')?.value;
}

/** Opens the small-screen menu, checks the main navigation's links by name, and closes it. */
async function expectNavigation(page: Page, names: { menu: string; navigation: string; links: string[] }) {
  const menu = page.getByRole('button', { name: names.menu, exact: true });
  await menu.click();
  await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
  const navigation = page.getByRole('navigation', { name: names.navigation, exact: true });
  for (const link of names.links) {
    await expect(navigation.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await menu.click();
}

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('हिन्दी in the header turns the interface to Hindi, a reload paints Hindi first, English comes back word for word', async ({
    page,
    baseUrl,
  }) => {
    await page.goto('/chemistry');
    expect(await htmlLanguage(page)).toBe('en');
    await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();

    await expect.poll(() => htmlLanguage(page)).toBe('hi');
    await expectNavigation(page, { menu: 'मेनू', navigation: 'मुख्य', links: ['होम', 'खोजें', 'प्लान'] });
    await expect.poll(() => page.title()).toBe('रसायन विज्ञान शब्दावली · TermTap');
    expect(await languageCookie(page)).toBe('hi');
    expect(await page.evaluate(() => localStorage.getItem('termtap.language'))).toBe('hi');

    // The reload's HTML is the Hindi page: its first paint is Hindi, before any script has run.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        consoleErrors.push(message.text());
      }
    });
    const reloaded = await page.reload();
    const html = (await reloaded?.text()) ?? '';
    expect(html).toMatch(/<html lang="hi">/);
    expect(html).toContain('<title>रसायन विज्ञान शब्दावली · TermTap</title>');
    expect(html).toMatch(/<a [^>]*href="\/">होम<\/a>/);
    expect(html).toMatch(/<button [^>]*lang="en"[^>]*>English<\/button>/);
    expect(reloaded?.headers().vary).toMatch(/cookie/i);
    // Hydrated in Hindi, without a mismatch (React would have rendered the page afresh in English).
    expect(await htmlLanguage(page)).toBe('hi');
    await page.getByRole('button', { name: 'English', exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);

    // Without JavaScript at all, the same cookie gets the same Hindi page.
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    await noScript.addCookies([{ name: 'termtap_lang', value: 'hi', url: baseUrl }]);
    const plain = await noScript.newPage();
    await plain.goto(`${baseUrl}/chemistry`);
    expect(await plain.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expect(plain.getByRole('button', { name: 'English', exact: true })).toBeVisible();
    await noScript.close();

    // Back to English: the texts of docs/spec.md word for word, and the next reload's HTML in English.
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect.poll(() => htmlLanguage(page)).toBe('en');
    await page.getByRole('heading', { level: 1, name: 'Chemistry Terms' }).waitFor();
    await expect(page.getByRole('button', { name: 'Describe absorption', exact: true })).toHaveText(
      'Describe',
    );
    await expectNavigation(page, { menu: 'Menu', navigation: 'Main', links: ['Home', 'Search', 'Plans'] });
    await expect.poll(() => page.title()).toBe('Chemistry Terms · TermTap');
    expect(await languageCookie(page)).toBe('en');
    const english = await page.reload();
    expect(await english?.text()).toMatch(/<html lang="en">/);
    await page.getByRole('button', { name: 'हिन्दी', exact: true }).waitFor();
  });

  test('a page that is not prerendered renders in Hindi too; a lost cookie is set again from the stored choice', async ({
    page,
  }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
    await expect.poll(() => page.title()).toBe('सभी विषयों में खोजें · TermTap');
    await page.reload();
    expect(await htmlLanguage(page)).toBe('hi');
    await page.getByRole('button', { name: 'English', exact: true }).waitFor();

    // The cookie is gone, the stored choice is not: the English page hydrates, then turns Hindi at once.
    await page.context().clearCookies();
    const reloaded = await page.goto('/chemistry');
    expect(await reloaded?.text()).toMatch(/<html lang="en">/);
    await expect.poll(() => htmlLanguage(page)).toBe('hi');
    await page.getByRole('button', { name: 'English', exact: true }).waitFor();
    expect(await languageCookie(page)).toBe('hi');
  });

  test('a switch pressed mid-hydration is made once the page has hydrated', async ({ page }) => {
    await page.goto('/chemistry');
    await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
    await expect.poll(() => htmlLanguage(page)).toBe('hi');
    // The press comes the moment the entry has begun hydrating the Hindi page, before any of it has hydrated.
    await page.addInitScript(() => {
      document.addEventListener('termtap:started', () => {
        const buttons = [...document.querySelectorAll('button')];
        buttons.find((button) => button.textContent?.trim() === 'English')?.click();
      });
    });
    await page.reload();
    await expect.poll(() => htmlLanguage(page)).toBe('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Chemistry Terms' })).toBeVisible();
    await page.getByRole('button', { name: 'हिन्दी', exact: true }).waitFor();
    // A mismatch would be a page error, which fails the test (browser.ts).
  });
});

test('offline, a page visited in Hindi reloads in Hindi from the service worker', async ({ page }) => {
  await page.goto('/chemistry');
  await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
  await expect.poll(() => htmlLanguage(page)).toBe('hi');
  // The flag is written a moment after the switch; a reload before it would get the English page.
  await expect.poll(() => workerLanguage(page)).toBe('hi');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  // A visit in Hindi through the worker keeps the page for this build.
  await page.reload();
  expect(await htmlLanguage(page)).toBe('hi');

  await page.context().setOffline(true);
  const offline = await page.reload({ waitUntil: 'commit' });
  // The worker's HTML is the Hindi page (its first paint), not the English one turned Hindi by the app.
  expect(offline?.fromServiceWorker()).toBe(true);
  expect(await offline?.text()).toMatch(/<html lang="hi">/);
  await page.getByRole('button', { name: 'English', exact: true }).waitFor();
  expect(await htmlLanguage(page)).toBe('hi');

  // Back in English, offline still: the precached English page.
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect.poll(() => htmlLanguage(page)).toBe('en');
  await expect.poll(() => workerLanguage(page)).toBe('en');
  const english = await page.reload({ waitUntil: 'commit' });
  expect(await english?.text()).toMatch(/<html lang="en">/);
  await page.getByRole('button', { name: 'हिन्दी', exact: true }).waitFor();
  expect(await htmlLanguage(page)).toBe('en');
  await page.context().setOffline(false);
});
