import { createContext, type ReactNode, useContext } from 'react';
import type { SubjectInfo } from '../../app/subjects.ts';

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
