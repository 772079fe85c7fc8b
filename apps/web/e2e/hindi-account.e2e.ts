// Hindi that follows the student (decision 0021's PUT /me/language), on the real server in Chromium at phone
// width: a new student picks हिन्दी, describes a chemistry core term, finds its Hindi name in My terms and on
// the review card with its Hindi definition, and is quizzed in Hindi; then another device that logs in to the
// same account comes up in Hindi by itself.
import type { Page } from '@playwright/test';
import { expect, test } from './browser.ts';
import { enterFromLanding, fitsTheWidth, password, uniqueEmail } from './site.ts';

const htmlLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

test('a student who chose हिन्दी sees Hindi in My terms, Review and the quiz, and on their next device', async ({
  page,
  browser,
  baseUrl,
}) => {
  const email = uniqueEmail('hindi-account');
  await enterFromLanding(page, 'signup', email);
  await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
  await expect.poll(() => htmlLanguage(page)).toBe('hi');

  // "acid" is a core term near the top of the list: its data has the Hindi name अम्ल and a Hindi definition.
  await page.goto('/chemistry');
  await page.getByRole('button', { name: 'समझाएँ acid', exact: true }).click();
  await page.getByRole('button', { name: 'छिपाएँ acid', exact: true }).waitFor();

  await page.goto('/my-terms');
  const chemistry = page.getByRole('list', { name: 'रसायन विज्ञान: मेरे शब्द', exact: true });
  const name = chemistry.getByText('अम्ल', { exact: true });
  await expect(name).toBeVisible();
  await expect(name).toHaveAttribute('lang', 'hi');
  expect(await fitsTheWidth(page)).toBe(true);

  await page.goto('/review');
  const card = page.getByRole('region', { name: 'कार्ड', exact: true });
  await expect(card.getByRole('heading', { level: 2, name: 'acid अम्ल', exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'उत्तर देखें', exact: true }).click();
  const definition = card.getByText(/^वह पदार्थ जो जल में H⁺ आयन देता है/);
  await expect(definition).toBeVisible();
  await expect(definition).toHaveAttribute('lang', 'hi');
  // The English description is folded beneath, one press away.
  await expect(card.getByText('अंग्रेज़ी में पढ़ें', { exact: true })).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);

  // Three more core terms near the top of the list make a quiz round; all four have a Hindi definition, so the
  // whole question reads in Hindi whichever way it is asked.
  await page.goto('/chemistry');
  for (const term of ['absorption', 'acid rain', 'actinoid']) {
    await page.getByRole('button', { name: `समझाएँ ${term}`, exact: true }).click();
    await page.getByRole('button', { name: `छिपाएँ ${term}`, exact: true }).waitFor();
  }
  await page.goto('/quiz?subject=chemistry');
  await expect(
    page.getByRole('heading', { level: 1, name: 'क्विज़: रसायन विज्ञान', exact: true }),
  ).toBeVisible();
  const choices = page.getByRole('list', { name: 'विकल्प', exact: true }).getByRole('button');
  await expect(choices).toHaveCount(4);
  const asked = page.locator('blockquote[lang="hi"], h2 span[lang="hi"]');
  await expect(asked).toHaveCount(1);
  await expect(asked).toHaveText(/[\u0900-\u097F]/);
  for (const choice of await choices.all())
    await expect(choice.locator('span[lang="hi"]').first()).toBeVisible();
  await choices.first().click();
  await expect(page.getByRole('status')).toHaveText(/^(सही!?|यह नहीं। सही उत्तर: [\u0900-\u097F].*)$/);
  expect(await fitsTheWidth(page)).toBe(true);

  // Another device: a fresh browser with no stored choice and no cookie logs in to the same account.
  const other = await browser.newContext({ baseURL: baseUrl, viewport: page.viewportSize() });
  try {
    const second = await other.newPage();
    await second.goto('/');
    await second.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = second.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await second.waitForURL('**/nutrition');
    await expect(second.getByRole('heading', { level: 1, name: 'पोषण शब्दावली', exact: true })).toBeVisible();
    expect(await htmlLanguage(second)).toBe('hi');
    await expect(second.getByRole('button', { name: 'English', exact: true })).toBeVisible();
    // Remembered on that device too: its next page comes from the server in Hindi.
    expect((await other.cookies()).find((cookie) => cookie.name === 'termtap_lang')?.value).toBe('hi');
    const reloaded = await second.reload();
    expect(await reloaded?.text()).toMatch(/<html lang="hi">/);
  } finally {
    await other.close();
  }
});
