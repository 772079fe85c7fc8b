import { formatCount } from '../../app/counts.ts';
import { legalFacts } from '../../app/legalFacts.ts';
import { paths } from '../../app/paths.ts';
import { buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import styles from './SubjectScreen.module.css';

/** Shown from this many free describes left down to none. */
export const LOW_CREDITS = 3;

/**
 * A gentle word when few free describes are left, and after the last one: what happens at 0 (new terms need
 * the subscription; unlocked ones stay free in My terms), with the way to subscribe.
 */
export function CreditsNotice({ remainingClicks }: { remainingClicks: number }) {
  const t = useT();
  const text =
    remainingClicks > 0
      ? t('subject.creditsLow', { count: remainingClicks, countText: formatCount(remainingClicks) })
      : t('subject.creditsNone', { totalText: formatCount(legalFacts.freeDescribes) });
  return (
    <div className={styles.creditsNotice} role="status">
      <p>{text}</p>
      <div className={styles.noticeActions}>
        <Link to={paths.plans} className={buttonClassName('primary', 'sm')}>
          {t('subject.subscribe')}
        </Link>
        <Link to={paths.myTerms} className={buttonClassName('secondary', 'sm')}>
          {t('subject.myTerms')}
        </Link>
      </div>
    </div>
  );
}
