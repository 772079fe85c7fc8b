import type { MyPayment } from '@termtap/api-client';
import { useId } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { formatDate, formatPeriod } from '../../app/dates.ts';
import { legalFacts } from '../../app/legalFacts.ts';
import { paths, readReceiptOrderId } from '../../app/paths.ts';
import { useApiRead } from '../../app/useApiRead.ts';
import { Button, buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { formatAmount, paymentStatusWords } from './account.ts';
import styles from './ReceiptScreen.module.css';

type ReceiptState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'loaded'; payment: MyPayment };

export const receiptTexts = {
  missing: 'We could not find this receipt. It may belong to another account, or the link is incomplete.',
  notPaid: 'This order did not buy a month, so it has no receipt.',
  failed: 'Could not load this receipt. Check your connection and try again.',
} as const;

/** /account/receipts/:orderId: a printable receipt of one paid order, with the business details. */
export function ReceiptScreen() {
  const { api, navigation } = useServices();
  const { user } = useSession();
  const orderId = readReceiptOrderId(navigation.pathname);
  const order = useApiRead(() => api.getMyPayment(orderId ?? ''), [api, orderId], {
    enabled: orderId !== null,
  });
  const state: ReceiptState =
    order.status === 'loaded'
      ? { status: 'loaded', payment: order.data }
      : order.status === 'idle' || (order.status === 'failed' && order.error.status === 404)
        ? { status: 'missing' }
        : { status: order.status === 'failed' ? 'failed' : 'loading' };
  const titleId = useId();

  const back = (
    <Link to={paths.account} className={buttonClassName('secondary')}>
      Back to account
    </Link>
  );

  if (state.status === 'loading') return <Spinner label="Loading your receipt…" />;
  if (state.status !== 'loaded' || state.payment.status !== 'SUCCESS') {
    const text =
      state.status === 'failed'
        ? receiptTexts.failed
        : state.status === 'missing'
          ? receiptTexts.missing
          : receiptTexts.notPaid;
    return (
      <section className={styles.screen} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          Receipt
        </h1>
        <p role="alert" className={styles.problem}>
          {text}
        </p>
        <div className={styles.actions}>
          {state.status === 'failed' ? <Button onClick={order.retry}>Try again</Button> : null}
          {back}
        </div>
      </section>
    );
  }

  const { payment } = state;
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <article className={styles.receipt}>
        <div className={styles.business}>
          <p className={styles.brand}>{legalFacts.serviceName}</p>
          <p>{legalFacts.postalAddress}</p>
          <p>
            {legalFacts.businessType} · {legalFacts.website} · {legalFacts.contactEmail}
          </p>
        </div>
        <h1 id={titleId} className={styles.title}>
          Receipt
        </h1>
        <dl className={styles.details}>
          <div>
            <dt>Order ID</dt>
            <dd className={styles.orderId}>{payment.orderId}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatDate(payment.createdAt)}</dd>
          </div>
          <div>
            <dt>Billed to</dt>
            <dd className={styles.email}>{user?.email ?? '—'}</dd>
          </div>
          <div>
            <dt>Item</dt>
            <dd>Standard plan: one month of unlimited describes</dd>
          </div>
          <div>
            <dt>Period</dt>
            <dd>{formatPeriod(payment.periodStart, payment.periodEnd)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{paymentStatusWords(payment.status)}</dd>
          </div>
          <div className={styles.total}>
            <dt>Amount paid</dt>
            <dd>{formatAmount(payment.amount, payment.currency)}</dd>
          </div>
        </dl>
        <p className={styles.note}>No automatic renewal: nothing more is charged unless you pay again.</p>
      </article>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button onClick={() => window.print()}>Print</Button>
        {back}
      </div>
    </section>
  );
}
