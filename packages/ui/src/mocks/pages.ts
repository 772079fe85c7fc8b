// MSW handlers for /pages/*: term lists and describe.
import type { DescribeParts, Hindi, Subject } from '@termtap/api-client';
import { createTermIndex, searchAcross } from '@termtap/api-client';
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
import { BAD_LANG, hindiOf, languageOf, withHindi } from './hindi.ts';
import { http } from './http.ts';
import { hasDescribed, recordUnlock } from './me.ts';

/** The given terms, or the subject's sample list (with lang=hi, each with its real Hindi name when it has one). */
export function termList(terms?: readonly string[]) {
  return http.get('/pages/{subject}', async ({ params, query, response }) => {
    const language = languageOf(query);
    if (language === null) return response(400).json(BAD_LANG);
    const list = terms ?? sampleTermsBySubject[params.subject] ?? sampleTerms;
    const items = list.map((term) =>
      sampleAliases[term] ? { term, alsoCalled: sampleAliases[term] } : { term },
    );
    return response(200).json(await withHindi(language, () => params.subject, items, 'list'));
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
  /** Sent only when the describe asked for lang=hi (default: the term's real Hindi, when it has one). */
  hindi?: Hindi;
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
  return http.post('/pages/describe', async ({ request, query, response }) => {
    const token = request.headers.get('x-access-token');
    const user = userForToken(token);
    if (!token || !user) return response(401).json({ message: 'Please log in to describe terms.' });
    const language = languageOf(query);
    if (language === null) return response(400).json(BAD_LANG);
    const paid = user.paymentStatus === 'paid';
    const { page, attr } = await request.json();
    // As the server: a subscriber spends nothing, and neither does reopening a term this story described.
    const spends = !paid && !hasDescribed(token, page, attr);
    const left = Math.max(0, (remainingByToken.get(token) ?? user.remainingClicks ?? 0) - (spends ? 1 : 0));
    remainingByToken.set(token, left);
    const answer = typeof answerFor === 'function' ? await answerFor(page, attr) : answerFor;
    const known = sampleDescriptions[attr];
    const source = answer?.source ?? known?.source ?? 'termtap';
    recordUnlock(token, page, attr);
    const generic = `A short explanation of ${attr}, written for the subject.`;
    const hindi = language === 'hi' ? (answer?.hindi ?? (await hindiOf(page, attr, 'described'))) : undefined;
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
      ...(hindi && { hindi }),
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
  const indexes = Object.entries(lists).map(([subject, terms]) => ({
    subject: subject as Subject,
    index: createTermIndex((terms ?? []).map((term) => ({ term, alsoCalled: sampleAliases[term] ?? [] }))),
  }));
  // In Hindi (lang=hi, or a Devanagari query, as the API does) the lists carry their real Hindi names and keys.
  let hindiIndexes: Promise<typeof indexes> | null = null;
  const inHindi = () => {
    hindiIndexes ??= Promise.all(
      Object.entries(lists).map(async ([subject, terms]) => {
        const entries = (terms ?? []).map((term) => ({ term, alsoCalled: sampleAliases[term] ?? [] }));
        return {
          subject: subject as Subject,
          index: createTermIndex(await withHindi('hi', () => subject, entries, 'list')),
        };
      }),
    );
    return hindiIndexes;
  };
  return http.get('/pages/search', async ({ query, response }) => {
    const language = languageOf(query);
    if (language === null) return response(400).json(BAD_LANG);
    const q = (query.get('q') ?? '').trim();
    if (q.length === 0) return response(400).json({ message: 'q: type at least one letter to search.' });
    const hindi = language === 'hi' || /[\u0900-\u097F]/u.test(q);
    const { total, groups, correctedQuery } = searchAcross(hindi ? await inHindi() : indexes, q, 40);
    return response(200).json({
      query: q,
      ...(correctedQuery ? { correctedQuery } : {}),
      total,
      groups: groups.map(({ subject, terms }) => ({
        subject,
        terms: terms.map((entry) =>
          language === 'hi' && entry.hindi
            ? { term: entry.term, hindi: { term: entry.hindi.term } }
            : { term: entry.term },
        ),
      })),
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
