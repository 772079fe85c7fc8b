// MSW handlers for /pages/*: term lists and describe.
import type { DescribeParts, Subject } from '@termtap/api-client';
import { matchTerms } from '@termtap/api-client';
import { delay } from 'msw';
import {
  attributions,
  type SampleSource,
  sampleAliases,
  sampleDescriptions,
  sampleTerms,
  sampleTermsBySubject,
  userForToken,
} from './fixtures.ts';
import { http } from './http.ts';
import { recordUnlock } from './me.ts';

/** The given terms, or the subject's sample list. */
export function termList(terms?: readonly string[]) {
  return http.get('/pages/{subject}', ({ params, response }) => {
    const list = terms ?? sampleTermsBySubject[params.subject] ?? sampleTerms;
    return response(200).json(
      list.map((term) => (sampleAliases[term] ? { term, alsoCalled: sampleAliases[term] } : { term })),
    );
  });
}

/** The older backend's list shape: the term under a subject-specific field (docs/spec.md §3). */
export function legacyTermList(subject: Subject, terms: readonly string[] = sampleTerms) {
  const field = subject === 'chemistry' ? 'A' : subject === 'medical-terms' ? 'coronary' : '';
  return http.get('/pages/{subject}', ({ response }) =>
    response.untyped(Response.json(terms.map((term) => ({ [field]: term })))),
  );
}

export const termListPending = http.get('/pages/{subject}', async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
});

export const termListFails = http.get('/pages/{subject}', ({ response }) =>
  response(404).json({ message: 'Unknown subject.' }),
);

/** Term-list requests since the story started (termListFailsOnce). */
let termListCalls = 0;

/** The first request fails (the server is down), later ones get the sample list: for "Try again". */
export const termListFailsOnce = http.get('/pages/{subject}', ({ params, response }) => {
  termListCalls += 1;
  if (termListCalls === 1) return response.untyped(new Response(null, { status: 503 }));
  const list = sampleTermsBySubject[params.subject] ?? sampleTerms;
  return response(200).json(list.map((term) => ({ term })));
});

export interface DescribeAnswer {
  /** A snippet without parts answers as an older server does: the text alone. */
  snippet?: string;
  parts?: DescribeParts;
  link?: string | null;
  source?: SampleSource;
}

/**
 * Describes any term (the given answer, else the sample for the term, else a generic text); for a signed-in unpaid user the count goes down by one from the fixture's, and a paid
 * user is told `paid: true`. Without a token: 401, as the API does (docs/design.md decision 1).
 */
/** Clicks left per token, as the mock server sees them; reset before every story. */
const remainingByToken = new Map<string, number>();

export function resetPagesMockState(): void {
  remainingByToken.clear();
  termListCalls = 0;
}

export function describeOk(
  /** The answer's text, or a function finding it for the term (undefined: the sample's or a made-up one). */
  answerFor?: DescribeAnswer | ((page: Subject, attr: string) => Promise<DescribeAnswer | undefined>),
) {
  return http.post('/pages/describe', async ({ request, response }) => {
    const token = request.headers.get('x-access-token');
    const user = userForToken(token);
    if (!token || !user) return response(401).json({ message: 'Please log in to describe terms.' });
    const paid = user.paymentStatus === 'paid';
    const left = Math.max(0, (remainingByToken.get(token) ?? user.remainingClicks ?? 0) - (paid ? 0 : 1));
    remainingByToken.set(token, left);
    const { page, attr } = await request.json();
    const answer = typeof answerFor === 'function' ? await answerFor(page, attr) : answerFor;
    const known = sampleDescriptions[attr];
    const source = answer?.source ?? known?.source ?? 'termtap';
    recordUnlock(token, page, attr);
    const generic = `A short explanation of ${attr}, written for the subject.`;
    // A snippet given alone stands for an older server, which sends no parts.
    const parts =
      answer?.snippet !== undefined
        ? answer.parts
        : (answer?.parts ?? known?.parts ?? { definition: generic });
    return response(200).json({
      snippet: answer?.snippet ?? known?.snippet ?? generic,
      ...(parts && { parts }),
      link: answer?.link === undefined ? (known?.link ?? null) : answer.link,
      remainingClicks: left,
      paid,
      source,
      attribution: attributions[source],
    });
  });
}

/** A 200 whose snippet is empty: the panel shows 'No description available.' */
export const describeWithoutSnippet = http.post('/pages/describe', ({ response }) =>
  response(200).json({
    snippet: '',
    link: null,
    remainingClicks: 11,
    paid: false,
    source: 'termtap',
    attribution: attributions.termtap,
  }),
);

export const describeFails = http.post('/pages/describe', ({ response }) =>
  response(404).json({ message: 'Unknown term.' }),
);

export const describePending = http.post('/pages/describe', async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
});

export const describePaymentRequired = http.post('/pages/describe', ({ response }) =>
  response(402).json({
    message: 'Describe click credit exhausted! Get Unlimited click credit by payment.',
    remainingClicks: 0,
  }),
);

/** GET /pages/search over the given lists (default: the sample lists), ranked like the API. */
export function searchOk(
  lists: Partial<Record<Subject, readonly string[]>> = { ...sampleTermsBySubject, chemistry: sampleTerms },
) {
  return http.get('/pages/search', ({ query, response }) => {
    const q = (query.get('q') ?? '').trim();
    if (q.length === 0) return response(400).json({ message: 'q: type at least one letter to search.' });
    const groups = Object.entries(lists).flatMap(([subject, terms]) => {
      const matches = matchTerms(
        (terms ?? []).map((term) => ({ term, alsoCalled: sampleAliases[term] ?? [] })),
        q,
      );
      return matches.length > 0
        ? [
            {
              subject: subject as Subject,
              best: matches[0]?.rank ?? 0,
              terms: matches.map((match) => ({ term: match.entry.term })),
            },
          ]
        : [];
    });
    groups.sort((a, b) => a.best - b.best || b.terms.length - a.terms.length);
    return response(200).json({
      query: q,
      total: groups.reduce((sum, group) => sum + group.terms.length, 0),
      groups: groups.map(({ subject, terms }) => ({ subject, terms })),
    });
  });
}

export const searchPending = http.get('/pages/search', async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
});

export const searchFails = http.get('/pages/search', ({ response }) =>
  response.untyped(Response.json({ message: 'Service unavailable.' }, { status: 503 })),
);

// Search first: `/pages/{subject}` would also match `/pages/search` (the API routes the static path first).
export const pagesHandlers = [searchOk(), termList(), describeOk()];
