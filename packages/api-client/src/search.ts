// How TermTap ranks terms against a query, shared by the subject screen's filter and the API's search across
// subjects so both agree (docs/decisions/0002-search-served-by-the-api.md, 0019-search-ranking-and-typos.md):
// case- and accent-insensitive, matching anywhere in the term or one of its other names (shown ones and hidden
// search keys alike); whole names and whole words before parts of words; a query that matches nothing is
// corrected word by word (one edit for 5–9 letters, two from 10) and the corrected query is searched instead.
// An entry with a Hindi name (lists asked for with lang=hi) is found by that name and its Latin search keys too;
// Devanagari is folded keeping its vowel signs (see foldForSearch).
import type { TermEntry } from './legacy.ts';

export type { TermEntry };

/** How a name matched, best first. */
export const MatchRank = {
  /** The whole name: "ram" → "RAM". */
  exact: 0,
  /** The name starts with the query as whole words: "mole" → "mole fraction". */
  prefixWords: 1,
  /** The name starts with the query inside a word: "mole" → "molecule". */
  prefix: 2,
  /** A later word of the name is the query: "ram" → "dynamic RAM". */
  word: 3,
  /** A later word of the name starts with the query: "mole" → "gram molecule". */
  wordPrefix: 4,
  /** Anywhere inside a word: "ram" → "program". */
  substring: 5,
} as const;

export interface TermMatch {
  entry: TermEntry;
  /** One of MatchRank's values: lower is better. */
  rank: number;
  /** The match was on another name (an "also called" or a search key), not the term itself. */
  otherName: boolean;
  /** Where in the list the term stood, so equal ranks keep the list's (alphabetical) order. */
  position: number;
}

/** The terms that match, and the corrected query when they are the results of a correction. */
export interface SearchOutcome {
  matches: TermMatch[];
  correctedQuery?: string;
}

/** Folded word → how it is spelled in the content, and in how many names it appears. */
export type Vocabulary = Map<string, { spelled: string; count: number }>;

export interface TermIndex {
  /** The same as `match` (callable, as the index was before it could correct). */
  (query: string): TermMatch[];
  /** Ranks the entries against the query as typed (an empty query keeps the whole list). */
  match(query: string): TermMatch[];
  /** `match`, and when nothing matches, the results of the query corrected against this list's words. */
  search(query: string): SearchOutcome;
  /** The words of every name, made on first use. */
  vocabulary(): Vocabulary;
}

const DEVANAGARI = /[\u0900-\u097F]/u;
/** Marks outside the Devanagari block (Latin accents), the joiners and the nukta: what Hindi folding drops. */
const NOT_HINDI_SIGN = /\u200C|\u200D|\u093C|(?![\u0900-\u097F])\p{M}/gu;

/**
 * A name or query as search compares it: case, accents and runs of spaces do not matter. Devanagari keeps its
 * vowel signs, virama and anusvara (they are letters of the word there, not accents: परमाणु is not परमण), and
 * is compared in one composition (canonical decomposition), without zero-width joiners and without the nukta
 * (फ़ and फ, as students type both).
 */
