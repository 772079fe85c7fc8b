// How TermTap ranks terms against a query, shared by the subject screen's filter and the API's search across
// subjects so both agree: case- and accent-insensitive, matching anywhere in the term or one of its other
// names; exact matches first, then prefix, then word-prefix, then substring.
import type { TermEntry } from './legacy.ts';

export type { TermEntry };

export const MatchRank = { exact: 0, prefix: 1, wordPrefix: 2, substring: 3 } as const;

export interface TermMatch {
  entry: TermEntry;
  /** One of MatchRank's values: lower is better. */
  rank: number;
  /** Where in the list the term stood, so equal ranks keep the list's (alphabetical) order. */
  position: number;
}

export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function rankOf(name: string, query: string): number | undefined {
  if (name === query) return MatchRank.exact;
  if (name.startsWith(query)) return MatchRank.prefix;
  const at = name.indexOf(query);
  if (at < 0) return undefined;
  // A word starts after a space, hyphen, slash or bracket.
  for (let index = at; index >= 0; index = name.indexOf(query, index + 1)) {
    if (/[\s\-/(]/.test(name[index - 1] ?? '')) return MatchRank.wordPrefix;
  }
  return MatchRank.substring;
}

/** Folds every name once, so each keystroke only compares strings. */
export function createTermIndex(entries: readonly TermEntry[]) {
  // The folded names are made for the first real query: the unfiltered list, shown on every page load, needs none.
  let names: string[][] | null = null;
  return (query: string): TermMatch[] => {
    const wanted = foldForSearch(query);
    if (wanted.length === 0) return entries.map((entry, position) => ({ entry, rank: 0, position }));
    names ??= entries.map((entry) => [entry.term, ...entry.alsoCalled].map(foldForSearch));
    const folded = names;
    const matches: TermMatch[] = [];
    entries.forEach((entry, position) => {
      let best: number | undefined;
      for (const name of folded[position] ?? []) {
        const rank = rankOf(name, wanted);
        if (rank !== undefined && (best === undefined || rank < best)) best = rank;
      }
      if (best !== undefined) matches.push({ entry, rank: best, position });
    });
    return matches.sort((a, b) => a.rank - b.rank || a.position - b.position);
  };
}

/** One-off ranking of a list against a query. */
export function matchTerms(entries: readonly TermEntry[], query: string): TermMatch[] {
  return createTermIndex(entries)(query);
}
