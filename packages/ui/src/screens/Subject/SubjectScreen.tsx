import { useState } from 'react';
import { type SubjectInfo, subjectHeading } from '../../app/subjects.ts';
import { AuthModal } from '../../components/AuthModal/AuthModal.tsx';
import type { AuthMode } from '../../components/AuthModal/useAuthForm.ts';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { SubjectBadge } from './SubjectBadge.tsx';
import styles from './SubjectScreen.module.css';
import { TermRow } from './TermRow.tsx';
import { useTermList } from './useTermList.ts';
import { useTermRows } from './useTermRows.ts';

/** A subject's term list (SPEC.md §2 "Subject term screens"). The host keys it by subject. */
export function SubjectScreen({ subject }: { subject: SubjectInfo }) {
  const session = useSession();
  const list = useTermList(subject.slug);
  const { rowState, press } = useTermRows(subject.slug);
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{subjectHeading(subject)}</h1>
        <SubjectBadge
          isLoggedIn={session.isLoggedIn}
          isPaid={session.isPaid}
          remainingClicks={session.user?.remainingClicks ?? null}
          paidUntil={session.user?.paidUntil}
        />
      </header>
      {list.status === 'loading' ? (
        <Spinner />
      ) : list.terms.length === 0 ? (
        <p className={styles.empty}>No terms to show.</p>
      ) : (
        <ul className={styles.list} aria-label={subjectHeading(subject)}>
          {list.terms.map((term, index) => (
            <TermRow
              // Row state is kept per position (SPEC.md §4); the term text may repeat.
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the row's identity.
              key={index}
              term={term}
              state={rowState(index)}
              onPress={() => void press(index, term)}
              onStartTrial={() => setAuthMode('signup')}
              onLogin={() => setAuthMode('login')}
            />
          ))}
        </ul>
      )}
      {authMode && <AuthModal mode={authMode} onModeChange={setAuthMode} onClose={() => setAuthMode(null)} />}
    </div>
  );
}
