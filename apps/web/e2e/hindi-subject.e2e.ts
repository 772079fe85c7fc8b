// A subject page in Hindi on the real server, in Chromium at 360 px (decision 0024): the header's switch turns the
// page to Hindi, each row shows its Hindi name, the filter finds a term by its Hindi name (Devanagari or Latin),
// Describe on a core term gives the Hindi definition with the English folded beneath, a reload paints the Hindi
// page (its rows' Hindi names and the ?lang=hi list inside it), and English comes back word for word.
import type { Page } from '@playwright/test';
import { expect, test } from './browser.ts';
import { enterFromLanding, fitsTheWidth, uniqueEmail } from './site.ts';

const htmlLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The buttons of the rows shown, by their accessible names ("समझाएँ atom"). */
const rowButtons = (page: Page) =>
  page
    .getByRole('list', { name: 'रसायन विज्ञान शब्दावली' })
    .getByRole('listitem')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));

interface ListItem {
  term: string;
  alsoCalled?: string[];
  hindi?: { term: string; searchKeys?: string[] };
}

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('in Hindi the chemistry page names each term in Hindi, finds परमाणु, describes atom in Hindi, and English comes back word for word', async ({
    page,
    baseUrl,
  }) => {
    await enterFromLanding(page, 'signup', uniqueEmail('hindi-subject'));
    await page.goto('/chemistry');
    await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
    await expect.poll(() => htmlLanguage(page)).toBe('hi');

    // The navigation, the heading, the badge and the Describe button read in Hindi.
    const menu = page.getByRole('button', { name: 'मेनू', exact: true });
    await menu.click();
    const navigation = page.getByRole('navigation', { name: 'मुख्य', exact: true });
    for (const link of ['होम', 'खोजें', 'प्लान']) {
      await expect(navigation.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await menu.click();
    await expect(page.getByRole('heading', { level: 1, name: 'रसायन विज्ञान शब्दावली' })).toBeVisible();
    await expect(page.getByText('मुफ़्त विवरण: 16 में से 16')).toBeVisible();
    await expect(page.getByRole('button', { name: 'समझाएँ absorption', exact: true })).toHaveText('समझाएँ');

    // The row of atom shows परमाणु beside the English term.
    const field = page.getByRole('searchbox', { name: 'रसायन विज्ञान में खोजें' });
    await field.fill('atom');
    const atomRow = page.getByRole('listitem').filter({ has: page.getByText('atom', { exact: true }) });
    await expect(atomRow.getByText('परमाणु', { exact: true })).toHaveAttribute('lang', 'hi');

    // The filter finds atom by its Hindi name, in Devanagari and in Latin letters: first, before the terms whose
    // Hindi names start with it (परमाणु द्रव्यमान, atomic mass).
    await field.fill('परमाणु');
    await expect.poll(async () => (await rowButtons(page))[0]).toBe('समझाएँ atom');
    expect(await rowButtons(page)).toContain('समझाएँ atomic mass');
    await field.fill('parmanu');
    await expect.poll(async () => (await rowButtons(page))[0]).toBe('समझाएँ atom');
    await field.fill('atom');

    // Describe on a core term: asked with lang=hi, the Hindi definition first, the English folded beneath.
    const described = page.waitForResponse((response) => response.url().includes('/api/pages/describe'));
    await atomRow.getByRole('button', { name: 'समझाएँ atom', exact: true }).click();
    expect(new URL((await described).url()).searchParams.get('lang')).toBe('hi');
    const hindiDefinition = atomRow.getByText(/^किसी तत्व का वह सबसे छोटा कण/);
    await expect(hindiDefinition).toBeVisible();
    await expect(hindiDefinition).toHaveAttribute('lang', 'hi');
    const english = atomRow.locator('details');
    await expect(english).not.toHaveAttribute('open');
    await english.getByText('अंग्रेज़ी में पढ़ें', { exact: true }).click();
    await expect(english).toHaveAttribute('open');
    await expect(page.getByText('मुफ़्त विवरण: 16 में से 15')).toBeVisible();
    expect(await fitsTheWidth(page)).toBe(true);

    // A reload paints Hindi first: the HTML sent has the Hindi heading and the rows' Hindi names, and brings the
    // list exactly as GET /api/pages/chemistry?lang=hi gives it.
    await page.goto('/chemistry');
    const reloaded = await page.reload();
    const html = (await reloaded?.text()) ?? '';
    expect(html).toMatch(/<html lang="hi">/);
    expect(html).toMatch(/<h1[^>]*>रसायन विज्ञान शब्दावली<\/h1>/);
    expect(html).toMatch(/<span[^>]*lang="hi"[^>]*>परमाणु<\/span>/);
    const data = html.match(/<script type="application\/json" id="termtap-page-data">(.*?)<\/script>/)?.[1];
    const sent: { subject: string; language?: string; terms: ListItem[] } = JSON.parse(data ?? '{}');
    const listed: ListItem[] = await (await fetch(`${baseUrl}/api/pages/chemistry?lang=hi`)).json();
    expect(sent.subject).toBe('chemistry');
    expect(sent.language).toBe('hi');
    const comparable = ({ term, alsoCalled, hindi }: ListItem) => ({
      term,
      alsoCalled: alsoCalled ?? [],
      hindi,
    });
    expect(sent.terms.map(comparable)).toEqual(listed.map(comparable));
    expect(listed.find((item) => item.term === 'atom')?.hindi?.term).toBe('परमाणु');

    // Back to English: the spec's texts word for word, and no Hindi names in the rows.
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect.poll(() => htmlLanguage(page)).toBe('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Chemistry Terms' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Describe absorption', exact: true })).toHaveText(
      'Describe',
    );
    await expect(page.getByText('Free describes: 15 of 16', { exact: true })).toBeVisible();
    const list = page.getByRole('list', { name: 'Chemistry Terms' });
    await expect(list.getByText('अवशोषण')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search chemistry terms' }).fill('atom');
    await expect(page.getByRole('button', { name: 'Describe atom', exact: true })).toBeVisible();
    await expect(list.getByText('परमाणु')).toHaveCount(0);
  });
});
