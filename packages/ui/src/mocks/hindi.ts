// The Hindi side of the mock API (openapi.yaml Lang, Hindi, PUT /me/language): each term's Hindi from the real
// content build (content/data/<subject>.json), added as the API adds it when a call asks for lang=hi, and the
// language each story account chose.
import type { Hindi, Language, Subject } from '@termtap/api-client';

interface DataTerm {
  term: string;
  hindi?: { term: string; definition?: string; searchKeys?: string[] };
}

const dataFiles = import.meta.glob<{ terms: DataTerm[] }>('../../../../content/data/*.json', {
  import: 'default',
});

const hindiBySubject = new Map<string, Promise<Map<string, NonNullable<DataTerm['hindi']>>>>();

/** The subject's Hindi by English term, loaded on first use (empty for a subject without data). */
function hindiOfSubject(subject: string) {
  let loading = hindiBySubject.get(subject);
  if (!loading) {
    const load = dataFiles[`../../../../content/data/${subject}.json`];
    loading = (load ? load() : Promise.resolve({ terms: [] })).then(
      ({ terms }) =>
        new Map(terms.flatMap((entry) => (entry.hindi ? [[entry.term, entry.hindi] as const] : []))),
    );
    hindiBySubject.set(subject, loading);
  }
  return loading;
}

/** Which Hindi fields an answer carries: lists the name and keys, describes and cards the name and definition. */
export type HindiShape = 'list' | 'name' | 'described';

/** The term's `hindi` as the API sends it in an answer of that shape; undefined for a term without one. */
export async function hindiOf(subject: string, term: string, shape: HindiShape): Promise<Hindi | undefined> {
  const hindi = (await hindiOfSubject(subject)).get(term);
  if (!hindi) return undefined;
  if (shape === 'list')
    return hindi.searchKeys?.length
      ? { term: hindi.term, searchKeys: hindi.searchKeys }
      : { term: hindi.term };
  if (shape === 'described' && hindi.definition) return { term: hindi.term, definition: hindi.definition };
  return { term: hindi.term };
}

/** Adds `hindi` to each item when the call asked for lang=hi (items unchanged otherwise). */
export async function withHindi<T extends { term: string }>(
  language: Language,
  subjectOf: (item: T) => Subject | string,
  items: readonly T[],
  shape: HindiShape,
): Promise<T[]> {
  if (language !== 'hi') return [...items];
  return Promise.all(
    items.map(async (item) => {
      const hindi = await hindiOf(subjectOf(item), item.term, shape);
      return hindi ? { ...item, hindi } : item;
    }),
  );
}

/** The API's answer to any other lang: 400 with the validator's text (apps/api/src/http/errors.ts). */
export const BAD_LANG = { message: 'lang: must be one of en, hi.' } as const;

/** The call's language from its query: `en` without lang, null for a value the API refuses. */
export function languageOf(query: { get(name: 'lang'): string | null }): Language | null {
  const lang: string | null = query.get('lang');
  if (lang === null || lang === 'en') return 'en';
  return lang === 'hi' ? 'hi' : null;
}

/** The language each story account chose (PUT /me/language), by token; reset before every story. */
const languageByToken = new Map<string, Language>();

export function resetLanguageMockState(): void {
  languageByToken.clear();
}

export function chosenLanguage(token: string | null): Language | null {
  return (token && languageByToken.get(token)) || null;
}

export function chooseLanguage(token: string, language: Language): void {
  languageByToken.set(token, language);
}
