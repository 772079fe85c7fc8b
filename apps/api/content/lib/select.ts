// Turns one subject's rules into its list of terms, each with a snippet and an outside link.
import type { SubjectConfig } from '../subjects/types.ts';
import { type Foldoc, foldocDefinition } from './foldoc.ts';
import {
  cleanTerm,
  compareTerms,
  formatSnippet,
  identityKey,
  isCleanTerm,
  wikipediaArticle,
  wikipediaSearch,
} from './text.ts';
import { HYPONYM_SYMBOLS, reachable, type Synset, tokenize, type WordNet } from './wordnet.ts';

export interface TermEntry {
  term: string;
  snippet: string;
  link: string | null;
}

export interface Sources {
  wordnet: WordNet;
  foldoc: Foldoc;
}

/** Display terms longer than this are left out of the generated candidates (core terms are exempt). */
const MAX_CANDIDATE_TERM_LENGTH = 48;
/** Usage domains whose words are never shown: slurs, obscenities, disparaging words, slang, street names. */
const OFFENSIVE_USAGE_DOMAINS = ['ethnic slur', 'obscenity', 'disparagement', 'slang', 'street name'];
/** Words that are slurs or obscenities in any sense are not shown even in a harmless sense ("dyke" for a dam). */
const SLUR_USAGE_DOMAINS = ['ethnic slur', 'obscenity', 'disparagement'];
const OFFENSIVE_GLOSS = /\((?:offensive|vulgar|obscene|ethnic slur|slang|disparaging|derogatory)\b/i;
const TRADE_NAME_DOMAIN = 'trade name';

interface Candidate {
  offset: string;
  /** 1-based index of the lemma a lexical pointer named, or 0. */
  wordIndex: number;
  tier: number;
}

/** Caches of facts about WordNet that every subject needs. */
export class Lexicon {
  readonly wordnet: WordNet;
  readonly foldoc: Foldoc;
  private readonly offensiveSynsets = new Set<string>();
  private readonly offensiveWords = new Set<string>();
  private readonly slurLemmas = new Set<string>();
  private readonly tradeNames = new Set<string>();
  private readonly instances = new Set<string>();

  constructor({ wordnet, foldoc }: Sources) {
    this.wordnet = wordnet;
    this.foldoc = foldoc;
    const offensiveDomains = new Set(OFFENSIVE_USAGE_DOMAINS.map((ref) => this.resolve(ref)));
    const slurDomains = new Set(SLUR_USAGE_DOMAINS.map((ref) => this.resolve(ref)));
    const tradeNameDomain = this.resolve(TRADE_NAME_DOMAIN);
    for (const synset of wordnet.synsets.values()) {
      if (OFFENSIVE_GLOSS.test(synset.definition)) {
        this.offensiveSynsets.add(synset.offset);
        for (const word of synset.words) this.slurLemmas.add(word.toLowerCase());
      }
      for (const pointer of synset.pointers) {
        if (pointer.symbol === ';u' && slurDomains.has(pointer.offset)) {
          const named =
            pointer.sourceWord === 0 ? synset.words : [synset.words[pointer.sourceWord - 1] ?? ''];
          for (const word of named) this.slurLemmas.add(word.toLowerCase());
        }
        if (pointer.symbol === '@i') this.instances.add(synset.offset);
        if (pointer.symbol !== ';u') continue;
        const wordKey = `${synset.offset}:${pointer.sourceWord}`;
        if (offensiveDomains.has(pointer.offset)) {
          if (pointer.sourceWord === 0) this.offensiveSynsets.add(synset.offset);
          else this.offensiveWords.add(wordKey);
        }
        if (pointer.offset === tradeNameDomain) {
          if (pointer.sourceWord === 0)
            for (let i = 1; i <= synset.words.length; i += 1) this.tradeNames.add(`${synset.offset}:${i}`);
          else this.tradeNames.add(wordKey);
        }
      }
    }
  }

  synset(offset: string): Synset {
    const synset = this.wordnet.synsets.get(offset);
    if (!synset) throw new Error(`WordNet has no noun synset ${offset}`);
    return synset;
  }

  /** Resolves "lemma" or "lemma#definition fragment" to a noun synset offset, or throws. */
  resolve(ref: string): string {
    const [lemma = '', fragment] = ref.split('#');
    const offsets = this.wordnet.senses.get(lemma.toLowerCase()) ?? [];
    const match = fragment
      ? offsets.find((offset) =>
          this.synset(offset).definition.toLowerCase().includes(fragment.toLowerCase()),
        )
      : offsets[0];
    if (!match) throw new Error(`Subject rule refers to "${ref}", which WordNet 3.1 does not have as a noun`);
    return match;
  }

  isOffensive(offset: string, wordIndex = 0): boolean {
    if (this.offensiveSynsets.has(offset) || this.offensiveWords.has(`${offset}:${wordIndex}`)) return true;
    const word = this.wordnet.synsets.get(offset)?.words[wordIndex - 1];
    return word !== undefined && this.slurLemmas.has(word.toLowerCase());
  }

  isTradeName(offset: string, wordIndex: number): boolean {
    return this.tradeNames.has(`${offset}:${wordIndex}`);
  }

  /** A synset naming a product sold under a brand: a trade-name lemma, or a definition mentioning one. */
  namesProduct(offset: string): boolean {
    const synset = this.synset(offset);
    return (
      synset.words.some((_, index) => this.isTradeName(offset, index + 1)) ||
      /\btrade ?names?\b|\btrademark\b/i.test(synset.definition)
    );
  }

  isInstance(offset: string): boolean {
    return this.instances.has(offset);
  }

  /**
   * How often each term occurs in WordNet's own glosses: a stand-in for how familiar a term is, used to rank
   * candidates when a subject has more than it lists.
   */
  mentionCounts(terms: Iterable<string>): (term: string) => number {
    const counts = new Map<string, number>();
    const byFirstWord = new Map<string, string[][]>();
    for (const term of terms) {
      const words = tokenize(term);
      const key = words.join(' ');
      const first = words[0];
      if (first === undefined || counts.has(key)) continue;
      counts.set(key, 0);
      byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), words]);
    }
    for (const gloss of this.wordnet.glossWords) {
      gloss.forEach((word, index) => {
        for (const phrase of byFirstWord.get(word) ?? []) {
          if (phrase.every((part, offset) => gloss[index + offset] === part)) {
            const key = phrase.join(' ');
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
        }
      });
    }
    return (term) => counts.get(tokenize(term).join(' ')) ?? 0;
  }

  /**
   * Gloss mentions shared out over the word's senses (a common word with many senses is not familiar in each),
   * plus the tagged-corpus count of this very sense, which is worth more.
   */
  familiarity(term: string, offset: string, mentions: (term: string) => number): number {
    const key = term.toLowerCase();
    const senseCount = (this.wordnet.senses.get(key)?.length ?? 1) + (this.wordnet.otherPos.has(key) ? 1 : 0);
    return Math.round((10 * mentions(term)) / senseCount) + 30 * (this.wordnet.tagCounts.get(offset) ?? 0);
  }

  /** Several noun senses, or also a verb or adjective, or a short word WordNet lacks: search, not article. */
  isAmbiguous(term: string): boolean {
    const key = term.toLowerCase();
    const nounSenses = this.wordnet.senses.get(key)?.length ?? 0;
    if (nounSenses > 1 || this.wordnet.otherPos.has(key)) return true;
    return nounSenses === 0 && !key.includes(' ') && key.length <= 4;
  }
}

