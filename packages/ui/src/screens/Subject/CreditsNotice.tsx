import { legalFacts } from '../../app/legalFacts.ts';
import { paths } from '../../app/paths.ts';
import { buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import styles from './SubjectScreen.module.css';

/** Shown from this many free describes left down to none. */
export const LOW_CREDITS = 3;

/**
 * A gentle word when few free describes are left, and after the last one: what happens at 0 (new terms need
 * the subscription; unlocked ones stay free in My terms), with the way to subscribe.
 */
export function CreditsNotice({ remainingClicks }: { remainingClicks: number }) {
  const text =
    remainingClicks > 0
      ? `Only ${remainingClicks} free describe${remainingClicks === 1 ? '' : 's'} left. After that, new terms need a subscription (₹150 for a month, no automatic renewal); the terms you have opened stay free to reopen in My terms.`
      : `You've used all ${legalFacts.freeDescribes} free describes. The terms you have opened stay free to reopen in My terms; new terms need a subscription (₹150 for a month, no automatic renewal).`;
  return (
    <div className={styles.creditsNotice} role="status">
      <p>{text}</p>
      <div className={styles.noticeActions}>
        <Link to={paths.plans} className={buttonClassName('primary', 'sm')}>
          Subscribe
        </Link>
        <Link to={paths.myTerms} className={buttonClassName('secondary', 'sm')}>
          My terms
        </Link>
      </div>
    </div>
  );
}
