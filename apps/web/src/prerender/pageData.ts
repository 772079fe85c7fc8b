// The data a prerendered subject page carries for its first client render: the term list exactly as
// GET /api/pages/{subject} answers it, in a JSON block (`type="application/json"` is data, never run, so the
// CSP's script-src does not apply to it).
import type { Subject, TermEntry } from '@termtap/api-client';

export const PAGE_DATA_ID = 'termtap-page-data';

export interface PageData {
  subject: Subject;
  terms: TermEntry[];
}

/** The page's list, or null on a page without one (the SPA shell, a page that is not a subject). */
export function readPageData(document: Document): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  const data = JSON.parse(text) as Partial<PageData>;
  return typeof data.subject === 'string' && Array.isArray(data.terms) ? (data as PageData) : null;
}

/** `<script type="application/json">` holding the data; `<` is escaped so no text can close the element. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
