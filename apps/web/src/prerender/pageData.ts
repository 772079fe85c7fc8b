// The data a prerendered subject page carries for its first client render: the term list exactly as
// GET /api/pages/{subject} answers it. The terms are sent once, as the page's rows (each row's first element
// holds its term, as TermRow renders it for a visitor); a JSON block (`type="application/json"` is data, never
// run, so the CSP's script-src does not apply to it) adds what the rows do not show, each term's other names,
// in the rows' order. Sent twice, the terms put every subject page past TCP's first round trip (decision 0014).
import type { Subject, TermEntry } from '@termtap/api-client';

export const PAGE_DATA_ID = 'termtap-page-data';

export interface PageData {
  subject: Subject;
  terms: TermEntry[];
}

/** The element holding each term of a prerendered list, in order. */
const ROW_TERM = '[data-prerendered] > li > :first-child';

/**
 * The page's list, or null on a page without one (the SPA shell, a page that is not a subject) and on a page
 * whose rows do not match its block: the app then asks the API for the list instead of guessing.
 */
export function readPageData(document: Document): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  const data = JSON.parse(text) as { subject?: unknown; alsoCalled?: unknown };
  if (typeof data.subject !== 'string' || !Array.isArray(data.alsoCalled)) return null;
  const aliases: unknown[] = data.alsoCalled;
  const terms = [...document.querySelectorAll(ROW_TERM)].map((element) => element.textContent ?? '');
  if (terms.length !== aliases.length) return null;
  return {
    subject: data.subject as Subject,
    // As the API client's readAliases reads them; not imported, as the build's config loads this file in plain
    // Node, where only the client's types (erased) can come from its TypeScript sources.
    terms: terms.map((term, index) => {
      const alsoCalled = aliases[index];
      return {
        term,
        alsoCalled: Array.isArray(alsoCalled)
          ? alsoCalled.filter((alias): alias is string => typeof alias === 'string')
          : [],
      };
    }),
  };
}

/** `<script type="application/json">` holding the data; `<` is escaped so no text can close the element. */
export function pageDataScript(data: PageData): string {
  const block = { subject: data.subject, alsoCalled: data.terms.map((entry) => entry.alsoCalled) };
  const json = JSON.stringify(block).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/**
 * The terms of the prerendered list's rows in markup, read as `readPageData` reads them in the browser: the
 * build checks them against the list it rendered, so a change to the rows' markup cannot quietly break that.
 */
export function rowTermsOf(markup: string): string[] {
  const list = /<ul\b[^>]*\bdata-prerendered\b[^>]*>([\s\S]*?)<\/ul>/.exec(markup)?.[1] ?? '';
  return [...list.matchAll(/<li\b[^>]*><([a-z]+)\b[^>]*>([^<]*)<\/\1>/g)].map(([, , text = '']) =>
    text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity, name: string) => entities[name] ?? entity),
  );
}
