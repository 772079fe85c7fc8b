// The term data for other backends: per subject, the list `GET /pages/{subject}` serves and, for each term, the
// part of the describe answer that is the same for everyone, with where each text comes from and its licence.

import type { DataTerm } from './build.ts';
import { ATTRIBUTION } from './records.ts';

export type ExportSource = DataTerm['source'];

/** The licence of each source's text, in a line; LICENSES.md (copied beside the export) has the full texts. */
export const sourceLicences: Record<ExportSource, { licence: string; url: string }> = {
  wordnet: {
    licence: 'WordNet 3.1 License (Princeton University): use, copy, modify and distribute with its notice',
    url: 'https://wordnet.princeton.edu/',
  },
  foldoc: {
    licence: 'GNU Free Documentation License 1.1 or later (FOLDOC, Denis Howe)',
    url: 'https://foldoc.org/',
  },
  termtap: {
    licence: '© TermTap: written by TermTap editors; may be quoted for study',
    url: 'https://termtap.in/sources',
  },
};

export interface ExportedTerm {
  /** As `GET /pages/{subject}` lists it: `alsoCalled` only when there are other names. */
  term: string;
  alsoCalled?: string[];
  /** As `POST /pages/describe` answers it, without the user's `remainingClicks` and `paid`. */
  description: {
    snippet: string;
    link: string | null;
    source: ExportSource;
    attribution: string;
    parts?: unknown;
  };
}

export interface ExportedSubject {
  subject: string;
  /** The content version the API reports for this data (content/data/manifest.json). */
  contentVersion: string;
  /** Each source the subject's texts come from, with its credit line, licence and number of terms. */
  sources: Partial<
    Record<ExportSource, { attribution: string; licence: string; url: string; terms: number }>
  >;
  terms: ExportedTerm[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSource(value: unknown): value is ExportSource {
  return typeof value === 'string' && Object.hasOwn(ATTRIBUTION, value);
}

type ReadTerm = Omit<DataTerm, 'link' | 'parts'> & { link: string | null; parts?: unknown };

function readTerm(value: unknown, subject: string): ReadTerm {
  if (
    !isRecord(value) ||
    typeof value.term !== 'string' ||
    typeof value.snippet !== 'string' ||
    !(value.link === null || typeof value.link === 'string') ||
    !isSource(value.source)
  ) {
    throw new Error(`content/data/${subject}.json has an entry that is not a term: ${JSON.stringify(value)}`);
  }
  const alsoCalled = Array.isArray(value.alsoCalled) ? value.alsoCalled.map(String) : [];
  return {
    term: value.term,
    snippet: value.snippet,
    link: value.link,
    source: value.source,
    alsoCalled,
    ...(isRecord(value.parts) ? { parts: value.parts } : {}),
  };
}

/** One subject's export from its content data file and the manifest (both as parsed JSON). */
export function exportSubject(data: unknown, manifest: unknown): ExportedSubject {
  if (!isRecord(data) || typeof data.subject !== 'string' || !Array.isArray(data.terms)) {
    throw new Error('A content data file must hold { subject, terms: [...] }.');
  }
  if (!isRecord(manifest) || typeof manifest.version !== 'string' || !isRecord(manifest.attributions)) {
    throw new Error('content/data/manifest.json must hold { version, attributions }.');
  }
  const { subject } = data;
  const attributions = manifest.attributions;
  const terms = data.terms.map((entry) => readTerm(entry, subject));
  const sources: ExportedSubject['sources'] = {};
  for (const { source } of terms) {
    const attribution = attributions[source];
    if (typeof attribution !== 'string') throw new Error(`The manifest has no attribution for "${source}".`);
    const known = sources[source] ?? { attribution, ...sourceLicences[source], terms: 0 };
    known.terms += 1;
    sources[source] = known;
  }
  return {
    subject,
    contentVersion: manifest.version,
    sources,
    terms: terms.map(({ term, alsoCalled = [], snippet, link, source, parts }) => ({
      term,
      ...(alsoCalled.length > 0 ? { alsoCalled } : {}),
      description: {
        snippet,
        link,
        source,
        attribution: String(attributions[source]),
        ...(parts ? { parts } : {}),
      },
    })),
  };
}