function subjectCandidates(lexicon: Lexicon, config: SubjectConfig): Candidate[] {
  const { wordnet } = lexicon;
  const candidates: Candidate[] = [];
  const domainRoots = config.domains.map((ref) => lexicon.resolve(ref));
  const domains = new Set(domainRoots);
  const skippedDomains = new Set((config.excludeDomains ?? []).map((ref) => lexicon.resolve(ref)));
  for (const root of domainRoots) {
    for (const narrower of reachable(wordnet, root, HYPONYM_SYMBOLS, 3)) {
      if (lexicon.synset(narrower).pointers.some((pointer) => pointer.symbol === '-c')) domains.add(narrower);
    }
  }
  const domainTier = config.domainTier ?? 1;
  for (const domain of [...domains].sort()) {
    if (skippedDomains.has(domain)) continue;
    for (const pointer of lexicon.synset(domain).pointers) {
      if (pointer.symbol === '-c' && pointer.pos === 'n') {
        candidates.push({ offset: pointer.offset, wordIndex: pointer.targetWord, tier: domainTier });
      }
    }
  }
  if (config.labels.length > 0) {
    const labels = new Set(config.labels.map((label) => label.toLowerCase()));
    for (const synset of wordnet.synsets.values()) {
      const label = /^\(([^)]+)\)/.exec(synset.definition)?.[1]?.toLowerCase();
      if (label && labels.has(label))
        candidates.push({ offset: synset.offset, wordIndex: 0, tier: domainTier });
    }
  }
  for (const rule of config.parents) {
    const root = lexicon.resolve(rule.ref);
    const tier = rule.tier ?? 2;
    if (rule.includeSelf) candidates.push({ offset: root, wordIndex: 0, tier });
    for (const offset of reachable(wordnet, root, HYPONYM_SYMBOLS, rule.depth)) {
      candidates.push({ offset, wordIndex: 0, tier });
    }
  }
  return candidates;
}

