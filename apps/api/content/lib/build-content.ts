// Builds every subject's data file and the manifest into a folder.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SUBJECTS } from '../subjects/index.ts';
import { loadFoldoc } from './foldoc.ts';
import { buildSubject, Lexicon, type TermEntry } from './select.ts';
import { loadWordNet } from './wordnet.ts';

export interface BuildOptions {
  outDir: string;
  /** Build only these subjects (the manifest then covers only them). Default: all ten. */
  slugs?: string[];
  foldocDir?: string;
}

export interface BuildResult {
  version: string;
  counts: Record<string, number>;
  bytes: number;
}

/** One term per line keeps the files small and their diffs readable. */
export function serializeSubject(slug: string, terms: TermEntry[]): string {
  const lines = terms.map((entry) =>
    JSON.stringify({ term: entry.term, snippet: entry.snippet, link: entry.link }),
  );
  return `{\n  "subject": ${JSON.stringify(slug)},\n  "terms": [\n    ${lines.join(',\n    ')}\n  ]\n}\n`;
}

export function manifestVersion(files: Buffer[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file);
  return hash.digest('hex');
}

export function buildContent({ outDir, slugs, foldocDir }: BuildOptions): BuildResult {
  const selected = SUBJECTS.filter((subject) => slugs === undefined || slugs.includes(subject.slug)).sort(
    (a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0),
  );
  if (slugs && selected.length !== slugs.length) throw new Error(`Unknown subject in ${slugs.join(', ')}`);
  const foldoc = loadFoldoc(foldocDir);
  const lexicon = new Lexicon({ wordnet: loadWordNet(), foldoc });
  mkdirSync(outDir, { recursive: true });
  const files: Buffer[] = [];
  const counts: Record<string, number> = {};
  for (const subject of selected) {
    const terms = buildSubject(lexicon, subject);
    const file = Buffer.from(serializeSubject(subject.slug, terms), 'utf8');
    writeFileSync(path.join(outDir, `${subject.slug}.json`), file);
    files.push(file);
    counts[subject.slug] = terms.length;
  }
  const version = manifestVersion(files);
  writeFileSync(
    path.join(outDir, 'manifest.json'),
    `${JSON.stringify({ version, subjects: counts }, null, 2)}\n`,
  );
  return { version, counts, bytes: files.reduce((total, file) => total + file.length, 0) };
}
