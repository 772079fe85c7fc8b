import type { Subject } from '@termtap/api-client';
import { Button } from '../../components/Button/Button.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import styles from './SubjectScreen.module.css';
import { subjectInSentenceText } from './subjectInSentence.ts';

/** How many grey rows stand in for the list while it loads (a phone screen's worth). */
export const SKELETON_ROWS = 10;

/** Grey rows the shape of collapsed term rows, so the page looks like what is coming and nothing jumps. */
export function TermRowSkeletons({ count = SKELETON_ROWS }: { count?: number }) {
  return (
    <ul className={styles.skeletons} aria-hidden="true" data-testid="term-row-skeletons">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move.
        <li key={index} className={styles.skeletonRow}>
          <span className={styles.skeletonTerm} style={{ width: `${40 + ((index * 37) % 45)}%` }} />
          <span className={styles.skeletonButton} />
        </li>
      ))}
    </ul>
  );
}

/** The list could not be loaded: say so plainly and offer to ask again. */
export function ListFailed({ subject, onRetry }: { subject: Subject; onRetry(): void }) {
  const t = useT();
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.failedTitle}>
        {t('subject.loadFailed', { subject: subjectInSentenceText(t, subject) })}
      </p>
      <p>{t('subject.checkConnection')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('subject.tryAgain')}
      </Button>
    </div>
  );
}
