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
  // What the eye reads: the link's own text, without the spans only a screen reader hears.
  const shownText = await link.evaluate((anchor) =>
    [...anchor.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join(''),
  );
  expect(shownText.trim()).toBe('Read more on Wikipedia');
  await expect(row.getByText('Example', { exact: true })).toBeVisible();
  await expect(row.getByText('Not to be confused with', { exact: true })).toBeVisible();
  expect(page.viewportSize()?.width).toBe(360);
  expect(await fitsTheWidth(page)).toBe(true);
  await inEachThemeAndWidth(page, 'describe-panel', { fullPage: true }, async (state) => {
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
  await inEachThemeAndWidth(page, 'describe-panel-medicine', { fullPage: true });
});

test("the landing page's sample lays its describe out the same way", async ({ page }) => {
  await page.goto('/');
  const sample = page.getByRole('region', { name: 'A real describe, free to read' });
  await expect(sample.getByText('Example', { exact: true })).toBeVisible();
  await expect(
    sample.getByRole('link', { name: /^Website Link: Read more on Wikipedia for osmosis/ }),
  ).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);
  await sample.scrollIntoViewIfNeeded();
  await inEachThemeAndWidth(page, 'home-sample', { fullPage: true }, async (state) => {
    await sample.scrollIntoViewIfNeeded();
    expect(await fitsTheWidth(page), state).toBe(true);
  });
});
