import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { terms } from '../db/schema/core.ts';

export interface CatalogTerm {
  id: number;
  snippet: string;
  link: string | null;
}

/** The answer to GET /pages/{subject}, serialised and compressed once. */
export interface TermList {
  json: string;
  br: Buffer;
  gzip: Buffer;
  /** Weak: the three encodings are the same list. */
  etag: string;
}

interface SubjectEntry {
  list: TermList;
  byName: Map<string, CatalogTerm>;
}

function termList(json: string): TermList {
  return {
    json,
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(json, { level: 9 }),
    etag: `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  };
}

const EMPTY_LIST = termList('[]');

/**
 * The listed terms, held in memory: content changes only when the content data is loaded at start, so term
 * lists and lookups never need the database per request.
 */
export class TermCatalog {
  private constructor(private readonly subjects: Map<string, SubjectEntry>) {}

  static empty(): TermCatalog {
    return new TermCatalog(new Map());
  }

  static async load(db: Database): Promise<TermCatalog> {
    const rows = await db
      .select({
        id: terms.id,
        subject: terms.subject,
        term: terms.term,
        snippet: terms.snippet,
        link: terms.link,
      })
      .from(terms)
      .where(eq(terms.listed, true));
    const grouped = new Map<string, typeof rows>();
    for (const row of rows) {
      const list = grouped.get(row.subject) ?? [];
      list.push(row);
      grouped.set(row.subject, list);
    }
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const subjects = new Map<string, SubjectEntry>();
    for (const [subject, list] of grouped) {
      list.sort((a, b) => collator.compare(a.term, b.term) || a.term.localeCompare(b.term));
      const byName = new Map(
        list.map((row) => [row.term, { id: row.id, snippet: row.snippet, link: row.link }]),
      );
      subjects.set(subject, {
        list: termList(JSON.stringify(list.map((row) => ({ term: row.term })))),
        byName,
      });
    }
    return new TermCatalog(subjects);
  }

  /** The subject's term list (empty when the subject has no content yet). */
  list(subject: string): TermList {
    return this.subjects.get(subject)?.list ?? EMPTY_LIST;
  }

  find(subject: string, term: string): CatalogTerm | null {
    return this.subjects.get(subject)?.byName.get(term) ?? null;
  }
}
