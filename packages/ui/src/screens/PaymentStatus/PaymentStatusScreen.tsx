import { useId, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { paths, paymentStatusPath } from '../../app/paths.ts';
import { Button, buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import styles from './PaymentStatusScreen.module.css';
import { type PaymentStatusKind, paymentStatusKind, readPaymentResultQuery } from './paymentStatus.ts';

const titles: Record<PaymentStatusKind, string> = {
  success: 'Payment Successful',
  failed: 'Payment Failed',
  pending: 'Payment Pending',
  unknown: 'Payment Status Unknown',
};

const explanations: Record<PaymentStatusKind, string> = {
  success: 'Your subscription is active: every term on every subject is yours to describe for a month.',
  failed: 'The payment did not go through, so no subscription was started. You can try again.',
  pending: 'Your bank has not confirmed the payment yet. Please wait a few minutes and check again.',
  unknown:
    'We could not tell how this payment ended. If money left your account, write to support@termtap.in with the order ID.',
};

/** /payment-status?order_id=…&order_status=… (SPEC.md §2). */
export function PaymentStatusScreen() {
  const { api, navigation } = useServices();
  const { refresh } = useSession();
  const { orderId, orderStatus } = readPaymentResultQuery(navigation.search);
  const kind = paymentStatusKind(orderStatus);
  const titleId = useId();
  const [isChecking, setIsChecking] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);

  /** Check Status / Refresh: ask the server for the order's verified state and show it. */
  async function checkStatus() {
    if (orderId === null) {
      navigation.navigate(paths.paymentStatus);
      return;
    }
    setIsChecking(true);
    setCheckFailed(false);
    const verified = await api.verifyPayment(orderId);
    setIsChecking(false);
    if (verified.error) {
      setCheckFailed(true);
      return;
    }
    if (verified.data.isPaid) void refresh();
    const status = verified.data.orderStatus ?? (verified.data.isPaid ? 'SUCCESS' : orderStatus);
    navigation.navigate(paymentStatusPath(orderId, status), { replace: true });
  }

  const checkLabel = kind === 'pending' ? 'Refresh' : 'Check Status';
  const viewPlans = (
    <Link to={paths.plans} className={buttonClassName(kind === 'unknown' ? 'primary' : 'secondary')}>
      View Plans
    </Link>
  );
  const checkButton = (
    <Button
      variant={kind === 'pending' ? 'primary' : 'secondary'}
      onClick={checkStatus}
      disabled={isChecking}
    >
      {isChecking ? 'Checking...' : checkLabel}
    </Button>
  );

  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <div className={`${styles.card} ${styles[kind]}`}>
        <span className={styles.icon} aria-hidden="true">
          {kind === 'success' ? '✓' : kind === 'failed' ? '!' : kind === 'pending' ? '…' : '?'}
        </span>
        <h1 id={titleId} className={styles.title}>
          {titles[kind]}
        </h1>
        <p className={styles.explanation}>{explanations[kind]}</p>
        <dl className={styles.details}>
          <div>
            <dt>Order ID</dt>
            <dd className={styles.orderId}>{orderId ?? '—'}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{orderStatus}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          {kind === 'success' ? (
            <>
              <Link to={paths.nutrition} className={buttonClassName('primary')}>
                Go to Nutrition
              </Link>
              {viewPlans}
            </>
          ) : null}
          {kind === 'failed' ? (
            <>
              <Link to={paths.plans} className={buttonClassName('primary')}>
                Try Again
              </Link>
              {checkButton}
            </>
          ) : null}
          {kind === 'pending' ? (
            <>
              {viewPlans}
              {checkButton}
            </>
          ) : null}
          {kind === 'unknown' ? viewPlans : null}
        </div>
        {checkFailed ? (
          <p role="alert" className={styles.checkFailed}>
            Could not check the payment right now. Please try again in a moment.
          </p>
        ) : null}
      </div>
    </section>
  );
}
