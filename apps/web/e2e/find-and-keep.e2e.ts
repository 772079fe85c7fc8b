// Finding and keeping terms, on the real server in Chromium at phone width: the filter, the A–Z index, the
// search across subjects, unlocked terms marked, the 16th describe shown, and My terms at 0 clicks.
import { expect, test } from './browser.ts';
import { enterFromLanding, signUpThroughApi, spendClicksThroughApi, termsOf, uniqueEmail } from './site.ts';

/** Sets the search field's value as one input event and reports whether the list was filtered by the next frame. */
async function filterInOneEvent(query: string) {
  {
    const field = document.querySelector<HTMLInputElement>('input[type="search"]');
    if (!field) throw new Error('no search field');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const started = performance.now();
    setValue?.call(field, query);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const handled = performance.now() - started;
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const rows = [...document.querySelectorAll('ul[aria-label="Chemistry Terms"] > li')];
    return { handled, rows: rows.map((row) => row.querySelector('span')?.firstChild?.textContent ?? '') };
  }
}

test('typing "mole" on /chemistry leaves only matching rows by the next frame, best match first', async ({
  page,
}) => {
  await page.goto('/chemistry');
  const field = page.getByRole('searchbox', { name: 'Search chemistry terms' });
  await field.waitFor();
  const all = await termsOf('chemistry');
  expect(all.length).toBeGreaterThanOrEqual(350);
  const { rows } = await page.evaluate(filterInOneEvent, 'mole');
  expect(rows[0]).toBe('mole');
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.length).toBeLessThan(all.length);
  // Every row left names "mole" (or lists it among its other names, e.g. "gram molecule" for mole).
  const listed = await page.request.get('/api/pages/chemistry');
  const items: { term: string; alsoCalled?: string[] }[] = await listed.json();
  for (const name of rows) {
    const item = items.find((candidate) => candidate.term === name);
    expect([name, ...(item?.alsoCalled ?? [])].join(' ').toLowerCase()).toContain('mole');
  }
  await page.getByText(`${rows.length} of ${all.length} terms`).waitFor();
  await expect.poll(() => new URL(page.url()).search).toBe('?q=mole');
  // The query survives a reload (it is in the URL), and Clear brings the whole list back.
  await page.reload();
  await expect.poll(() => field.inputValue()).toBe('mole');
  await page.getByRole('button', { name: 'Clear search' }).click();
  // Only rows near the screen are rendered; each says its place in the whole list.
  await expect
    .poll(() => page.locator('ul[aria-label="Chemistry Terms"] > li').first().getAttribute('aria-setsize'))
    .toBe(String(all.length));
});

test('the A–Z index jumps to the letter', async ({ page }) => {
  await page.goto('/chemistry');
  const index = page.getByRole('navigation', { name: 'Letter index' });
  await index.waitFor();
  const firstP = (await termsOf('chemistry')).find((term) => term.toUpperCase().startsWith('P'));
  await index.getByRole('link', { name: 'P', exact: true }).click();
  const row = page.getByRole('button', { name: `Describe ${firstP}`, exact: true });
  await expect.poll(() => row.isVisible()).toBe(true);
  const box = await row.boundingBox();
  expect(box && box.y > 0 && box.y < 780).toBe(true);
  // The focus moves to the row, so a keyboard user goes on from there.
  await expect.poll(() => row.evaluate((button) => button === document.activeElement)).toBe(true);
});

test('the search across subjects finds a term of another subject and opens it ready to describe', async ({
  page,
}) => {
  await page.goto('/');
  const field = page.getByRole('searchbox', { name: 'Find a term in any subject' });
  await field.fill('cognitive dissonance');
  await field.press('Enter');
  await page.waitForURL('**/search?q=cognitive+dissonance');
  const result = page.getByRole('link', { name: 'cognitive dissonance in Psychology' });
  await result.click();
  await page.waitForURL('**/psychology?q=cognitive+dissonance');
  await page.getByRole('heading', { name: 'Psychology Terms' }).waitFor();
  await page.getByRole('button', { name: 'Describe cognitive dissonance', exact: true }).waitFor();
});

test('the 16th describe shows its text; unlocked terms are marked and reopen free in My terms at 0 clicks', async ({
  page,
}) => {
  const email = uniqueEmail('sixteenth');
  const token = await signUpThroughApi(email);
  await spendClicksThroughApi(token, 15);
  await enterFromLanding(page, 'login', email);
  await page.getByText('Free describes: 1 of 16').waitFor();
  await page.getByText(/Only 1 free describe left/).waitFor();

  const [term] = await termsOf('nutrition');
  const row = page.getByRole('listitem').filter({ has: page.getByText(term ?? '', { exact: true }) });
  await row.getByRole('button', { name: `Describe ${term}`, exact: true }).click();
  await row
    .getByText('Written by TermTap')
    .or(row.getByText(/^Definition: /))
    .waitFor();
  await page.getByText('Free describes: 0 of 16').waitFor();
  await page.getByText(/You've used all 16 free describes/).waitFor();
  await row.getByText('Free to reopen').waitFor();
  expect(new URL(page.url()).pathname).toBe('/nutrition');
  await row.getByRole('button', { name: `☆ Save ${term}` }).click();
  await row.getByRole('button', { name: `★ Saved ${term}` }).waitFor();

  // Entering a subject now shows the plans (docs/spec.md §2), but every unlocked term reopens from My terms.
  await page.goto('/chemistry');
  await page.getByRole('button', { name: 'Pay Now' }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Chemistry Terms' }).waitFor();
  await page.getByText("You've used all 16 free describes.").waitFor();
  await page.goto('/my-terms');
  await page.getByRole('heading', { name: 'My terms' }).waitFor();
  const rows = page.locator('main li');
  await expect.poll(() => rows.count()).toBe(16);
  await expect.poll(() => rows.first().textContent()).toContain(term);
  const describes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/pages/describe')) describes.push(response.status());
  });
  for (const name of ['Describe', 'Describe']) {
    const button = page.getByRole('button', { name: new RegExp(`^${name} `) }).first();
    await button.click();
  }
  await expect.poll(() => describes.length).toBe(2);
  expect(describes).toEqual([200, 200]);
  const me = await page.request.get('/api/auth/me', { headers: { 'x-access-token': token } });
  expect((await me.json()).remainingClicks).toBe(0);
});
