import type { Subject } from '@termtap/api-client';
import type { MessageId } from './generated/en.ts';
import type { Translate } from './I18nProvider.tsx';

/** "Chemistry Terms" / "रसायन विज्ञान शब्दावली": a subject's heading in the interface's language. */
export const subjectHeadingText = (t: Translate, slug: Subject): string =>
  t(`subjects.${slug}.heading` as MessageId);

/** "Electronics & Communication" / "इलेक्ट्रॉनिकी और संचार": a subject's name in menus and lists. */
export const subjectNavText = (t: Translate, slug: Subject): string => t(`subjects.${slug}.nav` as MessageId);

/** "Chemistry" / "रसायन विज्ञान": a subject's name inside a sentence ("Quiz: Chemistry", "Medical terms known"). */
export const subjectNameText = (t: Translate, slug: Subject): string =>
  t(`subjects.${slug}.name` as MessageId);
