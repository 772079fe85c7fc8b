// Display rules for terms, snippets and outside links. Every rule here is deterministic.

export const MAX_TERM_LENGTH = 200;
const MAX_SYNONYMS = 5;
const MAX_EXAMPLES = 2;
const MAX_EXAMPLE_LENGTH = 140;

/** Letters, digits and a little punctuation; starts with a letter or digit; single spaces. */
const TERM_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N}'’.,()/+&-]| (?! ))*$/u;

export function cleanTerm(raw: string): string {
  return raw.replaceAll('_', ' ').replace(/\s+/g, ' ').trim();
}

export function isCleanTerm(term: string): boolean {
  return term.length > 0 && term.length <= MAX_TERM_LENGTH && term === term.trim() && TERM_PATTERN.test(term);
}

/** A subject label such as "(chemistry)" or "(computer science)" at the start of a definition: up to 4 words. */
const LEADING_LABEL = /^\((?:[A-Za-z-]+,? ?){1,4}\)\s+/;
/** Any other leading parenthesis, e.g. "(in an election with more than 2 options) the number…". */
const LEADING_ASIDE = /^\(([^()]+)\)\s+/;

/** WordNet quotes with `…' (and sometimes ``…''): turn them into typographic quotes. */
export function typographicQuotes(text: string): string {
  return text
    .replace(/``([^`']*)''/g, '“$1”')
    .replace(/`([^`']*)'/g, '‘$1’')
    .replace(/`/g, '‘');
}

export function sentence(text: string): string {
  let result = typographicQuotes(text.replace(/\s+/g, ' ').trim());
  while (LEADING_LABEL.test(result)) result = result.replace(LEADING_LABEL, '');
  result = result.replace(LEADING_ASIDE, '$1, ');
  result = result.replace(/[;:,]+$/, '').trim();
  if (result.length === 0) return result;
  const first = result[0] ?? '';
  if (/\p{Ll}/u.test(first)) result = first.toUpperCase() + result.slice(1);
  if (!/[.!?]$/.test(result)) result += '.';
  return result;
}

export interface SnippetParts {
  definition: string;
  synonyms?: string[];
  examples?: string[];
}

/** Definition, then "Also called: …", then up to two examples, each on its own line. */
export function formatSnippet({ definition, synonyms = [], examples = [] }: SnippetParts): string {
  const lines = [sentence(definition)];
  const shownSynonyms = synonyms.slice(0, MAX_SYNONYMS);
  if (shownSynonyms.length > 0) lines.push(`Also called: ${shownSynonyms.join(', ')}.`);
  const shownExamples = examples
    .map((example) => typographicQuotes(example.replace(/\s+/g, ' ').trim()))
    .filter(
      (example) => example.length > 0 && example.length <= MAX_EXAMPLE_LENGTH && !example.includes('--'),
    )
    .slice(0, MAX_EXAMPLES);
  for (const example of shownExamples) lines.push(`Example: “${example}”`);
  return lines.join('\n');
}

/** Sort key for browsing: case- and accent-insensitive, independent of the machine's locale data. */
export function sortKey(term: string): string {
  return term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export function compareTerms(a: string, b: string): number {
  const keyA = sortKey(a);
  const keyB = sortKey(b);
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** The key that makes two terms the same entry within a subject. */
export function identityKey(term: string): string {
  return sortKey(term).replace(/[’]/g, "'");
}

export function wikipediaArticle(term: string): string {
  const title = term.replace(/ /g, '_');
  const capitalised = title.charAt(0).toUpperCase() + title.slice(1);
  return `https://en.wikipedia.org/wiki/${encodeURIComponent(capitalised).replace(/%2F/g, '/')}`;
}

/** A Wikipedia search for the term in the subject ("base chemistry"), or the term alone if it names the subject. */
export function wikipediaSearch(term: string, subjectWords: string): string {
  const query = sortKey(term).includes(sortKey(subjectWords)) ? term : `${term} ${subjectWords}`;
  return `https://en.wikipedia.org/w/index.php?search=${encodeURIComponent(query).replace(/%20/g, '+')}`;
}
