// Proves the Hindi side of the API on each database (openapi.yaml Lang, Hindi, PUT /me/language): with lang=hi
// lists, search, describes, My terms and review cards carry each term's Hindi from the content data; without it
// the answers are the English ones, unchanged; a Hindi describe spends as an English one; the account's language.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { databases, startTestServer, type TestServer } from './support/server.ts';

interface DataTerm {
  term: string;
  alsoCalled?: string[];
  hindi?: { term: string; definition?: string; searchKeys?: string[] };
}

const contentDir = loadConfig({}).contentDir;
const dataOf = async (subject: string): Promise<DataTerm[]> =>
  JSON.parse(await readFile(join(contentDir, `${subject}.json`), 'utf8')).terms;

describe.each(databases)('Hindi on %s', (database) => {
  let server: TestServer;
  let chemistry: DataTerm[];
  let medicines: DataTerm[];
  beforeAll(async () => {
    server = await startTestServer(database);
    chemistry = await dataOf('chemistry');
    medicines = await dataOf('medicine-names');
  });
  afterAll(async () => {
    await server?.close();
  });

  const entryOf = (list: DataTerm[], term: string) => {
    const entry = list.find((candidate) => candidate.term === term);
    if (!entry?.hindi) throw new Error(`the content data has no Hindi for ${term}`);
    return entry as DataTerm & { hindi: NonNullable<DataTerm['hindi']> };
  };
  /** A chemistry term with a Hindi name and no Hindi definition (not a core term). */
  const nonCore = () => {
    const entry = chemistry.find((candidate) => candidate.hindi && !candidate.hindi.definition);
    if (!entry?.hindi) throw new Error('chemistry has no non-core term with a Hindi name');
    return entry as DataTerm & { hindi: NonNullable<DataTerm['hindi']> };
  };
  const describeIn = async (token: string, page: string, attr: string, query = '') => {
    const response = await server.call(`/pages/describe${query}`, { token, json: { page, attr } });
    expect(response.status).toBe(200);
    return response.json();
  };
  const clicksOf = async (token: string) =>
    (await (await server.call('/auth/me', { token })).json()).remainingClicks;

  test('a chemistry list in Hindi carries परमाणु and its keys on atom; the English list is as before', async () => {
    const atom = entryOf(chemistry, 'atom');
    expect(atom.hindi.term).toBe('परमाणु');
    expect(atom.hindi.searchKeys).toContain('parmanu');

    const english = await server.call('/pages/chemistry');
    const hindi = await server.call('/pages/chemistry?lang=hi');
    const explicit = await server.call('/pages/chemistry?lang=en');
    expect(hindi.status).toBe(200);
    const englishText = await english.text();
    expect(await explicit.text()).toBe(englishText);
    expect(explicit.headers.get('etag')).toBe(english.headers.get('etag'));
    // The English list is exactly the data's terms and other names, nothing Hindi in it.
    const expected = chemistry.map(({ term, alsoCalled }) => (alsoCalled ? { term, alsoCalled } : { term }));
    expect(JSON.parse(englishText)).toEqual(expected);
    expect(englishText).not.toMatch(/[\u0900-\u097F]|"hindi"/u);

    const items: DataTerm[] = await hindi.json();
    expect(items.find((item) => item.term === 'atom')).toEqual({
      term: 'atom',
      ...(atom.alsoCalled ? { alsoCalled: atom.alsoCalled } : {}),
      hindi: { term: 'परमाणु', searchKeys: atom.hindi.searchKeys },
    });
    // Same terms in the same order; a list never carries a Hindi definition.
    expect(items.map((item) => item.term)).toEqual(expected.map((item) => item.term));
    expect(items.filter((item) => item.hindi).length).toBe(chemistry.filter((entry) => entry.hindi).length);
    expect(items.some((item) => item.hindi?.definition !== undefined)).toBe(false);
  });

  test('the Hindi list has its own ETag: an English ETag never answers 304 to a Hindi request', async () => {
    const english = await server.call('/pages/chemistry');
    const hindi = await server.call('/pages/chemistry?lang=hi');
    const englishTag = english.headers.get('etag') ?? '';
    const hindiTag = hindi.headers.get('etag') ?? '';
    expect(hindiTag).toMatch(/^W\/"/);
    expect(hindiTag).not.toBe(englishTag);
    expect(hindi.headers.get('cache-control')).toBe(english.headers.get('cache-control'));
    const crossed = await server.call('/pages/chemistry?lang=hi', {
      headers: { 'if-none-match': englishTag },
    });
    expect(crossed.status).toBe(200);
    expect((await crossed.json()).find((item: DataTerm) => item.term === 'atom')?.hindi?.term).toBe('परमाणु');
    const back = await server.call('/pages/chemistry', { headers: { 'if-none-match': hindiTag } });
    expect(back.status).toBe(200);
    const same = await server.call('/pages/chemistry?lang=hi', { headers: { 'if-none-match': hindiTag } });
    expect(same.status).toBe(304);
  });

  test('any other lang is 400 with a message, on every call that takes it', async () => {
    const { token } = await server.signUp();
    for (const [path, init] of [
      ['/pages/chemistry?lang=fr', {}],
      ['/pages/search?q=atom&lang=HI', {}],
      ['/pages/describe?lang=', { token, json: { page: 'chemistry', attr: 'atom' } }],
      ['/me/terms?lang=hindi', { token }],
      ['/review/cards?lang=de', { token }],
    ] as const) {
      const response = await server.call(path, init);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ message: 'lang: must be one of en, hi.' });
    }
    // Nothing was described by the refused describe.
    expect(await clicksOf(token)).toBe(16);
  });

  test('describe of a core term in Hindi adds the Hindi name and definition, and the same English text', async () => {
    const atom = entryOf(chemistry, 'atom');
    const { token } = await server.signUp();
    const hindi = await describeIn(token, 'chemistry', 'atom', '?lang=hi');
    const english = await describeIn(token, 'chemistry', 'atom');
    expect(hindi.hindi).toEqual({ term: 'परमाणु', definition: atom.hindi.definition });
    expect(hindi.hindi.definition).toMatch(/[\u0900-\u097F]/u);
    expect(english.hindi).toBeUndefined();
    const { hindi: _hindi, ...rest } = hindi;
    expect(rest).toEqual(english);
    expect(rest.parts.definition.length).toBeGreaterThan(0);
  });

  test('describe of a term outside the core list has the Hindi name but no Hindi definition', async () => {
    const entry = nonCore();
    const { token } = await server.signUp();
    const answer = await describeIn(token, 'chemistry', entry.term, '?lang=hi');
    expect(answer.hindi).toEqual({ term: entry.hindi.term });
  });

  test("a medicine's Hindi definition has no study-only line (the screen adds it, as the English snippet has it)", async () => {
    const medicine = medicines.find((candidate) => candidate.hindi?.definition);
    if (!medicine?.hindi?.definition) throw new Error('no medicine with a Hindi definition');
    const { token } = await server.signUp();
    const answer = await describeIn(token, 'medicine-names', medicine.term, '?lang=hi');
    expect(answer.hindi).toEqual({ term: medicine.hindi.term, definition: medicine.hindi.definition });
    expect(answer.hindi.definition).not.toContain('चिकित्सीय सलाह');
    expect(answer.hindi.definition).not.toContain('केवल अध्ययन के लिए');
    expect(answer.snippet).toMatch(/For study only — not medical advice\.$/);
  });

  test('a Hindi describe spends exactly as an English one: one click for a new term, none again', async () => {
    const english = await server.signUp();
    const hindi = await server.signUp();
    const terms = ['atom', nonCore().term];
    for (const term of terms) {
      const inEnglish = await describeIn(english.token, 'chemistry', term);
      const inHindi = await describeIn(hindi.token, 'chemistry', term, '?lang=hi');
      expect(inHindi.remainingClicks).toBe(inEnglish.remainingClicks);
      expect(inHindi.paid).toBe(inEnglish.paid);
    }
    expect(await clicksOf(hindi.token)).toBe(14);
    expect(await clicksOf(english.token)).toBe(14);
    // The same term in the other language is the same unlocked term: free.
    expect((await describeIn(hindi.token, 'chemistry', 'atom')).remainingClicks).toBe(14);
    expect((await describeIn(english.token, 'chemistry', 'atom', '?lang=hi')).remainingClicks).toBe(14);
    // At 0 clicks a new term is refused in Hindi too (402), and an unlocked one still opens.
    await server.app.services.setRemainingClicks(hindi.userId, 0);
    const refused = await server.call('/pages/describe?lang=hi', {
      token: hindi.token,
      json: { page: 'chemistry', attr: 'mole' },
    });
    expect(refused.status).toBe(402);
    expect((await describeIn(hindi.token, 'chemistry', 'atom', '?lang=hi')).hindi.term).toBe('परमाणु');
  });

  test('My terms and review cards carry the Hindi name in Hindi, and no hindi in English', async () => {
    const atom = entryOf(chemistry, 'atom');
    const other = nonCore();
    const { token } = await server.signUp();
    await describeIn(token, 'chemistry', 'atom');
    await describeIn(token, 'chemistry', other.term);

    const myTerms = await (await server.call('/me/terms?lang=hi', { token })).json();
    expect(Object.fromEntries(myTerms.items.map((item: DataTerm) => [item.term, item.hindi]))).toEqual({
      atom: { term: 'परमाणु' },
      [other.term]: { term: other.hindi.term },
    });
    const englishTerms = await (await server.call('/me/terms', { token })).json();
    expect(englishTerms.items.every((item: DataTerm) => !('hindi' in item))).toBe(true);
    expect(englishTerms.items.map((item: DataTerm) => item.term)).toEqual(
      myTerms.items.map((item: DataTerm) => item.term),
    );

    const cards = await (await server.call('/review/cards?lang=hi', { token })).json();
    const byTerm = Object.fromEntries(cards.cards.map((card: DataTerm) => [card.term, card.hindi]));
    expect(byTerm).toEqual({
      atom: { term: 'परमाणु', definition: atom.hindi.definition },
      [other.term]: { term: other.hindi.term },
    });
    const englishCards = await (await server.call('/review/cards', { token })).json();
    expect(englishCards.cards.every((card: DataTerm) => !('hindi' in card))).toBe(true);
    expect(englishCards.dueNow).toBe(cards.dueNow);
  });

  test('search in Hindi finds परमाणु and "parmanu" as atom; English search is unchanged', async () => {
    const atom = entryOf(chemistry, 'atom');
    const firstChemistry = async (query: string) => {
      const response = await server.call(`/pages/search?${query}`);
      expect(response.status, query).toBe(200);
      const body = await response.json();
      return body.groups.find((group: { subject: string }) => group.subject === 'chemistry')?.terms[0];
    };
    expect(await firstChemistry(`q=${encodeURIComponent('परमाणु')}&lang=hi`)).toMatchObject({
      term: 'atom',
      hindi: { term: 'परमाणु' },
    });
    const byKey = await firstChemistry('q=parmanu&lang=hi');
    expect(byKey).toMatchObject({ term: 'atom', hindi: { term: 'परमाणु' } });
    // Search answers carry the Hindi name, not the keys (those are for lists).
    expect(byKey.hindi).toEqual({ term: 'परमाणु' });
    // Another composition of the same word, with a zero-width joiner in it.
    const decomposed = 'परमा\u200Dणु'.normalize('NFD');
    expect((await firstChemistry(`q=${encodeURIComponent(decomposed)}&lang=hi`))?.term).toBe('atom');

    // In English: the Latin keys are not matched, and the answer carries no Hindi.
    const english = await (await server.call('/pages/search?q=parmanu')).json();
    expect(JSON.stringify(english)).not.toContain('"atom"');
    const mole = await (await server.call('/pages/search?q=mole')).text();
    expect(await (await server.call('/pages/search?q=mole&lang=en')).text()).toBe(mole);
    expect(mole).not.toContain('hindi');
    // Devanagari typed while reading in English still finds the term, shown in English.
    const typed = await firstChemistry(`q=${encodeURIComponent('परमाणु')}`);
    expect(typed).toEqual({ term: 'atom', alsoCalled: atom.alsoCalled ?? [] });
  });

  test('PUT /me/language: 401 without a session, 400 for a bad value, 204; /auth/me and log-in show it', async () => {
    const { token, email } = await server.signUp();
    expect((await (await server.call('/auth/me', { token })).json()).language).toBeNull();
    const put = (json: unknown, withToken: string | null = token) =>
      server.call('/me/language', { method: 'PUT', json, ...(withToken ? { token: withToken } : {}) });
    expect((await put({ language: 'hi' }, null)).status).toBe(401);
    for (const [bad, message] of [
      [{ language: 'fr' }, 'language: must be one of en, hi.'],
      [{}, 'language: is required.'],
      [{ language: null }, 'language: must be a string.'],
      [{ language: 'hi', extra: 1 }, 'extra: is not allowed.'],
    ] as const) {
      const response = await put(bad);
      expect(response.status, message).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
    expect((await (await server.call('/auth/me', { token })).json()).language).toBeNull();

    const saved = await put({ language: 'hi' });
    expect(saved.status).toBe(204);
    expect(await saved.text()).toBe('');
    expect((await (await server.call('/auth/me', { token })).json()).language).toBe('hi');
    const login = await server.call('/auth/login', { json: { email, password: 'secret-42' } });
    expect(login.status).toBe(200);
    expect((await login.json()).user.language).toBe('hi');
    // The describe route's cached session sees it too, and English can be chosen back.
    await describeIn(token, 'chemistry', 'atom');
    expect((await put({ language: 'en' })).status).toBe(204);
    expect((await (await server.call('/auth/me', { token })).json()).language).toBe('en');
  });
});
