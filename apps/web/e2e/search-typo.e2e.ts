// Search forgives a typo, on the real server in Chromium at phone width: "oxidaton" finds oxidation, in the
// search across subjects and in the chemistry filter, each saying which query it showed results for.
import { expect, test } from './browser.ts';

test('typing "oxidaton" finds oxidation and says "Showing results for “oxidation”"', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(360);
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Search terms in every subject' }).fill('oxidaton');
  await expect(page.getByText(/Showing results for “oxidation”: \d+ terms? in \d+ subjects?/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'oxidation in Chemistry', exact: true })).toBeVisible();

  await page.goto('/chemistry');
  const field = page.getByRole('searchbox', { name: 'Search chemistry terms' });
  await field.fill('oxidaton');
  await expect(page.getByText(/Showing results for “oxidation”: \d+ of \d+ terms/)).toBeVisible();
  const first = page.locator('ul[aria-label="Chemistry Terms"] > li').first();
  await expect(first.getByRole('button', { name: 'Describe oxidation', exact: true })).toBeVisible();
});