export function foldForSearch(text: string): string {
  if (!DEVANAGARI.test(text))
    return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  return text.normalize('NFKD').replace(NOT_HINDI_SIGN, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

// Marks count as part of a word: after folding only Devanagari's vowel signs are left, inside their words.
const WORD_SPLIT = /[^\p{L}\p{M}\p{N}]+/u;
const isBoundary = (char: string | undefined) => char === undefined || !/[\p{L}\p{M}\p{N}]/u.test(char);

/** Every name an entry is found by: the term, its other names, then its Hindi name and Hindi search keys. */
function namesOf(entry: TermEntry): string[] {
  const { hindi } = entry;
  if (!hindi) return [entry.term, ...entry.alsoCalled];
  return [entry.term, ...entry.alsoCalled, hindi.term, ...(hindi.searchKeys ?? [])];
}

/** Whether `namesOf(entry)[which]` is another name: neither the term nor its Hindi name. */
function isOtherName(entry: TermEntry, which: number): boolean {
  return which > 0 && !(entry.hindi && which === entry.alsoCalled.length + 1);
}

function rankOf(name: string, query: string): number | undefined {
  if (name === query) return MatchRank.exact;
  let at = name.indexOf(query);
  if (at < 0) return undefined;
  let best: number = MatchRank.substring;
  for (; at >= 0 && best > MatchRank.prefixWords; at = name.indexOf(query, at + 1)) {
    const wholeWords = isBoundary(name[at + query.length]);
    const rank =
      at === 0
        ? wholeWords
          ? MatchRank.prefixWords
          : MatchRank.prefix
        : isBoundary(name[at - 1])
          ? wholeWords
            ? MatchRank.word
            : MatchRank.wordPrefix
          : MatchRank.substring;
    if (rank < best) best = rank;
  }
  return best;
}

/** Best first: rank, then a match on the term itself before one on another name, then the list's order. */
export function compareMatches(a: TermMatch, b: TermMatch): number {
  return a.rank - b.rank || Number(a.otherName) - Number(b.otherName) || a.position - b.position;
}

/** How many edits a query word of this length may be from the word it is corrected to. */
export function editsAllowed(length: number): number {
  return length < 5 ? 0 : length < 10 ? 1 : 2;
}

/**
 * Edits (insert, delete, replace, swap two neighbours) between two words, or `max + 1` as soon as it is
 * clear there are more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

const ASCII = /^[\x20-\x7e]*$/;

function addWords(vocabulary: Vocabulary, name: string): void {
  for (const spelled of name.normalize('NFC').split(WORD_SPLIT)) {
    // Most words are plain ASCII, which folds by lower-casing alone.
    const folded = ASCII.test(spelled) ? spelled.toLowerCase() : foldForSearch(spelled);
    if (folded.length === 0) continue;
    const known = vocabulary.get(folded);
    if (known) known.count += 1;
    else vocabulary.set(folded, { spelled, count: 1 });
  }
}

/** Every word of every name of the entries. */
export function vocabularyOf(entries: readonly TermEntry[]): Vocabulary {
  const vocabulary: Vocabulary = new Map();
  for (const entry of entries) for (const name of namesOf(entry)) addWords(vocabulary, name);
  return vocabulary;
}

/** The words of several lists together (the API's search across subjects). */
export function mergeVocabularies(vocabularies: Iterable<Vocabulary>): Vocabulary {
  const merged: Vocabulary = new Map();
  for (const vocabulary of vocabularies) {
    for (const [folded, { spelled, count }] of vocabulary) {
      const known = merged.get(folded);
      if (known) known.count += count;
      else merged.set(folded, { spelled, count });
    }
  }
  return merged;
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
}

interface Correction {
  spelled: string;
  edits: number;
  /** Letters shared at the start with the word typed. */
  shared: number;
  /** In how many names the word appears. */
  count: number;
  length: number;
}

function betterCorrection(a: Correction, b: Correction): boolean {
  return (a.edits - b.edits || b.shared - a.shared || b.count - a.count || a.length - b.length) < 0;
}

/**
 * The query with each word that appears in no name (not even inside a word) replaced by the closest word of
 * the vocabulary within `editsAllowed` edits (fewest edits, then the longest shared start, then the most
 * used, then the shortest); null when no word changes. Words under five letters are never corrected: too many
 * real words are one edit from each other ("ram", "ran", "rim").
 */
export function correctQuery(
  query: string,
  vocabularyOrMake: Vocabulary | (() => Vocabulary),
): string | null {
  const words = foldForSearch(query)
    .split(WORD_SPLIT)
    .filter((word) => word.length > 0);
  // No word is long enough to correct: the vocabulary is not even made.
  if (words.every((word) => editsAllowed(word.length) === 0)) return null;
  const vocabulary = typeof vocabularyOrMake === 'function' ? vocabularyOrMake() : vocabularyOrMake;
  let changed = false;
  const corrected = words.map((word) => {
    const max = editsAllowed(word.length);
    if (max === 0) return word;
    let best: Correction | null = null;
    for (const [folded, { spelled, count }] of vocabulary) {
      if (folded.includes(word)) return word;
      const edits = editDistance(word, folded, max);
      if (edits > max) continue;
      const candidate = { spelled, edits, shared: commonPrefix(word, folded), count, length: folded.length };
      if (best === null || betterCorrection(candidate, best)) best = candidate;
    }
    if (best === null) return word;
    changed = true;
    return best.spelled;
  });
  return changed ? corrected.join(' ') : null;
}

/** Folds every name once, so each keystroke only compares strings. */
export function createTermIndex(entries: readonly TermEntry[]): TermIndex {
  // The folded names are made for the first real query: the unfiltered list, shown on every page load, needs none.
  let names: string[][] | null = null;
  let words: Vocabulary | null = null;
  const match = (query: string): TermMatch[] => {
    const wanted = foldForSearch(query);
    if (wanted.length === 0) {
      return entries.map((entry, position) => ({ entry, rank: 0, otherName: false, position }));
    }
    names ??= entries.map((entry) => namesOf(entry).map(foldForSearch));
    const folded = names;
    const matches: TermMatch[] = [];
    entries.forEach((entry, position) => {
      let best: TermMatch | undefined;
      (folded[position] ?? []).forEach((name, which) => {
        const rank = rankOf(name, wanted);
        if (rank !== undefined && (best === undefined || rank < best.rank)) {
          best = { entry, rank, otherName: isOtherName(entry, which), position };
        }
      });
      if (best !== undefined) matches.push(best);
    });
    return matches.sort(compareMatches);
  };
  const vocabulary = () => {
    words ??= vocabularyOf(entries);
    return words;
  };
  return Object.assign((query: string) => match(query), {
    match,
    vocabulary,
    search: (query: string): SearchOutcome => {
      const { result, correctedQuery } = searchCorrected(
        query,
        match,
        vocabulary,
        (found) => found.length > 0,
      );
      return correctedQuery ? { matches: result, correctedQuery } : { matches: result };
    },
  });
}

/**
 * Runs `run` on the query; when it finds nothing, runs it again on the query corrected against the vocabulary,
 * and answers that (with the corrected query) when it found something.
 */
export function searchCorrected<T>(
  query: string,
  run: (query: string) => T,
  vocabulary: () => Vocabulary,
  found: (result: T) => boolean,
): { result: T; correctedQuery?: string } {
  const first = run(query);
  if (found(first) || foldForSearch(query).length === 0) return { result: first };
  const corrected = correctQuery(query, vocabulary);
  if (corrected === null) return { result: first };
  const second = run(corrected);
  return found(second) ? { result: second, correctedQuery: corrected } : { result: first };
}

export interface SubjectMatches<S extends string = string> {
  subject: S;
  terms: TermEntry[];
}

export interface SearchAcross<S extends string = string> {
  total: number;
  groups: SubjectMatches<S>[];
  correctedQuery?: string;
}

const mergedVocabularies = new WeakMap<object, Vocabulary>();

/**
 * The search across subjects (GET /pages/search): every subject's matches, grouped by subject; subjects ordered
 * by their best match (then by how many matched), at most `limit` terms in all, the best of each subject first.
 * A query that matches nothing anywhere is corrected against the words of every subject.
 */
export function searchAcross<S extends string>(
  indexes: readonly { subject: S; index: TermIndex }[],
  query: string,
  limit: number,
): SearchAcross<S> {
  const rankAll = (wanted: string) =>
    indexes
      .map(({ subject, index }) => ({ subject, matches: index.match(wanted) }))
      .filter((group) => group.matches.length > 0)
      .sort(
        (a, b) =>
          (a.matches[0] && b.matches[0] ? compareBest(a.matches[0], b.matches[0]) : 0) ||
          b.matches.length - a.matches.length ||
          (a.subject < b.subject ? -1 : 1),
      );
  const vocabulary = () => {
    let merged = mergedVocabularies.get(indexes);
    if (!merged) {
      merged = mergeVocabularies(indexes.map(({ index }) => index.vocabulary()));
      mergedVocabularies.set(indexes, merged);
    }
    return merged;
  };
  const { result: ranked, correctedQuery } = searchCorrected(
    query,
    rankAll,
    vocabulary,
    (groups) => groups.length > 0,
  );
  const total = ranked.reduce((sum, group) => sum + group.matches.length, 0);
  // Share the limit out round-robin, so one subject with many matches does not crowd out the rest.
  const taken = ranked.map(() => 0);
  for (let left = Math.min(limit, total); left > 0; ) {
    ranked.forEach((group, index) => {
      if (left > 0 && (taken[index] ?? 0) < group.matches.length) {
        taken[index] = (taken[index] ?? 0) + 1;
        left -= 1;
      }
    });
  }
  return {
    total,
    groups: ranked.flatMap((group, index) => {
      const terms = group.matches.slice(0, taken[index] ?? 0).map((match) => match.entry);
      return terms.length > 0 ? [{ subject: group.subject, terms }] : [];
    }),
    ...(correctedQuery ? { correctedQuery } : {}),
  };
}

/** Two subjects' best matches: rank, then a match on the term itself first (positions are per subject). */
function compareBest(a: TermMatch, b: TermMatch): number {
  return a.rank - b.rank || Number(a.otherName) - Number(b.otherName);
}

/** One-off ranking of a list against a query. */
export function matchTerms(entries: readonly TermEntry[], query: string): TermMatch[] {
  return createTermIndex(entries).match(query);
}
