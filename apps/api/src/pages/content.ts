import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { components } from '@termtap/api-client/schema';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { contentMeta, type HindiEntry, terms } from '../db/schema/core.ts';
import { SUBJECTS } from '../http/openapi.ts';

/**
 * Content data files (written by the content workspace's build, `npm run content`): `manifest.json`
 * `{ version, subjects: { <slug>: <count> }, attributions: { <source>: <line> } }` and one `<slug>.json`
 * `{ subject, terms: [{ term, snippet, link, source, alsoCalled?, parts?, hindi? }] }` per subject. They are loaded into the
 * database at start when the manifest's version differs from the stored one.
 */
export const CONTENT_SOURCES = ['wordnet', 'foldoc', 'termtap'] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];

/** The short line a describe answer carries, by source ("Definition: WordNet 3.1"), as the content data says. */
export type Attributions = Record<ContentSource, string>;

export function isContentSource(source: unknown): source is ContentSource {
  return CONTENT_SOURCES.includes(source as ContentSource);
}

export type DescribeParts = components['schemas']['DescribeParts'];

export interface ContentTerm {
  term: string;
  snippet: string;
  link: string | null;
  source: ContentSource;
  alsoCalled: string[];
  /** The snippet's labelled parts; null when the data file has none (older content builds). */
  parts: DescribeParts | null;
  /** The Hindi name, search keys and core definition (served with lang=hi); null when the entry has none. */
  hindi: HindiEntry | null;
}

const TEXT_PARTS = [
  'definition',
  'example',
  'notConfusedWith',
  'plural',
  'use',
  'caution',
  'withdrawn',
] as const;
const LIST_PARTS = ['alsoCalled', 'seeAlso'] as const;

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** A parts object as the content build writes it: a definition, and only the known optional parts. */
export function isDescribeParts(value: unknown): value is DescribeParts {
  if (!isRecord(value) || typeof value.definition !== 'string' || value.definition.trim() === '')
    return false;
  return Object.entries(value).every(([key, part]) =>
    (TEXT_PARTS as readonly string[]).includes(key)
      ? typeof part === 'string'
      : (LIST_PARTS as readonly string[]).includes(key) && isStringList(part),
  );
}

/** `{ term, definition?, searchKeys? }` as the content build writes it (content/src/build.ts). */
export function isHindiEntry(value: unknown): value is HindiEntry {
  if (!isRecord(value) || typeof value.term !== 'string' || value.term.trim() === '') return false;
  const { definition, searchKeys } = value;
  return (
    (definition === undefined || typeof definition === 'string') &&
    (searchKeys === undefined || isStringList(searchKeys)) &&
    Object.keys(value).every((key) => key === 'term' || key === 'definition' || key === 'searchKeys')
  );
}

interface Manifest {
  version: string;
  subjects: string[];
  attributions: Attributions;
}

const VERSION_KEY = 'content_version';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isContentTerm(entry: unknown): entry is Omit<ContentTerm, 'alsoCalled' | 'parts' | 'hindi'> & {
  alsoCalled?: string[];
  parts?: DescribeParts;
  hindi?: HindiEntry;
} {
  if (!isRecord(entry)) return false;
  const { term, snippet, link, source, alsoCalled, parts, hindi } = entry;
  return (
    typeof term === 'string' &&
    term.trim().length > 0 &&
    term.length <= 200 &&
    typeof snippet === 'string' &&
    (link === null || (typeof link === 'string' && link.startsWith('https://'))) &&
    isContentSource(source) &&
    (alsoCalled === undefined || isStringList(alsoCalled)) &&
    (parts === undefined || isDescribeParts(parts)) &&
    (hindi === undefined || isHindiEntry(hindi))
  );
}

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8'));
}

