// MSW handlers for /me/terms: what a story's user has unlocked (fixtures plus what they describe) and starred.
import type { MyTerm, Subject } from '@termtap/api-client';
import { delay } from 'msw';
import { storySessions } from './fixtures.ts';
import { BAD_LANG, chooseLanguage, languageOf, resetLanguageMockState, withHindi } from './hindi.ts';
import { http } from './http.ts';

/** Unlocked terms per token, newest last; reset before every story. */
const unlockedByToken = new Map<string, MyTerm[]>();

export function resetMeMockState(): void {
  unlockedByToken.clear();
  resetLanguageMockState();
}

/** Whether a describe by this token in this story has unlocked the term already (a reopen is free). */
export function hasDescribed(token: string, subject: string, term: string): boolean {
  return (unlockedByToken.get(token) ?? []).some((item) => item.subject === subject && item.term === term);
}

/** A describe by this token unlocks the term (kept once, its first unlock time). */
export function recordUnlock(token: string, subject: string, term: string): void {
  const list = unlockedByToken.get(token) ?? [];
  if (!list.some((item) => item.subject === subject && item.term === term)) {
    list.push({ subject: subject as Subject, term, unlockedAt: new Date().toISOString(), starred: false });
  }
  unlockedByToken.set(token, list);
}

/** Unlocked terms of the free story user: a few subjects, one starred. */
export const sampleUnlocked: MyTerm[] = [
  { subject: 'chemistry', term: 'oxidation', unlockedAt: '2026-11-20T09:00:00.000Z', starred: true },
  { subject: 'chemistry', term: 'acid', unlockedAt: '2026-11-21T09:00:00.000Z', starred: false },
  { subject: 'nutrition', term: 'protein', unlockedAt: '2026-11-22T09:00:00.000Z', starred: false },
  { subject: 'psychology', term: 'conditioning', unlockedAt: '2026-11-22T10:00:00.000Z', starred: true },
  { subject: 'computer-science', term: 'compiler', unlockedAt: '2026-11-23T08:00:00.000Z', starred: false },
];

function ordered(list: MyTerm[]): MyTerm[] {
  return [...list].sort(
    (a, b) => Number(b.starred) - Number(a.starred) || b.unlockedAt.localeCompare(a.unlockedAt),
  );
}

/**
 * GET /me/terms and the star calls. `initial` is what each signed-in story user has unlocked before the story
 * starts (default: none); describes during the story add to it.
 */
export function myTermsOk(initial: readonly MyTerm[] = []) {
  const listFor = (token: string) => {
    if (!unlockedByToken.has(token))
      unlockedByToken.set(
        token,
        initial.map((item) => ({ ...item })),
      );
    return unlockedByToken.get(token) ?? [];
  };
  const known = (token: string | null) =>
    Object.values(storySessions).some((session) => session.token === token);
  return [
    http.get('/me/terms', async ({ request, query, response }) => {
      const token = request.headers.get('x-access-token');
      if (!token || !known(token)) return response(401).json({ message: 'Please log in to continue.' });
      const language = languageOf(query);
      if (language === null) return response(400).json(BAD_LANG);
      const subject = query.get('subject');
      const starredOnly = query.get('starred') === 'true';
      const limit = Number(query.get('limit') ?? 100);
      const offset = Number(query.get('offset') ?? 0);
      const items = ordered(listFor(token)).filter(
        (item) => (!subject || item.subject === subject) && (!starredOnly || item.starred),
      );
      const page = items.slice(offset, offset + limit);
      return response(200).json({
        total: items.length,
        items: await withHindi(language, (item) => item.subject, page, 'name'),
      });
    }),
    // PUT and DELETE of this path answer alike; the cast lets one handler serve both (their types differ only in
    // the method's name).
    ...(['put', 'delete'] as const).map((method) =>
      (http[method] as typeof http.put)(
        '/me/terms/{subject}/{term}/star',
        ({ request, params, response }) => {
          const token = request.headers.get('x-access-token');
          if (!token || !known(token)) return response(401).json({ message: 'Please log in to continue.' });
          const item = listFor(token).find(
            (entry) => entry.subject === params.subject && entry.term === params.term,
          );
          if (!item) return response(404).json({ message: 'Describe this term first to save it.' });
          item.starred = method === 'put';
          return response(204).empty();
        },
      ),
    ),
    // The account's language, which GET /auth/me then answers (mocks/auth.ts).
    http.put('/me/language', async ({ request, response }) => {
      const token = request.headers.get('x-access-token');
      if (!token || !known(token)) return response(401).json({ message: 'Please log in to continue.' });
      const body: unknown = await request.json().catch(() => null);
      const language =
        typeof body === 'object' && body !== null ? (body as { language?: unknown }).language : undefined;
      if (language === undefined) return response(400).json({ message: 'language: is required.' });
      if (language !== 'en' && language !== 'hi')
        return response(400).json({ message: 'language: must be one of en, hi.' });
      chooseLanguage(token, language);
      return response(204).empty();
    }),
  ];
}

export const myTermsPending = http.get('/me/terms', async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
});

export const myTermsFails = http.get('/me/terms', ({ response }) =>
  response.untyped(Response.json({ message: 'Service unavailable.' }, { status: 503 })),
);

export const meHandlers = myTermsOk();
