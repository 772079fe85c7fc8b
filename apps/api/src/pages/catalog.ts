import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import {
  createTermIndex,
  type SearchAcross,
  searchAcross,
  type TermEntry,
  type TermIndex,
} from '@termtap/api-client/search';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type HindiEntry, terms } from '../db/schema/core.ts';
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
  /** The Hindi name, search keys and core definition; null when the content has none. */
  hindi: HindiEntry | null;
}

/** The language an answer is in: `hi` adds each term's Hindi under `hindi` (openapi.yaml, Lang). */
export type Language = 'en' | 'hi';

/** A term's `hindi` in a description or review card: the name, and the definition of a core term. */
export function hindiOfTerm(hindi: HindiEntry | null): { term: string; definition?: string } | undefined {
  if (!hindi) return undefined;
  return hindi.definition ? { term: hindi.term, definition: hindi.definition } : { term: hindi.term };
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
  index: TermIndex;
  /**
   * The same in Hindi (lang=hi): the list with each term's Hindi name and search keys, and an index that finds
   * them by those too. Made on first use, so a server nobody asks in Hindi spends nothing on them.
   */
  hindi: () => { list: TermList; index: TermIndex };
}

export type SearchAnswer = SearchAcross;

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

const DEVANAGARI = /[\u0900-\u097F]/u;

/** A search answer's item for an English reader: as the English index gives it. */
function englishOnly({ term, alsoCalled }: TermEntry): TermEntry {
  return { term, alsoCalled };
}

/** The Hindi list (English items, each with its `hindi` name and keys) and its search index. */
function hindiSide(
  rows: readonly { hindi: HindiEntry | null }[],
  items: readonly { term: string; alsoCalled?: string[] }[],
): { list: TermList; index: TermIndex } {
  const hindiItems = items.map((item, at) => {
    const hindi = rows[at]?.hindi;
    if (!hindi) return item;
    const { term, searchKeys } = hindi;
    return { ...item, hindi: searchKeys && searchKeys.length > 0 ? { term, searchKeys } : { term } };
  });
  const entries = hindiItems.map((item) => ({ ...item, alsoCalled: item.alsoCalled ?? [] }));
  return { list: termList(JSON.stringify(hindiItems)), index: createTermIndex(entries) };
}

/** A search answer's item in Hindi: the Hindi name without the search keys (those belong to lists). */
function withoutKeys(entry: TermEntry): TermEntry {
  return entry.hindi ? { ...entry, hindi: { term: entry.hindi.term } } : entry;
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
        hindi: terms.hindi,
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
            hindi: row.hindi,
          };
          return [row.term, term];
        }),
      );
      const entries: TermEntry[] = list.map((row) => ({ term: row.term, alsoCalled: row.alsoCalled }));
      const items = entries.map(({ term, alsoCalled }) =>
        alsoCalled.length > 0 ? { term, alsoCalled } : { term },
      );
      let hindi: ReturnType<SubjectEntry['hindi']> | null = null;
      subjects.set(subject, {
        list: termList(JSON.stringify(items)),
        byName,
        index: createTermIndex(entries),
        hindi: () => {
          hindi ??= hindiSide(list, items);
          return hindi;
        },
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

  /** The subject's term list (empty when the subject has no content yet), in Hindi with `hindi` names. */
  list(subject: string, language: Language = 'en'): TermList {
    const entry = this.subjects.get(subject);
    if (!entry) return EMPTY_LIST;
    return language === 'hi' ? entry.hindi().list : entry.list;
  }

  find(subject: string, term: string): CatalogTerm | null {
    return this.subjects.get(subject)?.byName.get(term) ?? null;
  }

  /**
   * Every subject's matches for a query, grouped by subject (the shared ranking, `searchAcross`): subjects
   * ordered by their best match, at most `limit` terms in all; a query that matches nothing is corrected.
   */
  search(query: string, limit: number, language: Language = 'en'): SearchAnswer {
    // Devanagari can only match Hindi names, so such a query is searched in Hindi whatever the language: an
    // English reader who types one finds the term. The Latin search keys are matched only in Hindi, so English
    // answers stay as they were.
    if (language === 'hi' || DEVANAGARI.test(query)) {
      this.hindiIndexes ??= [...this.subjects].map(([subject, entry]) => ({
        subject,
        index: entry.hindi().index,
      }));
      const answer = searchAcross(this.hindiIndexes, query, limit);
      return {
        ...answer,
        groups: answer.groups.map((group) => ({
          subject: group.subject,
          // An English reader's answer carries no Hindi; a Hindi reader's carries the names, not the keys.
          terms: group.terms.map(language === 'hi' ? withoutKeys : englishOnly),
        })),
      };
    }
    this.indexes ??= [...this.subjects].map(([subject, entry]) => ({ subject, index: entry.index }));
    return searchAcross(this.indexes, query, limit);
  }

  private indexes: { subject: string; index: TermIndex }[] | null = null;
  private hindiIndexes: { subject: string; index: TermIndex }[] | null = null;
}
