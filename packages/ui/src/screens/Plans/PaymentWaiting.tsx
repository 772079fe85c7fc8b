import { useEffect, useId, useState } from 'react';
import { paymentStatusPath } from '../../app/paths.ts';
import { Link } from '../../components/Link/Link.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import styles from './PlansScreen.module.css';

/**
 * About how long the server is asked (docs/spec.md §9: a check, then 12 more 2 s apart, with their answers).
 */
export const confirmingForAtMostSeconds = 30;

export interface PaymentWaitingProps {
  orderId: string;
  /** Date.now() when the asking began. */
  startedAt: number;
}

/**
 * Shown while a payment is confirmed with the server: what is happening, for how long (a progress bar with the
 * seconds so far), and a way to check later instead of waiting.
 */
export function PaymentWaiting({ orderId, startedAt }: PaymentWaitingProps) {
  const [elapsed, setElapsed] = useState(0);
  const labelId = useId();
  const t = useT();
  useEffect(() => {
    const tick = () =>
      setElapsed(Math.min(confirmingForAtMostSeconds, Math.floor((Date.now() - startedAt) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return (
    <div className={styles.waiting}>
      {/* Announced once; the seconds that follow are not, so a screen reader is not interrupted every second. */}
      <p id={labelId} className={styles.waitingTitle} role="status">
        {t('plans.waiting', { seconds: confirmingForAtMostSeconds })}
      </p>
      <progress
        className={styles.waitingProgress}
        max={confirmingForAtMostSeconds}
        value={elapsed}
        aria-labelledby={labelId}
        aria-valuetext={t('plans.waitingProgress', { elapsed, seconds: confirmingForAtMostSeconds })}
      />
      <p className={styles.waitingElapsed}>{t('plans.waitingElapsed', { elapsed })}</p>
      <p className={styles.waitingLater}>
        {t('plans.ratherNotWait')}{' '}
        <Link to={paymentStatusPath(orderId, 'PENDING')}>{t('plans.checkLater')}</Link>
      </p>
    </div>
  );
}
