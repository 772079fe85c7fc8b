// Turns the reviewed sources into the data the API loads: one <slug>.json per subject and manifest.json.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ATTRIBUTION,
  CONTENT_ROOT,
  composeSnippet,
  type HindiRecord,
  readSubject,
  type SubjectSource,
  searchNames,
  type TermRecord,
} from './records.ts';
import { MEDICINE_SUBJECT, SUBJECTS } from './subjects.ts';
import { compareTerms } from './text.ts';

export const DATA_DIR = path.join(CONTENT_ROOT, 'data');

/** One served entry: what GET /pages/{subject} lists and POST /pages/describe answers. */
export interface DataTerm {
  term: string;
  snippet: string;
  link: string;
  source: keyof typeof ATTRIBUTION;
  /**
   * Every name search finds the term by (the shown other names, the plural and the hidden search keys). The
   * API loads this into its search names as it always has; what a student is shown comes from `parts`.
   */
  alsoCalled?: string[];
  /** The describe text's parts, each as the snippet shows it, for clients that lay them out as labelled lines. */
  parts: DescribeParts;
  /**
   * The Hindi name, its search keys and, for core terms, the Hindi definition, for a student who chose Hindi.
   * Kept apart from `alsoCalled`, which every subject list carries, so English lists do not grow.
   */
  hindi?: { term: string; definition?: string; searchKeys?: string[] };
}

export interface DescribeParts {
  definition: string;
  example?: string;
  notConfusedWith?: string;
  alsoCalled?: string[];
  plural?: string;
  seeAlso?: string[];
  use?: string;
  caution?: string;
  withdrawn?: string;
}

function describeParts(subject: string, record: TermRecord): DescribeParts {
  const parts: DescribeParts = { definition: record.definition.trim() };
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const list = (value: string[] | undefined) => (value && value.length > 0 ? value : undefined);
  const optional = {
    example: text(record.example),
    notConfusedWith: text(record.notConfusedWith),
    alsoCalled: list(record.alsoCalled),
    plural: text(record.plural),
    seeAlso: list(record.seeAlso),
    ...(subject === MEDICINE_SUBJECT
      ? { use: text(record.use), caution: text(record.caution), withdrawn: text(record.withdrawn) }
      : {}),
  };
  for (const [key, value] of Object.entries(optional))
    if (value !== undefined) (parts as unknown as Record<string, unknown>)[key] = value;
  return parts;
}

function hindiEntry(hindi: HindiRecord): NonNullable<DataTerm['hindi']> {
  const definition = hindi.definition?.trim();
  const searchKeys = hindi.searchKeys?.filter((key) => key.trim());
  return {
    term: hindi.term.trim(),
    ...(definition ? { definition } : {}),
    ...(searchKeys && searchKeys.length > 0 ? { searchKeys } : {}),
  };
}

export function dataTerms(source: SubjectSource): DataTerm[] {
  return [...source.terms]
    .sort((a, b) => compareTerms(a.term, b.term))
    .map((record) => ({
      term: record.term,
      snippet: composeSnippet(source.subject, record),
      link: record.link,
      source: record.source,
      ...(searchNames(record).length > 0 ? { alsoCalled: searchNames(record) } : {}),
      parts: describeParts(source.subject, record),
      ...(record.hindi?.term ? { hindi: hindiEntry(record.hindi) } : {}),
    }));
}

/** One term per line keeps the files small and their diffs readable. */
export function serializeSubject(slug: string, terms: DataTerm[]): string {
  const lines = terms.map((entry) => JSON.stringify(entry));
  return `{\n  "subject": ${JSON.stringify(slug)},\n  "terms": [\n    ${lines.join(',\n    ')}\n  ]\n}\n`;
}

/** The landing page's live sample describes: one well-known term from each of three subjects. */
export const SHOWCASE_TERMS = [
  { subject: 'chemistry', term: 'osmosis' },
  { subject: 'computer-science', term: 'algorithm' },
  { subject: 'psychology', term: 'cognitive dissonance' },
] as const;

/** showcase.json: the sample describes exactly as the API serves them, and the term count per subject. */
export interface Showcase {
  samples: {
    subject: string;
    term: string;
    snippet: string;
    parts: DescribeParts;
    link: string;
    attribution: string;
    /** What a describe with `lang=hi` adds: the Hindi name, and the Hindi definition where one is written. */
    hindi?: { term: string; definition?: string };
  }[];
  counts: Record<string, number>;
}

export function buildShowcase(
  termsBySubject: Map<string, DataTerm[]>,
  counts: Record<string, number>,
): Showcase {
  const samples = SHOWCASE_TERMS.map(({ subject, term }) => {
    const entry = termsBySubject.get(subject)?.find((candidate) => candidate.term === term);
    if (!entry) throw new Error(`showcase: ${subject} has no term "${term}"`);
    return {
      subject,
      term,
      snippet: entry.snippet,
      parts: entry.parts,
      link: entry.link,
      attribution: ATTRIBUTION[entry.source],
      ...(entry.hindi && {
        hindi: entry.hindi.definition
          ? { term: entry.hindi.term, definition: entry.hindi.definition }
          : { term: entry.hindi.term },
      }),
    };
  });
  return { samples, counts };
}

export interface BuildResult {
  version: string;
  counts: Record<string, number>;
  files: Map<string, Buffer>;
}

/** Builds every subject in memory: deterministic, so two builds give the same bytes. */
export function buildContent(root = CONTENT_ROOT): BuildResult {
  const files = new Map<string, Buffer>();
  const counts: Record<string, number> = {};
  const hash = createHash('sha256');
  const termsBySubject = new Map<string, DataTerm[]>();
  for (const { slug } of SUBJECTS) {
    const terms = dataTerms(readSubject(slug, root));
    termsBySubject.set(slug, terms);
    const file = Buffer.from(serializeSubject(slug, terms), 'utf8');
    files.set(`${slug}.json`, file);
    hash.update(file);
    counts[slug] = terms.length;
  }
  const version = hash.digest('hex');
  // The attribution lines travel with the data: the API serves them and the web app's Sources page explains
  // them, both from here (not part of the version: they are not loaded into the database).
  const manifest = { version, subjects: counts, attributions: ATTRIBUTION };
  files.set('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  // Not part of the version: the API does not load it; the web app's landing page imports it at build time.
  const showcase = buildShowcase(termsBySubject, counts);
  files.set('showcase.json', Buffer.from(`${JSON.stringify(showcase, null, 2)}\n`));
  return { version, counts, files };
}

export function writeContent(result: BuildResult, outDir = DATA_DIR): void {
  mkdirSync(outDir, { recursive: true });
  for (const [name, file] of result.files) writeFileSync(path.join(outDir, name), file);
}
