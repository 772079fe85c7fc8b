import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { terms } from '../db/schema/core.ts';

export interface CatalogTerm {
  id: number;
  snippet: string;
  link: string | null;
}

interface SubjectEntry {
  /** The answer to GET /pages/{subject}, serialised once. */
  listJson: string;
  etag: string;
  byName: Map<string, CatalogTerm>;
}

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
      const listJson = JSON.stringify(list.map((row) => ({ term: row.term })));
      const etag = `"${createHash('sha256').update(listJson).digest('base64url').slice(0, 27)}"`;
      const byName = new Map(
        list.map((row) => [row.term, { id: row.id, snippet: row.snippet, link: row.link }]),
      );
      subjects.set(subject, { listJson, etag, byName });
    }
    return new TermCatalog(subjects);
  }

  /** The subject's term list (empty when the subject has no content yet). */
  list(subject: string): { json: string; etag: string } {
    const entry = this.subjects.get(subject);
    return entry ? { json: entry.listJson, etag: entry.etag } : { json: '[]', etag: '"empty"' };
  }

  find(subject: string, term: string): CatalogTerm | null {
    return this.subjects.get(subject)?.byName.get(term) ?? null;
  }
}
