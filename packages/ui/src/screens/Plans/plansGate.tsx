import { createContext, type ReactNode, useContext } from 'react';
import type { SubjectInfo } from '../../app/subjects.ts';
import type { MessageId } from '../../i18n/generated/en.ts';
import type { Translate } from '../../i18n/I18nProvider.tsx';
import type { Language } from '../../i18n/language.ts';

/**
 * The subject a student was stopped at (the 0-click gate: no free describes left, no plan). The host's
 * SubjectGate provides it around the plans screen, which then says where the student is and why.
 */
const PlansGateContext = createContext<SubjectInfo | null>(null);

export function PlansGate({ subject, children }: { subject: SubjectInfo; children: ReactNode }) {
  return <PlansGateContext.Provider value={subject}>{children}</PlansGateContext.Provider>;
}

export function useGatedSubject(): SubjectInfo | null {
  return useContext(PlansGateContext);
}

/**
 * The subject inside a sentence: "chemistry" in English; in Hindi the form that takes में / के
 * ("दवाओं के नामों में"), as the subject screen's search field writes it.
 */
export function subjectInSentence(t: Translate, language: Language, subject: SubjectInfo): string {
  return language === 'en'
    ? subject.name.toLowerCase()
    : t(`subject.inSentence.${subject.slug}` as MessageId);
}
