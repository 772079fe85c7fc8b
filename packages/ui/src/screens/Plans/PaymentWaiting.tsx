import { useEffect, useId, useState } from 'react';
import { paymentStatusPath } from '../../app/paths.ts';
import { Link } from '../../components/Link/Link.tsx';
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
        Waiting for the payment gateway… this can take up to {confirmingForAtMostSeconds} seconds
      </p>
      <progress
        className={styles.waitingProgress}
        max={confirmingForAtMostSeconds}
        value={elapsed}
        aria-labelledby={labelId}
        aria-valuetext={`${elapsed} of ${confirmingForAtMostSeconds} seconds`}
      />
      <p className={styles.waitingElapsed}>
        {elapsed} s so far. Please keep this page open; you will not be charged twice.
      </p>
      <p className={styles.waitingLater}>
        Rather not wait?{' '}
        <Link to={paymentStatusPath(orderId, 'PENDING')}>Check the payment status later</Link>
      </p>
    </div>
  );
}
