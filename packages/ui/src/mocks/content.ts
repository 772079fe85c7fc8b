// The real term lists and definitions from the content build (content/data/<subject>.json, `npm run content`),
// for stories that should look like the product: about 400 terms a subject and every kind of definition.
// Loaded per subject on first use, so a story only fetches the list it shows.
import type { Subject } from '@termtap/api-client';
import { BAD_LANG, hindiOf, languageOf, withHindi } from './hindi.ts';
import { http } from './http.ts';
import { type DescribeAnswer, describeOk } from './pages.ts';

interface ContentTerm {
  term: string;
  snippet: string;
  link: string | null;
  source: 'wordnet' | 'foldoc' | 'termtap';
  alsoCalled?: string[];
}

const dataFiles = import.meta.glob<{ terms: ContentTerm[] }>('../../../../content/data/*.json', {
  import: 'default',
});

/** The subject's reviewed terms, in the order the API lists them. */
export async function contentTerms(subject: Subject): Promise<ContentTerm[]> {
  const load = dataFiles[`../../../../content/data/${subject}.json`];
  if (!load) throw new Error(`No content data for ${subject}: run npm run content.`);
  return (await load()).terms;
}

/** A term of each kind of definition the product shows, for the stories that open one. */
export const realDefinitions = {
  wordnet: { subject: 'chemistry', term: 'covalent bond' },
  foldoc: { subject: 'computer-science', term: 'deadlock' },
  termtap: { subject: 'chemistry', term: 'acetic acid' },
  medicine: { subject: 'medicine-names', term: 'acarbose' },
} as const satisfies Record<string, { subject: Subject; term: string }>;

/**
 * GET /pages/{subject} with the subject's real list, as the API serves it (other names only when there are;
 * with lang=hi each term's real Hindi name and search keys).
 */
export const realTermList = http.get('/pages/{subject}', async ({ params, query, response }) => {
  const language = languageOf(query);
  if (language === null) return response(400).json(BAD_LANG);
  const terms = await contentTerms(params.subject);
  const items = terms.map(({ term, alsoCalled }) =>
    alsoCalled && alsoCalled.length > 0 ? { term, alsoCalled } : { term },
  );
  return response(200).json(await withHindi(language, () => params.subject, items, 'list'));
});

/** POST /pages/describe answering with the term's real definition, link and source (and its real Hindi). */
export const realDescribe = describeOk(async (page, attr): Promise<DescribeAnswer | undefined> => {
  const found = (await contentTerms(page)).find((entry) => entry.term === attr);
  const hindi = await hindiOf(page, attr, 'described');
  return found && { snippet: found.snippet, link: found.link, source: found.source, ...(hindi && { hindi }) };
});

/** Both: a subject screen as it looks with the product's data. */
export const realContentHandlers = [realTermList, realDescribe];
