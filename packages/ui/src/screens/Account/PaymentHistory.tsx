import type { MyPayment } from '@termtap/api-client';
import { useState } from 'react';
import { formatDate, formatPeriod } from '../../app/dates.ts';
import { receiptPath } from '../../app/paths.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import styles from './AccountScreen.module.css';
import { accountTexts, foldOldUnfinished, formatAmount, paymentStatusWords } from './account.ts';
import type { PaymentsState } from './usePayments.ts';

/**
 * Every order the user started, newest first, with a receipt for each paid one; unfinished orders older than a
 * day fold away behind a button. On a phone each order is a card of labelled lines, so Status and Receipt are
 * on screen; from 48rem it is a table.
 */
export function PaymentHistory({
  state,
  onRetry,
  onLogInAgain,
  now,
}: {
  state: PaymentsState;
  onRetry: () => void;
  /** Clears this device's ended session and goes to the landing page, where the login is. */
  onLogInAgain: () => void;
  /** What "older than a day" is measured from (stories fix it). */
  now?: Date;
}) {
  const [showsFolded, setShowsFolded] = useState(false);
  if (state.status === 'loading') return <Spinner label="Loading your payments…" />;
  if (state.status === 'failed')
    return (
      <div className={styles.message} role="alert">
        <p>{accountTexts.paymentsFailed}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  if (state.status === 'signed-out')
    return (
      <div className={styles.message} role="alert">
        <p>{accountTexts.signedOut}</p>
        <Button size="sm" onClick={onLogInAgain}>
          Log in again
        </Button>
      </div>
    );
  if (state.items.length === 0) return <p className={styles.muted}>{accountTexts.noPayments}</p>;
  const { shown, folded } = foldOldUnfinished(state.items, now);
  const rows = showsFolded ? state.items : shown;
  return (
    <>
      <table className={styles.table} aria-label="Payments">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Order ID</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Month bought</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>Receipt</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((payment) => (
            <PaymentRow key={payment.orderId} payment={payment} />
          ))}
        </tbody>
      </table>
      {folded.length > 0 && !showsFolded ? (
        <Button
          size="sm"
          variant="secondary"
          className={styles.showFolded}
          onClick={() => setShowsFolded(true)}
        >
          Show {folded.length} older unfinished {folded.length === 1 ? 'order' : 'orders'}
        </Button>
      ) : null}
    </>
  );
}

/** One order; each cell carries its column's name, which the phone layout shows in front of it. */
function PaymentRow({ payment }: { payment: MyPayment }) {
  return (
    <tr>
      <td data-label="Date" className={styles.nowrap}>
        {formatDate(payment.createdAt)}
      </td>
      <td data-label="Order ID" className={styles.orderId}>
        {payment.orderId}
      </td>
      <td data-label="Amount">{formatAmount(payment.amount, payment.currency)}</td>
      <td data-label="Status" className={styles[`status${payment.status}`]}>
        {paymentStatusWords(payment.status)}
      </td>
      <td data-label="Month bought" className={styles.nowrap}>
        {formatPeriod(payment.periodStart, payment.periodEnd)}
      </td>
      <td className={styles.receiptCell}>
        {payment.status === 'SUCCESS' ? (
          <Link
            to={receiptPath(payment.orderId)}
            className={styles.receiptLink}
            aria-label={`Receipt for order ${payment.orderId}`}
          >
            Receipt
          </Link>
        ) : null}
      </td>
    </tr>
  );
}
