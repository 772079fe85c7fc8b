// The host's routes and frame on the real server, in Chromium at phone width: redirects, legal pages, the
// login guard, the small-screen menu, and pages that fit a 360 px screen.
import { expect, test } from './browser.ts';
import { fitsTheWidth } from './site.ts';

test('an unknown path goes to /', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: 'Understand any term in seconds' }).waitFor();
});

test('the three legal pages, reached from the footer', async ({ page }) => {
  await page.goto('/');
  const legal = page.getByRole('navigation', { name: 'Legal' });
  for (const { link, path, heading } of [
    { link: 'Terms and Conditions', path: '/terms-and-condition', heading: /Terms and Conditions/i },
    { link: 'Privacy Policy', path: '/privacy-policy', heading: /Privacy Policy/i },
    { link: 'Cancellation and Refund', path: '/cancellation-and-refund', heading: /Cancellation/i },
  ]) {
    await legal.getByRole('link', { name: link }).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.title()).toContain('TermTap');
  }
  await page.goto('/privacy-policy');
  await page
    .getByText(/May 11, 2025/)
    .first()
    .waitFor();
  await page.goto('/cancellation-and-refund');
  await page
    .getByText(/May 10, 2025/)
    .first()
    .waitFor();
  await page.goto('/terms-and-condition');
  await page
    .getByText(/Jorhat/)
    .first()
    .waitFor();
});

test('/payment-status asks a visitor to log in, and Close returns to /', async ({ page }) => {
  await page.goto('/payment-status?order_id=o_1&order_status=SUCCESS');
  await page.getByText('You need to Login to see this page.').waitFor();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('the phone-width menu opens, leads to a subject, and closes', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const psychology = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Psychology' });
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  expect(await psychology.isVisible()).toBe(false);
  // Pressed while the app may still be starting, the menu opens once it runs (/boot.js presses again).
  await menu.click();
  await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
  await psychology.click();
  await page.waitForURL('**/psychology');
  await page.getByRole('heading', { name: 'Psychology Terms' }).waitFor();
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  await psychology.waitFor({ state: 'hidden' });
});

test('every screen fits a 360 px wide phone', async ({ page }) => {
  for (const path of [
    '/',
    '/nutrition',
    '/electronics-and-communication-engineering',
    '/articles-plan',
    '/forgot-password',
    '/reset-password?token=abc',
    '/terms-and-condition',
    '/privacy-policy',
    '/cancellation-and-refund',
    '/sources',
  ]) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await fitsTheWidth(page), `${path} is wider than the screen`).toBe(true);
  }
});

test('the landing page shows a real describe beside the text at 1280 px and below it on a phone', async ({
  page,
}) => {
  await page.goto('/');
  const sample = page.getByRole('region', { name: 'A real describe, free to read' });
  await sample.getByRole('heading', { name: 'osmosis' }).waitFor();
  await sample.getByText(/semipermeable membrane/).waitFor();
  const heading = page.getByRole('heading', { level: 1 });
  const phoneSample = await sample.boundingBox();
  const phoneHeading = await heading.boundingBox();
  expect(phoneSample && phoneHeading && phoneSample.y > phoneHeading.y + phoneHeading.height).toBe(true);
  // The ten subjects, each with its term count.
  const subjects = page.getByRole('region', { name: /^Ten subjects/ }).getByRole('link');
  expect(await subjects.count()).toBe(10);

  await page.setViewportSize({ width: 1280, height: 800 });
  const wideSample = await sample.boundingBox();
  const wideHeading = await heading.boundingBox();
  // No empty right half: the sample sits to the right of the headline, in the same band.
  expect(wideSample && wideSample.x >= 640 && wideSample.x + wideSample.width > 1000).toBe(true);
  expect(wideSample && wideHeading && wideSample.y < wideHeading.y + wideHeading.height + 200).toBe(true);
});

test('while a subject list loads, grey rows hold its place and the footer stays below the screen', async ({
  page,
}) => {
  await page.goto('/');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/pages/chemistry', async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('region', { name: /^Ten subjects/ })
    .getByRole('link', { name: /^Chemistry / })
    .click();
  await page.getByText('Loading… please wait').waitFor();
  await page.getByTestId('term-row-skeletons').waitFor();
  const footer = page.getByRole('contentinfo');
  const whileLoading = await footer.boundingBox();
  expect(whileLoading && whileLoading.y >= 780).toBe(true);
  release();
  await page.getByRole('list', { name: 'Chemistry Terms' }).waitFor();
  const loaded = await footer.boundingBox();
  expect(loaded && loaded.y >= 780).toBe(true);
});

test('before the app runs (its script never arrives), the landing search and the subject links work as plain HTML', async ({
  page,
}) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/', { waitUntil: 'load' });
  const field = page.getByRole('searchbox', { name: 'Find a term in any subject' });
  await field.fill('osmosis');
  await field.press('Enter');
  await page.waitForURL('**/search?q=osmosis');
  await page.goto('/', { waitUntil: 'load' });
  await page
    .getByRole('region', { name: /^Ten subjects/ })
    .getByRole('link', { name: /^Chemistry / })
    .click();
  await page.waitForURL('**/chemistry');
  await page.getByRole('button', { name: 'Describe absorption', exact: true }).waitFor();
});