function excludedSynsets(lexicon: Lexicon, config: SubjectConfig): Set<string> {
  const excluded = new Set<string>();
  for (const ref of config.excludeBranches ?? []) {
    const root = lexicon.resolve(ref);
    excluded.add(root);
    for (const offset of reachable(lexicon.wordnet, root, HYPONYM_SYMBOLS, 20)) excluded.add(offset);
  }
  return excluded;
}

interface Chosen {
  term: string;
  offset: string;
  wordIndex: number;
}

/** Which lemma of a synset to show: the one a lexical pointer named, the first generic name, or the first. */
function chooseLemma(
  lexicon: Lexicon,
  synset: Synset,
  wordIndex: number,
  config: SubjectConfig,
): Chosen | undefined {
  const options = synset.words.map((word, index) => ({ term: cleanTerm(word), index: index + 1 }));
  const usable = options.filter(
    (option) => isCleanTerm(option.term) && !lexicon.isOffensive(synset.offset, option.index),
  );
  let pick = wordIndex > 0 ? usable.find((option) => option.index === wordIndex) : usable[0];
  if (config.termStyle === 'generic') {
    pick = usable.find(
      (option) =>
        !lexicon.isTradeName(synset.offset, option.index) && option.term === option.term.toLowerCase(),
    );
  }
  return pick ? { term: pick.term, offset: synset.offset, wordIndex: pick.index } : undefined;
}

function wordnetSnippet(lexicon: Lexicon, chosen: Chosen): string {
  const synset = lexicon.synset(chosen.offset);
  const seen = new Set([identityKey(chosen.term)]);
  const synonyms: string[] = [];
  synset.words.forEach((word, index) => {
    const synonym = cleanTerm(word);
    const key = identityKey(synonym);
    if (seen.has(key) || !isCleanTerm(synonym) || lexicon.isOffensive(synset.offset, index + 1)) return;
    seen.add(key);
    synonyms.push(synonym);
  });
  return formatSnippet({ definition: synset.definition, synonyms, examples: synset.examples });
}

/** "term", "term#definition fragment" or "shown term=looked-up term#fragment". */
function parseCore(entry: string): { term: string; lookup: string; fragment: string | undefined } {
  const [names = '', fragment] = entry.split('#');
  const [term = '', lookup = term] = names.split('=');
  return { term: cleanTerm(term), lookup: cleanTerm(lookup), fragment };
}

