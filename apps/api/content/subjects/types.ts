// The shape of one subject's selection rules. Synset references are a lemma, optionally followed by
// `#` and a fragment of the wanted sense's definition ("base#hydroxide ions"), so each rule reads as English.

export interface ParentRule {
  /** Every hyponym of this synset, down to `depth` levels, is a candidate. */
  ref: string;
  depth: number;
  /** Lower tiers come first when the list is capped at maxTerms (domains and labels are tier 1). */
  tier?: number;
  /** Include the parent synset itself. */
  includeSelf?: boolean;
}

export interface HandWrittenEntry {
  term: string;
  definition: string;
  synonyms?: string[];
}

export interface SubjectConfig {
  slug: string;
  /** Words added to a Wikipedia search for an ambiguous term, e.g. "chemistry". */
  searchWords: string;
  /** WordNet topic domains whose members (and the members of narrower topic domains) are candidates. */
  domains: string[];
  /** Narrower topic domains to leave out (e.g. psychiatry under medicine). */
  excludeDomains?: string[];
  /** The tier of domain and label candidates (default 1, ahead of every parent rule). */
  domainTier?: number;
  /** Definitions starting with one of these labels, e.g. "chemistry" for "(chemistry) …", are candidates. */
  labels: string[];
  parents: ParentRule[];
  /**
   * Hand-chosen terms that a student of the subject expects, always included. `term#fragment` picks the sense
   * whose definition contains the fragment; otherwise the subject's own sense, else the most frequent one.
   */
  core: string[];
  /** Look core terms up in FOLDOC (before hand-written entries) when WordNet lacks them. */
  useFoldoc?: boolean;
  /** Prefer FOLDOC's definition over WordNet's for these core terms (WordNet's sense is not the subject's). */
  preferFoldoc?: string[];
  /** Definitions written for this project, for core terms neither source has. */
  handWritten?: HandWrittenEntry[];
  /** Synsets (with all their hyponyms) that are never candidates, e.g. "drug of abuse". */
  excludeBranches?: string[];
  /** Terms never listed (compared case-insensitively). */
  excludeTerms?: string[];
  /** WordNet lexicographer files to leave out of domain, label and parent candidates (e.g. 18 = noun.person). */
  excludeLexFiles?: number[];
  /**
   * Keep only generated candidates that name a specific product: a lemma marked as a trade name, or a definition
   * that mentions one (so drug classes such as "analgesic" are left out of medicine names).
   */
  namedProductsOnly?: boolean;
  /** 'generic' lists the first lemma that is not a trade name (for generic drug names). */
  termStyle?: 'first' | 'generic';
  maxTerms: number;
}
