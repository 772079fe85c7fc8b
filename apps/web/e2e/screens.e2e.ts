// Not a check: with E2E_SCREENSHOTS=1, saves each screen at phone and desktop width in test-results/screens/
// for a person to look at (`E2E_SCREENSHOTS=1 npm run test:e2e -- screens`).
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from './browser.ts';
import { enterFromLanding, uniqueEmail } from './site.ts';

const screensDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screens');
const widths = { phone: { width: 360, height: 780 }, desktop: { width: 1280, height: 800 } };

test.runIf(process.env.E2E_SCREENSHOTS === '1')('screens at phone and desktop width', async ({ page }) => {
  await mkdir(screensDir, { recursive: true });
  const shoot = async (name: string) => {
    for (const [label, size] of Object.entries(widths)) {
      await page.setViewportSize(size);
      await page.waitForTimeout(150);
      // Phone: the first screens' worth of a long page (a subject has hundreds of rows).
      const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), 2400);
      const clip = label === 'phone' ? { x: 0, y: 0, width: size.width, height } : undefined;
      await page.screenshot({
        path: join(screensDir, `${name}-${label}.png`),
        fullPage: label === 'phone',
        clip,
      });
    }
    await page.setViewportSize(widths.phone);
  };
  for (const path of ['/', '/chemistry', '/forgot-password', '/reset-password', '/privacy-policy']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await shoot(path === '/' ? 'home' : path.slice(1));
  }
  await page.goto('/payment-status');
  await page.getByText('You need to Login to see this page.').waitFor();
  await shoot('payment-status-visitor');

  await enterFromLanding(page, 'signup', uniqueEmail('looks'));
  await page
    .getByRole('button', { name: /^Describe / })
    .first()
    .click();
  await page.getByRole('link', { name: /Website Link/ }).waitFor();
  await shoot('nutrition-signed-in');
  await page.getByRole('button', { name: 'Menu' }).click();
  await shoot('menu-open');
  await page.goto('/articles-plan');
  await page.getByRole('button', { name: 'Pay Now' }).waitFor();
  await shoot('plans');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('dialog').waitFor();
  await shoot('test-checkout');
  await page.goto('/payment-status?order_id=tt_example&order_status=PENDING');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await shoot('payment-status-pending');
});
