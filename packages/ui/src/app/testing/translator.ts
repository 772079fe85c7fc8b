// A `t` for unit tests of modules that build texts (humanErrorText, passwordProblem, planLine): English or
// Hindi without rendering a LanguageProvider.
import { setupI18n } from '@lingui/core';
import { messages as english } from '../../i18n/generated/en.ts';
import { messages as hindi } from '../../i18n/generated/hi.ts';
import type { Translate } from '../../i18n/I18nProvider.tsx';
import type { Language } from '../../i18n/language.ts';

export function translator(language: Language): Translate {
  const i18n = setupI18n({ locale: language, messages: { en: english, hi: hindi } as never });
  return (id, values) => i18n._(id, values);
}
