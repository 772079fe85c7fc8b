import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import { createTermIndex, type TermEntry, type TermMatch } from '@termtap/api-client/search';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { terms } from '../db/schema/core.ts';
import { type Attributions, type ContentSource, type DescribeParts, isContentSource } from './content.ts';

export interface CatalogTerm {
  id: number;
  snippet: string;
  /** The snippet's labelled parts; null for a row loaded by an older server (the snippet still holds them). */
  parts: DescribeParts | null;
  link: string | null;
  source: ContentSource;
  /** The source's line from the content manifest ("Definition: WordNet 3.1"). */
  attribution: string;
}

/** The answer to GET /pages/{subject}: serialised once at start, compressed once on first use. */
export interface TermList {
  json: string;
  /** The list brotli- or gzip-compressed; worked out off the main thread the first time, then kept. */
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
  /** The encodings made so far (the same buffers, without waiting). */
  ready: { br?: Buffer; gzip?: Buffer };
  /** Weak: the three encodings are the same list. */
  etag: string;
}

interface SubjectEntry {
  list: TermList;
  byName: Map<string, CatalogTerm>;
  /** Ranks the subject's terms against a query (the same ranking the subject screen's filter uses). */
  search: (query: string) => TermMatch[];
}

export interface SearchGroup {
  subject: string;
  terms: TermEntry[];
}

export interface SearchAnswer {
  total: number;
  groups: SearchGroup[];
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/**
 * Compressing every list at the best ratio costs a quarter of a second of CPU, so it is not done at start: each
 * encoding is made on the first request that wants it, in zlib's thread pool (the event loop keeps serving), and
 * kept. `warm()` starts them all in the background once the server is up.
 */
function termList(json: string): TermList {
  const made = new Map<'br' | 'gzip', Promise<Buffer>>();
  const ready: TermList['ready'] = {};
  return {
    json,
    ready,
    encoded(encoding) {
      let buffer = made.get(encoding);
      if (!buffer) {
        buffer =
          encoding === 'br'
            ? brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzip(json, { level: 9 });
        made.set(encoding, buffer);
        void buffer.then((done) => {
          ready[encoding] = done;
        });
      }
      return buffer;
    },
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

  static async load(db: Database, attributions: Attributions): Promise<TermCatalog> {
    const rows = await db
      .select({
        id: terms.id,
        subject: terms.subject,
        term: terms.term,
        snippet: terms.snippet,
        parts: terms.parts,
        link: terms.link,
        source: terms.source,
        alsoCalled: terms.alsoCalled,
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
        list.map((row) => {
          // Rows are loaded from checked content files; a source unknown to this version reads as our own text.
          const source = isContentSource(row.source) ? row.source : 'termtap';
          const term = {
            id: row.id,
            snippet: row.snippet,
            parts: row.parts,
            link: row.link,
            source,
            attribution: attributions[source],
          };
          return [row.term, term];
        }),
      );
      const entries: TermEntry[] = list.map((row) => ({ term: row.term, alsoCalled: row.alsoCalled }));
      const items = entries.map(({ term, alsoCalled }) =>
        alsoCalled.length > 0 ? { term, alsoCalled } : { term },
      );
      subjects.set(subject, {
        list: termList(JSON.stringify(items)),
        byName,
        search: createTermIndex(entries),
      });
    }
    return new TermCatalog(subjects);
  }

  /** Compresses every list in the background, one at a time (see termList). */
  async warm(): Promise<void> {
    for (const { list } of this.subjects.values()) {
      await list.encoded('br');
      await list.encoded('gzip');
    }
  }

  /** The subject's term list (empty when the subject has no content yet). */
  list(subject: string): TermList {
    return this.subjects.get(subject)?.list ?? EMPTY_LIST;
  }

  find(subject: string, term: string): CatalogTerm | null {
    return this.subjects.get(subject)?.byName.get(term) ?? null;
  }

  /**
   * Every subject's matches for a query, grouped by subject; subjects ordered by their best match (then by
   * how many matched), at most `limit` terms in all, the best of each subject first.
   */
  search(query: string, limit: number): SearchAnswer {
    const ranked = [...this.subjects]
      .map(([subject, entry]) => ({ subject, matches: entry.search(query) }))
      .filter((group) => group.matches.length > 0)
      .sort(
        (a, b) =>
          (a.matches[0]?.rank ?? 0) - (b.matches[0]?.rank ?? 0) ||
          b.matches.length - a.matches.length ||
          (a.subject < b.subject ? -1 : 1),
      );
    const total = ranked.reduce((sum, group) => sum + group.matches.length, 0);
    // Share the limit out round-robin, so one subject with many matches does not crowd out the rest.
    const taken = ranked.map(() => 0);
    for (let left = Math.min(limit, total); left > 0; ) {
      ranked.forEach((group, index) => {
        if (left > 0 && (taken[index] ?? 0) < group.matches.length) {
          taken[index] = (taken[index] ?? 0) + 1;
          left -= 1;
        }
      });
    }
    return {
      total,
      groups: ranked.flatMap((group, index) => {
        const terms = group.matches.slice(0, taken[index] ?? 0).map((match) => match.entry);
        return terms.length > 0 ? [{ subject: group.subject, terms }] : [];
      }),
    };
  }
}