async function readManifest(contentDir: string): Promise<Manifest> {
  const raw = await readJson(join(contentDir, 'manifest.json'));
  const { attributions } = isRecord(raw) ? raw : {};
  if (
    !isRecord(raw) ||
    typeof raw.version !== 'string' ||
    !isRecord(raw.subjects) ||
    !isRecord(attributions) ||
    !CONTENT_SOURCES.every(
      (source) => typeof attributions[source] === 'string' && attributions[source] !== '',
    )
  ) {
    throw new Error(
      `${contentDir}/manifest.json must be { "version": "…", "subjects": { "<slug>": <count> }, "attributions": { ${CONTENT_SOURCES.map((source) => `"${source}": "…"`).join(', ')} } }`,
    );
  }
  const subjects = Object.keys(raw.subjects).filter((slug) => SUBJECTS.includes(slug));
  return { version: raw.version, subjects, attributions: attributions as Attributions };
}

/** Reads and checks one subject file; a malformed entry stops the load rather than half-loading a subject. */
export async function readSubjectFile(contentDir: string, subject: string): Promise<ContentTerm[]> {
  const path = join(contentDir, `${subject}.json`);
  const raw = await readJson(path);
  if (!isRecord(raw) || raw.subject !== subject || !Array.isArray(raw.terms)) {
    throw new Error(`${path} must be { "subject": "${subject}", "terms": [...] }`);
  }
  const seen = new Set<string>();
  const result: ContentTerm[] = [];
  for (const [index, entry] of raw.terms.entries()) {
    if (!isContentTerm(entry))
      throw new Error(
        `${path}: terms[${index}] needs a term (≤ 200 chars), a snippet, an https link or null, a source (${CONTENT_SOURCES.join(', ')}), optional alsoCalled names, optional parts with a definition and an optional hindi { term, definition?, searchKeys? }`,
      );
    if (seen.has(entry.term)) continue;
    seen.add(entry.term);
    result.push({
      term: entry.term,
      snippet: entry.snippet,
      link: entry.link,
      source: entry.source,
      alsoCalled: entry.alsoCalled ?? [],
      parts: entry.parts ?? null,
      hindi: entry.hindi ?? null,
    });
  }
  return result;
}

/**
 * Loads the content files into the database when their version is new. Idempotent: terms are upserted by
 * (subject, term); a term that left the data is unlisted but kept, so users' unlocked terms stay valid.
 * Returns whether anything was loaded, and the manifest's attribution lines (read every time).
 */
export async function loadContent(
  db: Database,
  contentDir: string,
): Promise<{ isLoaded: boolean; attributions: Attributions }> {
  const manifest = await readManifest(contentDir);
  const { attributions } = manifest;
  const [stored] = await db.select().from(contentMeta).where(eq(contentMeta.key, VERSION_KEY)).limit(1);
  if (stored?.value === manifest.version) return { isLoaded: false, attributions };
  const bySubject = new Map<string, ContentTerm[]>();
  for (const subject of manifest.subjects) bySubject.set(subject, await readSubjectFile(contentDir, subject));

  await db.transaction(async (tx) => {
    for (const [subject, entries] of bySubject) {
      for (let start = 0; start < entries.length; start += 500) {
        const batch = entries.slice(start, start + 500);
        await tx
          .insert(terms)
          .values(batch.map((entry) => ({ subject, ...entry, listed: true })))
          .onConflictDoUpdate({
            target: [terms.subject, terms.term],
            set: {
              snippet: sql`excluded.snippet`,
              link: sql`excluded.link`,
              source: sql`excluded.source`,
              alsoCalled: sql`excluded.also_called`,
              parts: sql`excluded.parts`,
              hindi: sql`excluded.hindi`,
              listed: true,
              updatedAt: sql`now()`,
            },
          });
      }
      const names = entries.map((entry) => entry.term);
      const gone =
        names.length > 0
          ? and(eq(terms.subject, subject), notInArray(terms.term, names))
          : eq(terms.subject, subject);
      await tx
        .update(terms)
        .set({ listed: false, updatedAt: sql`now()` })
        .where(and(gone, eq(terms.listed, true)));
    }
    const absent = manifest.subjects.length > 0 ? notInArray(terms.subject, manifest.subjects) : undefined;
    await tx
      .update(terms)
      .set({ listed: false })
      .where(and(absent, eq(terms.listed, true)));
    await tx
      .insert(contentMeta)
      .values({ key: VERSION_KEY, value: manifest.version })
      .onConflictDoUpdate({ target: contentMeta.key, set: { value: manifest.version } });
  });
  return { isLoaded: true, attributions };
}
