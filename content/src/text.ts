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

/** The regular and Latin/Greek plurals of one word (locus → loci, nucleus → nuclei, villus → villi, …). */
function pluralsOf(word: string): string[] {
  const forms = [`${word}s`, `${word}es`];
  const endings: [RegExp, string][] = [
    [/y$/, 'ies'],
    [/us$/, 'i'],
    [/um$/, 'a'],
    [/on$/, 'a'],
    [/is$/, 'es'],
    [/a$/, 'ae'],
    [/(?:ex|ix)$/, 'ices'],
    [/f$/, 'ves'],
    [/fe$/, 'ves'],
    [/ma$/, 'mata'],
    [/an$/, 'a'],
  ];
  for (const [ending, plural] of endings) if (ending.test(word)) forms.push(word.replace(ending, plural));
  return forms;
}

/** Endings that make an adjective of a noun: prokaryote → prokaryotic, nucleus → nuclear, cell → cellular. */
const ADJECTIVE_ENDING = /(?:ic|ical|al|ial|ar|ular|ary|ous|ive|tic|oid)$/;

/**
 * Whether `other` is only a grammatical form of `term` (its plural, its singular or an adjective made from
 * it), which a student must not read as another name: "locus — also called loci" teaches "a loci".
 */
export function inflectionKind(term: string, other: string): 'plural' | 'adjective' | undefined {
  const a = foldKey(term).trim();
  const b = foldKey(other).trim();
  if (a === b || a.length < 3 || b.length < 3) return undefined;
  const aWords = a.split(' ');
  const bWords = b.split(' ');
  if (aWords.length !== bWords.length) return undefined;
  // Only the last word may differ: "Okazaki fragment" / "Okazaki fragments".
  if (aWords.slice(0, -1).join(' ') !== bWords.slice(0, -1).join(' ')) return undefined;
  const x = aWords.at(-1) ?? '';
  const y = bWords.at(-1) ?? '';
  if (pluralsOf(x).includes(y) || pluralsOf(y).includes(x)) return 'plural';
  if (aWords.length === 1 && ADJECTIVE_ENDING.test(y) && !ADJECTIVE_ENDING.test(x)) {
    const stem = x.replace(/(?:us|um|on|is|es|e|a|y|s)$/, '');
    if (stem.length >= 4 && y.startsWith(stem.slice(0, Math.max(4, stem.length - 1)))) return 'adjective';
  }
  return undefined;
}

/** The term an extra line names first: "intercropping, which …" → "intercropping"; "a demultiplexer, …" too. */
export function leadingName(line: string): string {
  const [first = ''] = line.split(/[,;:(—–]| which | that | who | where | is | are /);
  return first.replace(/^(?:an?|the)\s+/i, '').trim();
}
