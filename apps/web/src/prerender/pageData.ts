// The data a prerendered subject page carries for its first client render: the term list exactly as
// GET /api/pages/{subject} answers it (with ?lang=hi on a Hindi page), in a JSON block
// (`type="application/json"` is data, never run, so the CSP's script-src does not apply to it).
import type { Subject, TermEntry } from '@termtap/api-client';
import type { Language } from '@termtap/ui/language';

export const PAGE_DATA_ID = 'termtap-page-data';

export interface PageData {
  subject: Subject;
  /** In a Hindi page as GET /api/pages/{subject}?lang=hi gives it: each term with its `hindi`. */
  terms: TermEntry[];
  /** The list's language: a Hindi page's (decision 0024); absent in English. */
  language?: Language;
}

/** The page's list, or null on a page without one (the SPA shell, a page that is not a subject). */
export function readPageData(document: Document): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  const data = JSON.parse(text) as Partial<PageData>;
  if (typeof data.subject !== 'string' || !Array.isArray(data.terms)) return null;
  // A list in a language this app does not know is not used (the app asks the API instead).
  return data.language === undefined || data.language === 'hi' ? (data as PageData) : null;
}

/** `<script type="application/json">` holding the data; `<` is escaped so no text can close the element. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
