// Display rules for terms and definitions. Every rule here is deterministic.

/** Letters, digits and a little punctuation; starts with a letter or digit; single spaces. */
const TERM_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N}'’.,()/+&-]| (?! ))*$/u;
export const MAX_TERM_LENGTH = 80;

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

/** A WordNet or FOLDOC definition as it is shown: label removed, sentence case, full stop. */
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

/** Sort and search key: case- and accent-insensitive, independent of the machine's locale data. */
export function foldKey(term: string): string {
  return term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’]/g, "'");
}

export function compareTerms(a: string, b: string): number {
  const keyA = foldKey(a);
  const keyB = foldKey(b);
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole-word, case-insensitive test for a phrase inside a text. */
export function mentions(text: string, phrase: string): boolean {
  const escaped = foldKey(phrase).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(foldKey(text));
}

export const WIKIPEDIA_ARTICLE = 'https://en.wikipedia.org/wiki/';
export const WIKIPEDIA_SEARCH = 'https://en.wikipedia.org/w/index.php?search=';

/** The article title a Wikipedia article link points at, spaces for underscores; undefined for other links. */
export function articleTitle(link: string): string | undefined {
  if (!link.startsWith(WIKIPEDIA_ARTICLE)) return undefined;
  return decodeURIComponent(link.slice(WIKIPEDIA_ARTICLE.length)).replaceAll('_', ' ');
}

export function wikipediaSearch(term: string, subjectWords: string): string {
  const query = foldKey(term).includes(foldKey(subjectWords)) ? term : `${term} ${subjectWords}`;
  return `${WIKIPEDIA_SEARCH}${encodeURIComponent(query).replace(/%20/g, '+')}`;
}
