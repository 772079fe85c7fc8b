// Reads FOLDOC (the Free On-line Dictionary of Computing) from the Debian package dict-foldoc (dictd format: a tab-separated .index and a gzip .dict.dz).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

export const FOLDOC_DIR = '/usr/share/dictd';
export const FOLDOC_INSTALL_HINT =
  'FOLDOC is missing: install the Debian package with `sudo apt-get install -y dict-foldoc` ' +
  '(it provides /usr/share/dictd/foldoc.index and foldoc.dict.dz), then run the content check again.';

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

/** An entry's body as plain text (markup, links and references removed), for checking quoted definitions. */
export function foldocPlainText(foldoc: Foldoc, headword: string): string | undefined {
  const entries = foldoc.entries.get(headword.toLowerCase());
  if (!entries) return undefined;
  return entries
    .map((entry) => {
      const lines = entry.split('\n');
      const bodyStart = lines.findIndex((line) => line.startsWith('   '));
      return stripMarkup(lines.slice(Math.max(bodyStart, 0)).join(' '));
    })
    .join(' ');
}
