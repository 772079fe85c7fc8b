import type { Translate } from '../i18n/I18nProvider.tsx';

/** The terms the search fields offer as examples: each one a real entry; short enough to show whole in a 360 px field. */
export const searchExamples = ['mole', 'enzyme', 'democracy'] as const;

/** "e.g. mole, enzyme, democracy" / "जैसे mole, enzyme, democracy": the examples stay the terms searched for. */
export const searchPlaceholder = (t: Translate): string =>
  t('search.placeholder', { examples: searchExamples.join(', ') });
