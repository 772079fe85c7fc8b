import { useId, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { legalFacts } from '../../app/legalFacts.ts';
import { paths, paymentStatusPath } from '../../app/paths.ts';
import { Button, buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { type MessageId, useT } from '../../i18n/I18nProvider.tsx';
import { Trans } from '../../i18n/Trans.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import styles from './PaymentStatusScreen.module.css';
import { type PaymentStatusKind, paymentStatusKind, readPaymentResultQuery } from './paymentStatus.ts';
import { useVerifiedOrder, type VerifiedOrderState } from './useVerifiedOrder.ts';

const titles: Record<PaymentStatusKind, MessageId> = {
  success: 'payment.statusSuccess',
  failed: 'payment.statusFailed',
  pending: 'payment.statusPending',
  unknown: 'payment.statusUnknown',
};

const explanations: Record<PaymentStatusKind, MessageId> = {
  success: 'payment.explainSuccess',
  failed: 'payment.explainFailed',
  pending: 'payment.explainPending',
  unknown: 'payment.explainUnknown',
};

/** The status whose row is shown: the verified one for a signed-in student, else the query's. */
function shownStatus(queryStatus: string, verified: VerifiedOrderState): string {
  switch (verified.status) {
    case 'unconfirmed':
      return queryStatus;
    case 'verified':
      return verified.orderStatus.toUpperCase();
    default:
      // Unknown to our records, or not confirmed: never the query's word (it could say SUCCESS).
      return 'UNKNOWN';
  }
}

/**
 * /payment-status?order_id=…&order_status=… (docs/spec.md §2). Signed in with an order id, the row is the
 * order's verified state from the server; the query string alone decides only when there is no session.
 */
export function PaymentStatusScreen() {
  const { api, navigation } = useServices();
  const { isLoggedIn, refresh } = useSession();
  const query = readPaymentResultQuery(navigation.search);
  const { orderId } = query;
  const { state: verified, recheck } = useVerifiedOrder(orderId, isLoggedIn);
  const orderStatus = shownStatus(query.orderStatus, verified);
  const kind = paymentStatusKind(orderStatus);
  const titleId = useId();
  const t = useT();
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
    if (verified.status !== 'unconfirmed') {
      const next = await recheck();
      setIsChecking(false);
      if (next.status === 'failed') {
        setCheckFailed(true);
        return;
      }
      if (next.status !== 'verified') return;
      if (next.orderStatus === 'SUCCESS') void refresh();
      navigation.navigate(paymentStatusPath(orderId, next.orderStatus), { replace: true });
      return;
    }
    const verifiedOrder = await api.verifyPayment(orderId);
    setIsChecking(false);
    if (verifiedOrder.error) {
      setCheckFailed(true);
      return;
    }
    if (verifiedOrder.data.isPaid) void refresh();
    const status = verifiedOrder.data.orderStatus ?? (verifiedOrder.data.isPaid ? 'SUCCESS' : orderStatus);
    navigation.navigate(paymentStatusPath(orderId, status), { replace: true });
  }

  const checkLabel = kind === 'pending' ? t('payment.refresh') : t('payment.checkStatus');
  const viewPlans = (
    <Link to={paths.plans} className={buttonClassName(kind === 'unknown' ? 'primary' : 'secondary')}>
      {t('payment.viewPlans')}
    </Link>
  );
  const checkButton = (
    <Button
      variant={kind === 'pending' ? 'primary' : 'secondary'}
      onClick={checkStatus}
      disabled={isChecking}
    >
      {isChecking ? t('payment.checkingButton') : checkLabel}
    </Button>
  );

  if (verified.status === 'checking') {
    return (
      <section className={styles.screen} aria-label={t('payment.statusRegion')}>
        <Spinner label={t('payment.checking')} />
      </section>
    );
  }

  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <div className={`${styles.card} ${styles[kind]}`}>
        <span className={styles.icon} aria-hidden="true">
          {kind === 'success' ? '✓' : kind === 'failed' ? '!' : kind === 'pending' ? '…' : '?'}
        </span>
        <h1 id={titleId} className={styles.title}>
          {t(titles[kind])}
        </h1>
        <p className={styles.explanation}>{t(explanations[kind])}</p>
        {kind === 'failed' ? (
          // The promise of the refund policy's "Failed or pending payments", and a person to ask.
          <p className={styles.explanation}>
            <Trans
              id="payment.failedRefund"
              values={{ email: legalFacts.contactEmail }}
              components={{
                0: <Link to={paths.refund} />,
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the message's <1>…</1> inside the link.
                1: <a href={`mailto:${legalFacts.contactEmail}`} />,
              }}
            />
          </p>
        ) : null}
        {verified.status === 'not-found' ? (
          <p className={styles.explanation}>{t('payment.notYourOrder')}</p>
        ) : null}
        {verified.status === 'failed' ? (
          <p role="alert" className={styles.checkFailed}>
            {t('payment.checkFailed')}
          </p>
        ) : null}
        <dl className={styles.details}>
          <div>
            <dt>{t('payment.orderId')}</dt>
            <dd className={styles.orderId}>{orderId ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('payment.status')}</dt>
            <dd>{orderStatus}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          {kind === 'success' ? (
            <>
              <Link to={paths.nutrition} className={buttonClassName('primary')}>
                {t('payment.goToNutrition')}
              </Link>
              {viewPlans}
            </>
          ) : null}
          {kind === 'failed' ? (
            <>
              <Link to={paths.plans} className={buttonClassName('primary')}>
                {t('payment.tryAgain')}
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
            {t('payment.checkFailed')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
