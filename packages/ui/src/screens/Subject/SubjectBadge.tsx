import { formatCount } from '../../app/counts.ts';
import { readableDate } from '../../app/dates.ts';
import { legalFacts } from '../../app/legalFacts.ts';
import { paths } from '../../app/paths.ts';
import { buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import styles from './SubjectBadge.module.css';

export interface SubjectBadgeProps {
  isLoggedIn: boolean;
  isPaid: boolean;
  /** Null when not known. */
  remainingClicks: number | null;
  /** When the subscription ends (docs/design.md decision 9). */
  paidUntil?: string | null;
}

/** The header badge of a subject screen (docs/spec.md §2). */
export function SubjectBadge({ isLoggedIn, isPaid, remainingClicks, paidUntil }: SubjectBadgeProps) {
  const t = useT();
  const { language } = useLanguage();
  if (!isLoggedIn) {
    return (
      <div className={styles.badge}>
        <Link to={paths.home} replace className={buttonClassName('primary', 'sm')}>
          {t('subject.loginToTry')}
        </Link>
      </div>
    );
  }
  if (isPaid) {
    const until = readableDate(paidUntil, language);
    return (
      <div className={`${styles.badge} ${styles.paid}`}>
        <p className={styles.text}>
          {t('subject.subscribedUnlimited')}
          {until && <span className={styles.until}>{t('subject.until', { date: until })}</span>}
        </p>
      </div>
    );
  }
  const tone = remainingClicks === null ? styles.unknown : remainingClicks > 0 ? styles.some : styles.none;
  return (
    <div className={styles.badge}>
      <p className={`${styles.text} ${styles.count} ${tone}`}>
        {t('subject.freeDescribes')}{' '}
        {remainingClicks === null ? (
          <>
            <span aria-hidden="true">-</span>
            <span className="visually-hidden">{t('subject.unknown')}</span>
          </>
        ) : (
          t('subject.freeLeft', {
            remainingText: formatCount(remainingClicks),
            totalText: formatCount(legalFacts.freeDescribes),
          })
        )}
      </p>
      <Link to={paths.plans} className={buttonClassName('secondary', 'sm')}>
        {t('subject.subscribe')}
      </Link>
    </div>
  );
}
