// The Hindi side of the answers (openapi.yaml Lang, Hindi, Language): what a call asked for with lang=hi adds.
import type { components } from './generated/schema.ts';

export { languageValues } from './generated/schema.ts';

import { isRecord, readString } from './result.ts';

export type Language = components['schemas']['Language'];
export type Hindi = components['schemas']['Hindi'];

/** Asks in Hindi: only `hi` is sent, so an English call's URL (and its cached answer) is the one it always was. */
export interface LangOption {
  lang?: Language;
}

/** The `lang` query parameter for a call: `{ lang: 'hi' }`, or nothing for English. */
export function langQuery(lang: Language | undefined): { lang?: Language } {
  return lang === 'hi' ? { lang } : {};
}

export function readLanguage(value: unknown): Language | null {
  return value === 'en' || value === 'hi' ? value : null;
}

/** An answer's `hindi`: the name, and the definition or search keys when sent; undefined without a name. */
export function readHindi(value: unknown): Hindi | undefined {
  if (!isRecord(value)) return undefined;
  const term = readString(value.term);
  if (term === null || term.trim() === '') return undefined;
  const definition = readString(value.definition);
  const searchKeys = Array.isArray(value.searchKeys)
    ? value.searchKeys.filter((key): key is string => typeof key === 'string')
    : undefined;
  return {
    term,
    ...(definition !== null ? { definition } : {}),
    ...(searchKeys !== undefined ? { searchKeys } : {}),
  };
}
