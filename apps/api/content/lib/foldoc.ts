// Reads FOLDOC from the Debian package dict-foldoc (dictd format: a tab-separated .index and a gzip .dict.dz).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

export const FOLDOC_DIR = '/usr/share/dictd';
export const FOLDOC_INSTALL_HINT =
  'FOLDOC is missing: install the Debian package with `sudo apt-get install -y dict-foldoc` ' +
  '(it provides /usr/share/dictd/foldoc.index and foldoc.dict.dz), then run `npm run content` again.';

export class FoldocMissingError extends Error {
  constructor(directory: string) {
    super(`${FOLDOC_INSTALL_HINT} Looked in ${directory}.`);
    this.name = 'FoldocMissingError';
  }
}

export interface Foldoc {
  /** Entry texts by lower-cased headword (a few headwords have several entries). */
  entries: Map<string, string[]>;
}

/** Longer first paragraphs are cut after the last whole sentence that fits. */
const MAX_DEFINITION_LENGTH = 260;
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeNumber(text: string): number {
  let value = 0;
  for (const char of text) value = value * 64 + BASE64.indexOf(char);
  return value;
}

export function isFoldocInstalled(directory = FOLDOC_DIR): boolean {
  return (
    existsSync(path.join(directory, 'foldoc.index')) && existsSync(path.join(directory, 'foldoc.dict.dz'))
  );
}

export function loadFoldoc(directory = FOLDOC_DIR): Foldoc {
  if (!isFoldocInstalled(directory)) throw new FoldocMissingError(directory);
  const dictionary = gunzipSync(readFileSync(path.join(directory, 'foldoc.dict.dz')));
  const entries = new Map<string, string[]>();
  for (const line of readFileSync(path.join(directory, 'foldoc.index'), 'utf8').split('\n')) {
    const [headword, offset, length] = line.split('\t');
    if (!headword || !offset || !length || headword.startsWith('00-database')) continue;
    const key = headword.toLowerCase();
    const start = decodeNumber(offset);
    const text = dictionary.subarray(start, start + decodeNumber(length)).toString('utf8');
    const known = entries.get(key) ?? [];
    if (!known.includes(text)) entries.set(key, [...known, text]);
  }
  return { entries };
}

/**
 * The paragraphs of an entry's body that open a sense: the first one, and each one starting with a sense
 * number ("2. …"). Lines are unwrapped.
 */
function senseParagraphs(entry: string): string[] {
  const lines = entry.split('\n');
  const bodyStart = lines.findIndex((line) => line.startsWith('   '));
  if (bodyStart < 0) return [];
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of [...lines.slice(bodyStart), '']) {
    if (line.trim().length > 0) {
      current.push(line.trim());
      continue;
    }
    if (current.length > 0) paragraphs.push(current.join(' '));
    current = [];
  }
  return paragraphs.filter((paragraph, index) => index === 0 || /^\d+\.\s/.test(paragraph));
}

function stripMarkup(text: string): string {
  let result = text
    .replace(/\{([^{}]*?)\s*\((?:https?|ftp|mailto):[^)]*\)\}/g, '$1') // {label (url)}
    .replace(/\{([^{}]*)\}/g, '$1') // {cross reference}
    .replace(/\((?:https?|ftp|mailto):[^)]*\)/g, '')
    .replace(/\[[^\]]*\]/g, '') // bibliographic references
    .replace(/\s*<[^<>\s]+@[^<>\s]+>/g, '') // e-mail addresses
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Leading sense numbers, <category> tags, /pronunciations/ and (abbreviation or "Or …" notes).
  const leadingNoise = /^(?:\d+\.\s*|<[^>]*>\s*|\/[^/]{1,40}\/\s*|\([^()]*\)\s*)/;
  while (leadingNoise.test(result)) result = result.replace(leadingNoise, '');
  return result.replace(/^[\s.,;:]+/, '').replace(/^Plural "[^"]*"\.\s*/, '');
}

/** Whole sentences from the start of the text, as many as fit in `maxLength` (at least one). */
function leadingSentences(text: string, maxLength: number): string {
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z(])/);
  let result = '';
  for (const piece of sentences) {
    // A sentence that ends in a colon or without punctuation introduces a list or code that is not kept.
    if (result.length > 0 && !/[.!?]$/.test(piece.trim())) break;
    const next = `${result} ${piece.trim()}`.trim();
    if (result.length > 0 && next.length > maxLength) break;
    result = next;
  }
  return result.replace(/:$/, '.');
}

/**
 * A bite-sized definition for a FOLDOC headword: the first sense, or the first sense whose text contains
 * `fragment`. A sense that only points to another entry ("{Algol 60}") is followed once.
 */
export function foldocDefinition(
  foldoc: Foldoc,
  term: string,
  fragment?: string,
  hops = 0,
): string | undefined {
  const wanted = fragment?.toLowerCase();
  const senses = (foldoc.entries.get(term.toLowerCase()) ?? []).flatMap(senseParagraphs);
  for (const sense of senses) {
    const text = stripMarkup(sense);
    const reference = /^(?:see )?\{([^{}]+)\}\.?$/i.exec(sense.replace(/^\d+\.\s*/, '').trim());
    if (reference?.[1]) {
      const target = hops < 2 ? foldocDefinition(foldoc, reference[1], fragment, hops + 1) : undefined;
      if (target) return target;
      continue;
    }
    if (text.length < 20 || (wanted && !text.toLowerCase().includes(wanted))) continue;
    return leadingSentences(text, MAX_DEFINITION_LENGTH);
  }
  return undefined;
}
