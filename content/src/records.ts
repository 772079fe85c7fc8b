// One record per term, as editors write it in subjects/<slug>.yaml, and how a record becomes the text served.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { MEDICINE_SUBJECT } from './subjects.ts';

export const CONTENT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SOURCES = ['wordnet', 'foldoc', 'termtap'] as const;
export type Source = (typeof SOURCES)[number];

/** The short line a describe answer carries, and the panel shows in small type. */
export const ATTRIBUTION: Record<Source, string> = {
  wordnet: 'Definition: WordNet 3.1',
  foldoc: 'Definition: FOLDOC (GFDL)',
  termtap: 'Written by TermTap',
};

export const STUDY_ONLY = 'For study only — not medical advice.';

export interface TermRecord {
  /** The display term, spelled as NCERT spells it (haemoglobin, sulphur, rifampicin). */
  term: string;
  /** One or two sentences, at most ~35 words, in the subject's sense. */
  definition: string;
  /** One concrete case: a reaction, a value, a use. */
  example?: string;
  /** The neighbour students mix it up with, and the difference. */
  notConfusedWith?: string;
  /** Other names shown to students ("Also called"): true synonyms, abbreviations, other spellings. */
  alsoCalled?: string[];
  /** Never shown, but search finds the term by them: plurals, adjectives, misspellings, related words. */
  searchKeys?: string[];
  /** The plural, where it is worth teaching (loci, nuclei, fungi): a "Plural:" line. Search finds it too. */
  plural?: string;
  /** Related entries of the same subject, by their term: a "See also:" line (never an other name). */
  seeAlso?: string[];
  source: Source;
  /** For source `wordnet`: the pinned synset, "<offset>-<pos>" (e.g. "14623348-n"). */
  synset?: string;
  /** For source `foldoc`: the FOLDOC headword the text comes from. */
  foldoc?: string;
  /** A Wikipedia article for the exact sense, or a Wikipedia search (term + subject). */
  link: string;
  /** Medicine names only: the drug class, the main use and one key caution (all required there). */
  drugClass?: string;
  use?: string;
  caution?: string;
  /** Medicine names only: when and why it was withdrawn, where it was. */
  withdrawn?: string;
  /** The Hindi name, and for core terms the Hindi definition (src/hindi.ts holds their rules). */
  hindi?: HindiRecord;
}

/** What a record carries for a student who chose Hindi. */
export interface HindiRecord {
  /**
   * The standard Hindi term (CSTT / NCERT Hindi-medium usage: atom → परमाणु), or the English word in Devanagari
   * where Hindi uses it (प्रोटीन, विटामिन; medicine names are transliterated).
   */
  term: string;
  /** Core terms: the definition for a Hindi-medium Class 11–12 student, the English term in brackets where needed. */
  definition?: string;
  /** Never shown: other Hindi spellings, and the Hindi name in Latin letters where students type it ("parmanu"). */
  searchKeys?: string[];
}

export interface SubjectSource {
  subject: string;
  terms: TermRecord[];
}

export function subjectFile(slug: string, root = CONTENT_ROOT): string {
  return path.join(root, 'subjects', `${slug}.yaml`);
}

export function coreFile(slug: string, root = CONTENT_ROOT): string {
  return path.join(root, 'core', `${slug}.txt`);
}

/** Reads a subject's YAML source. Shape errors are reported by the rules, so this only parses. */
export function readSubject(slug: string, root = CONTENT_ROOT): SubjectSource {
  const raw: unknown = parse(readFileSync(subjectFile(slug, root), 'utf8'));
  const record = (raw ?? {}) as Partial<SubjectSource>;
  return { subject: String(record.subject ?? ''), terms: Array.isArray(record.terms) ? record.terms : [] };
}

/** The committed core list: one term per line; blank lines and lines starting with # are ignored. */
export function readCore(slug: string, root = CONTENT_ROOT): string[] {
  return readFileSync(coreFile(slug, root), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'));
}

/** The text a describe shows: the definition, then each extra line the record has. */
export function composeSnippet(subject: string, record: TermRecord): string {
  const lines = [record.definition.trim()];
  if (record.example) lines.push(`Example: ${record.example.trim()}`);
  if (record.notConfusedWith) lines.push(`Not to be confused with: ${record.notConfusedWith.trim()}`);
  if (record.alsoCalled && record.alsoCalled.length > 0)
    lines.push(`Also called: ${record.alsoCalled.join(', ')}.`);
  if (record.plural) lines.push(`Plural: ${record.plural.trim()}.`);
  if (record.seeAlso && record.seeAlso.length > 0) lines.push(`See also: ${record.seeAlso.join(', ')}.`);
  if (subject === MEDICINE_SUBJECT) {
    if (record.caution) lines.push(`Caution: ${record.caution.trim()}`);
    if (record.withdrawn) lines.push(`Withdrawn: ${record.withdrawn.trim()}`);
    lines.push(STUDY_ONLY);
  }
  return lines.join('\n');
}

/** Every name search should find the term by: the shown other names, the plural and the hidden search keys. */
export function searchNames(record: TermRecord): string[] {
  const names = [
    ...(record.alsoCalled ?? []),
    ...(record.plural ? [record.plural] : []),
    ...(record.searchKeys ?? []),
  ];
  return [...new Set(names)];
}
