import type { Subject } from '@termtap/api-client';
import type { MessageId } from '../../i18n/generated/en.ts';
import type { Translate } from '../../i18n/I18nProvider.tsx';

/**
 * A subject's name as it sits inside a sentence: "chemistry" in "Search chemistry terms", "रसायन विज्ञान" in
 * "रसायन विज्ञान में खोजें" (Hindi's form takes "में" and "की": "चिकित्सा शब्दों", "दवाओं के नामों").
 */
export const subjectInSentenceText = (t: Translate, slug: Subject): string =>
  t(`subject.inSentence.${slug}` as MessageId);