/** Generated candidates that may be shown, best first: by tier, then familiarity, then shorter terms. */
export function rankCandidates(
  lexicon: Lexicon,
  config: SubjectConfig,
  candidates = subjectCandidates(lexicon, config),
) {
  const excluded = excludedSynsets(lexicon, config);
  const excludedLexFiles = new Set(config.excludeLexFiles ?? []);
  const eligible = candidates
    .filter((candidate) => {
      const synset = lexicon.synset(candidate.offset);
      return (
        !excluded.has(candidate.offset) &&
        !lexicon.isInstance(candidate.offset) &&
        !lexicon.isOffensive(candidate.offset) &&
        !excludedLexFiles.has(synset.lexFile) &&
        (!config.namedProductsOnly || lexicon.namesProduct(candidate.offset)) &&
        synset.definition.length > 0
      );
    })
    .flatMap((candidate) => {
      const chosen = chooseLemma(lexicon, lexicon.synset(candidate.offset), candidate.wordIndex, config);
      if (!chosen || chosen.term.length > MAX_CANDIDATE_TERM_LENGTH) return [];
      return [{ ...candidate, chosen }];
    });
  const mentions = lexicon.mentionCounts(eligible.map((candidate) => candidate.chosen.term));
  return eligible
    .map((candidate) => ({
      ...candidate,
      familiarity: lexicon.familiarity(candidate.chosen.term, candidate.offset, mentions),
    }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.familiarity - a.familiarity ||
        a.chosen.term.split(' ').length - b.chosen.term.split(' ').length ||
        compareTerms(a.chosen.term, b.chosen.term) ||
        (a.offset < b.offset ? -1 : a.offset > b.offset ? 1 : 0),
    );
}

export function buildSubject(lexicon: Lexicon, config: SubjectConfig): TermEntry[] {
  const excluded = excludedSynsets(lexicon, config);
  const excludedTerms = new Set((config.excludeTerms ?? []).map(identityKey));
  const candidates = subjectCandidates(lexicon, config);
  const relevant = new Set(candidates.map((candidate) => candidate.offset));
  const handWritten = new Map((config.handWritten ?? []).map((entry) => [identityKey(entry.term), entry]));
  const preferFoldoc = new Set((config.preferFoldoc ?? []).map(identityKey));

  const entries = new Map<string, TermEntry>();
  /** Synsets already shown, so that one concept is not listed twice under different names. */
  const shownSynsets = new Set<string>();
  const add = (term: string, snippet: string) => {
    const key = identityKey(term);
    if (entries.has(key) || excludedTerms.has(key)) return false;
    const link = lexicon.isAmbiguous(term)
      ? wikipediaSearch(term, config.searchWords)
      : wikipediaArticle(term);
    entries.set(key, { term, snippet, link });
    return true;
  };

  /** The sense named by the fragment, else the subject's own sense; `subjectSense` says which was found. */
  const wordnetSense = (lookup: string, fragment: string | undefined) => {
    const offsets = lexicon.wordnet.senses.get(lookup.toLowerCase()) ?? [];
    if (fragment !== undefined) {
      const wanted = fragment.toLowerCase();
      const named = offsets.find((offset) =>
        lexicon.synset(offset).definition.toLowerCase().includes(wanted),
      );
      return { sense: named, subjectSense: named !== undefined };
    }
    const own = offsets.find((offset) => relevant.has(offset));
    // A word with one noun sense has no other sense to confuse it with.
    return { sense: own ?? offsets[0], subjectSense: own !== undefined || offsets.length === 1 };
  };

  for (const entry of config.core) {
    const { term, lookup, fragment } = parseCore(entry);
    if (!isCleanTerm(term)) throw new Error(`${config.slug}: core term "${entry}" is not clean display text`);
    const key = identityKey(term);
    const hand = handWritten.get(key);
    const foldocText = () => foldocDefinition(lexicon.foldoc, lookup, fragment);
    const preferred = preferFoldoc.has(key) ? foldocText() : undefined;
    const found = hand || preferred ? undefined : wordnetSense(lookup, fragment);
    // With FOLDOC as a source, its computing sense beats a WordNet sense that is not the subject's.
    const fallback = found && !found.subjectSense && config.useFoldoc ? foldocText() : undefined;
    const sense = fallback ? undefined : found?.sense;
    let snippet: string;
    if (hand) {
      snippet = formatSnippet({ definition: hand.definition, synonyms: hand.synonyms ?? [] });
    } else if (preferred ?? fallback) {
      snippet = formatSnippet({ definition: preferred ?? fallback ?? '' });
    } else if (sense !== undefined) {
      const synset = lexicon.synset(sense);
      // -1 when the shown term is an alias ("paracetamol=acetaminophen"): every lemma is then a synonym.
      const index = synset.words.findIndex((word) => identityKey(cleanTerm(word)) === key);
      if (excluded.has(sense))
        throw new Error(`${config.slug}: core term "${entry}" is in an excluded branch`);
      snippet = wordnetSnippet(lexicon, { term, offset: sense, wordIndex: index + 1 });
      shownSynsets.add(sense);
    } else {
      throw new Error(`${config.slug}: no source defines the core term "${entry}"; add a hand-written entry`);
    }
    add(term, snippet);
  }

  const ranked = rankCandidates(lexicon, config, candidates);
  for (const candidate of ranked) {
    if (entries.size >= config.maxTerms) break;
    if (shownSynsets.has(candidate.offset)) continue;
    if (add(candidate.chosen.term, wordnetSnippet(lexicon, candidate.chosen)))
      shownSynsets.add(candidate.offset);
  }

  return [...entries.values()].sort((a, b) => compareTerms(a.term, b.term));
}
