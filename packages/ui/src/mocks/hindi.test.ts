// Proves the mocks answer lang=hi as the API does, with the real content's Hindi: lists carry names and keys,
// describes and cards a core term's definition, My terms the name; other langs are 400; the account's language.
import { createApiClient } from '@termtap/api-client';
import { beforeEach, expect, test } from 'vitest';
import { server } from '../app/testing/mswSetup.node.ts';
import { currentUserByToken } from './auth.ts';
import { realContentHandlers } from './content.ts';
import { storySessions } from './fixtures.ts';
import { mockApiBaseUrl } from './http.ts';
import { myTermsOk, resetMeMockState } from './me.ts';
import { resetPagesMockState, searchOk } from './pages.ts';
import { resetReviewMockState, reviewOk } from './review.ts';

const api = createApiClient({ baseUrl: mockApiBaseUrl, getToken: () => storySessions.free.token });

// The first use loads the content data files (hundreds of kilobytes each) through Vite.
const LOADS_CONTENT = { timeout: 30_000 };

beforeEach(() => {
  resetPagesMockState();
  resetMeMockState();
  resetReviewMockState();
});

test(
  'the real chemistry list in Hindi has परमाणु and its keys on atom; in English no Hindi at all',
  LOADS_CONTENT,
  async () => {
    server.use(...realContentHandlers);
    const hindi = await api.listTerms('chemistry', { lang: 'hi' });
    const atom = hindi.data?.find((entry) => entry.term === 'atom');
    expect(atom?.hindi?.term).toBe('परमाणु');
    expect(atom?.hindi?.searchKeys).toContain('parmanu');
    const english = await api.listTerms('chemistry');
    expect(english.data?.map((entry) => entry.term)).toEqual(hindi.data?.map((entry) => entry.term));
    expect(english.data?.some((entry) => entry.hindi)).toBe(false);
    const refused = await fetch(`${mockApiBaseUrl}/pages/chemistry?lang=fr`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'lang: must be one of en, hi.' });
  },
);

test(
  'a real describe in Hindi carries the Hindi name and the core definition; in English none',
  LOADS_CONTENT,
  async () => {
    server.use(...realContentHandlers);
    const hindi = await api.describeTerm({ page: 'chemistry', attr: 'atom' }, { lang: 'hi' });
    expect(hindi.data?.hindi?.term).toBe('परमाणु');
    expect(hindi.data?.hindi?.definition).toMatch(/[\u0900-\u097F]/u);
    const english = await api.describeTerm({ page: 'chemistry', attr: 'atom' });
    expect(english.data?.hindi).toBeUndefined();
    expect(english.data?.snippet).toBe(hindi.data?.snippet);
  },
);

test('search in Hindi finds atom by परमाणु and by parmanu', LOADS_CONTENT, async () => {
  server.use(searchOk({ chemistry: ['atom', 'acid', 'mole'] }));
  const byName = await api.searchTerms('परमाणु', { lang: 'hi' });
  expect(byName.data?.groups[0]?.terms[0]).toEqual({ term: 'atom', hindi: { term: 'परमाणु' } });
  const byKey = await api.searchTerms('parmanu', { lang: 'hi' });
  expect(byKey.data?.groups[0]?.terms[0]?.term).toBe('atom');
  expect((await api.searchTerms('parmanu')).data?.total).toBe(0);
});

test('My terms and review cards carry the Hindi name in Hindi', LOADS_CONTENT, async () => {
  server.use(
    ...myTermsOk([
      { subject: 'chemistry', term: 'atom', unlockedAt: '2026-11-20T09:00:00.000Z', starred: false },
    ]),
    ...reviewOk(),
  );
  const mine = await api.listMyTerms({ lang: 'hi' });
  expect(mine.data?.items[0]?.hindi).toEqual({ term: 'परमाणु' });
  expect((await api.listMyTerms()).data?.items[0]?.hindi).toBeUndefined();
  const cards = await api.listDueCards(undefined, { lang: 'hi' });
  const oxidation = cards.data?.cards.find((card) => card.term === 'oxidation');
  expect(oxidation?.hindi?.term).toBe('ऑक्सीकरण');
  expect((await api.listDueCards()).data?.cards.some((card) => card.hindi)).toBe(false);
});

test('PUT /me/language is remembered by GET /auth/me; a bad value is 400', async () => {
  server.use(...myTermsOk(), currentUserByToken);
  expect((await api.getCurrentUser()).data?.language ?? null).toBeNull();
  expect(await api.setLanguage('hi')).toEqual({ data: null });
  expect((await api.getCurrentUser()).data?.language).toBe('hi');
  const bad = await fetch(`${mockApiBaseUrl}/me/language`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-access-token': storySessions.free.token },
    body: JSON.stringify({ language: 'fr' }),
  });
  expect(bad.status).toBe(400);
  const anonymous = createApiClient({ baseUrl: mockApiBaseUrl, getToken: () => null });
  expect((await anonymous.setLanguage('hi')).error?.status).toBe(401);
});
