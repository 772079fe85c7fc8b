// Proves the Hindi options of the client calls: lang=hi is sent only when asked for (an English call's URL is the
// one it always was), the Hindi fields are read, and setLanguage puts the account's language.
import { expect, test } from 'vitest';
import { createApiClient } from '../src/index.ts';
import { baseUrl, http, mockServer } from './support/mockedApi.ts';

const server = mockServer();

const api = createApiClient({ baseUrl, getToken: () => 'tok-hindi-0123456789' });
const atom = { term: 'परमाणु', definition: 'किसी तत्व का वह सबसे छोटा कण।' };

test('listTerms sends lang=hi only for Hindi and reads the Hindi names and keys', async () => {
  const searches: string[] = [];
  server.use(
    http.get('/pages/{subject}', ({ request, response }) => {
      const { search } = new URL(request.url);
      searches.push(search);
      return response(200).json(
        search === '?lang=hi'
          ? [
              { term: 'atom', hindi: { term: 'परमाणु', searchKeys: ['parmanu'] } },
              { term: 'mole', alsoCalled: ['mol'] },
            ]
          : [{ term: 'atom' }, { term: 'mole', alsoCalled: ['mol'] }],
      );
    }),
  );
  expect(await api.listTerms('chemistry', { lang: 'hi' })).toEqual({
    data: [
      { term: 'atom', alsoCalled: [], hindi: { term: 'परमाणु', searchKeys: ['parmanu'] } },
      { term: 'mole', alsoCalled: ['mol'] },
    ],
  });
  expect(await api.listTerms('chemistry', { lang: 'en' })).toEqual({
    data: [
      { term: 'atom', alsoCalled: [] },
      { term: 'mole', alsoCalled: ['mol'] },
    ],
  });
  await api.listTerms('chemistry');
  expect(searches).toEqual(['?lang=hi', '', '']);
});

test('describeTerm in Hindi sends lang=hi and returns the Hindi name and definition', async () => {
  server.use(
    http.post('/pages/describe', async ({ request, response }) => {
      expect(new URL(request.url).searchParams.get('lang')).toBe('hi');
      expect(await request.json()).toEqual({ page: 'chemistry', attr: 'atom' });
      return response(200).json({
        snippet: 'The smallest particle of an element.',
        link: null,
        remainingClicks: 15,
        paid: false,
        source: 'termtap',
        attribution: 'Written by TermTap',
        hindi: atom,
      });
    }),
  );
  const { data } = await api.describeTerm({ page: 'chemistry', attr: 'atom' }, { lang: 'hi' });
  expect(data?.hindi).toEqual(atom);
  expect(data?.remainingClicks).toBe(15);
});

test('describeTerm without lang sends none, and an answer without hindi has none', async () => {
  server.use(
    http.post('/pages/describe', ({ request, response }) => {
      expect(new URL(request.url).search).toBe('');
      return response(200).json({
        snippet: 'The smallest particle of an element.',
        link: null,
        remainingClicks: 15,
        paid: false,
        source: 'termtap',
        attribution: 'Written by TermTap',
      });
    }),
  );
  const { data } = await api.describeTerm({ page: 'chemistry', attr: 'atom' });
  expect(data && 'hindi' in data).toBe(false);
});

test('searchTerms, listMyTerms and listDueCards send lang=hi and pass the Hindi names on', async () => {
  server.use(
    http.get('/pages/search', ({ request, response }) => {
      expect(new URL(request.url).search).toBe(`?q=${encodeURIComponent('परमाणु')}&lang=hi`);
      return response(200).json({
        query: 'परमाणु',
        total: 1,
        groups: [{ subject: 'chemistry', terms: [{ term: 'atom', hindi: { term: 'परमाणु' } }] }],
      });
    }),
    http.get('/me/terms', ({ request, response }) => {
      expect(new URL(request.url).search).toBe('?subject=chemistry&lang=hi');
      return response(200).json({
        total: 1,
        items: [
          {
            subject: 'chemistry',
            term: 'atom',
            unlockedAt: '2026-11-20T10:15:00.000Z',
            starred: false,
            hindi: { term: 'परमाणु' },
          },
        ],
      });
    }),
    http.get('/review/cards', ({ request, response }) => {
      expect(new URL(request.url).search).toBe('?limit=5&lang=hi');
      return response(200).json({
        dueNow: 1,
        total: 1,
        nextDueAt: null,
        cards: [
          {
            subject: 'chemistry',
            term: 'atom',
            snippet: 'The smallest particle of an element.',
            source: 'termtap',
            attribution: 'Written by TermTap',
            starred: false,
            state: 'new',
            due: '2026-11-20T10:15:00.000Z',
            hindi: atom,
          },
        ],
      });
    }),
  );
  const found = await api.searchTerms('परमाणु', { lang: 'hi' });
  expect(found.data?.groups[0]?.terms[0]).toEqual({ term: 'atom', hindi: { term: 'परमाणु' } });
  const mine = await api.listMyTerms({ subject: 'chemistry', lang: 'hi' });
  expect(mine.data?.items[0]?.hindi).toEqual({ term: 'परमाणु' });
  const cards = await api.listDueCards(5, { lang: 'hi' });
  expect(cards.data?.cards[0]?.hindi).toEqual(atom);
});

test('setLanguage puts { language } and returns null on 204; 400 and 401 are error values', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.put('/me/language', async ({ request, response }) => {
      expect(request.headers.get('x-access-token')).toBe('tok-hindi-0123456789');
      bodies.push(await request.json());
      return response(204).empty();
    }),
  );
  expect(await api.setLanguage('hi')).toEqual({ data: null });
  expect(await api.setLanguage('en')).toEqual({ data: null });
  expect(bodies).toEqual([{ language: 'hi' }, { language: 'en' }]);

  server.use(
    http.put('/me/language', ({ response }) =>
      response(400).json({ message: 'language: must be one of en, hi.' }),
    ),
  );
  expect(await api.setLanguage('hi')).toEqual({
    error: { status: 400, message: 'language: must be one of en, hi.' },
  });
  server.use(
    http.put('/me/language', ({ response }) => response(401).json({ message: 'Please log in to continue.' })),
  );
  expect((await api.setLanguage('hi')).error?.status).toBe(401);
});

test("getCurrentUser reads the account's language: null until chosen, absent from older servers", async () => {
  const user = {
    email: 'student@example.com',
    remainingClicks: 16,
    paymentStatus: 'unpaid',
    paidUntil: null,
  } as const;
  server.use(http.get('/auth/me', ({ response }) => response(200).json({ ...user, language: 'hi' })));
  expect((await api.getCurrentUser()).data?.language).toBe('hi');
  server.use(http.get('/auth/me', ({ response }) => response(200).json({ ...user, language: null })));
  expect((await api.getCurrentUser()).data).toEqual({ ...user, language: null });
  server.use(http.get('/auth/me', ({ response }) => response(200).json(user as never)));
  expect((await api.getCurrentUser()).data).toEqual(user);
});
