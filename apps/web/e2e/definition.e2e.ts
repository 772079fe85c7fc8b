// Proves the describe panel lays a description out as labelled parts on the real server, on a phone: the
// Example line, a medicine's caution set apart, and the link named by where it goes, without sideways scrolling.
import { expect, test } from './browser.ts';
import { enterFromLanding, fitsTheWidth, inEachThemeAndWidth, uniqueEmail } from './site.ts';

test('the describe panel shows the Example label, a medicine box and "Read more on Wikipedia" at 360 px', async ({
  page,
}) => {
  await enterFromLanding(page, 'signup', uniqueEmail('definition'));

  await page.goto('/chemistry?q=oxidation');
  const row = page.getByRole('listitem').filter({ has: page.getByText('oxidation', { exact: true }) });
  await row.getByRole('button', { name: 'Describe oxidation' }).click();
  const link = row.getByRole('link', { name: /^Website Link: Read more on Wikipedia for oxidation/ });
  await link.waitFor();
  expect(await link.innerText()).toMatch(/^Read more on Wikipedia/);
  await expect(row.getByText('Example', { exact: true })).toBeVisible();
  await expect(row.getByText('Not to be confused with', { exact: true })).toBeVisible();
  expect(page.viewportSize()?.width).toBe(360);
  expect(await fitsTheWidth(page)).toBe(true);
  await inEachThemeAndWidth(page, 'describe-panel', { fullPage: false }, async (state) => {
    expect(await fitsTheWidth(page), state).toBe(true);
  });

  await page.goto('/medicine-names?q=paracetamol');
  const medicineRow = page
    .getByRole('listitem')
    .filter({ has: page.getByText('paracetamol', { exact: true }) });
  await medicineRow.getByRole('button', { name: 'Describe paracetamol' }).click();
  const box = medicineRow.getByRole('region', { name: 'About paracetamol as a medicine' });
  await expect(box.getByText('Caution', { exact: true })).toBeVisible();
  await expect(box.getByText('For study only — not medical advice.')).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);
  await inEachThemeAndWidth(page, 'describe-panel-medicine', { fullPage: false });
});
