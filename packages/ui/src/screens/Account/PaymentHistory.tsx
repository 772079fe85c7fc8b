import { formatDate, formatPeriod } from '../../app/dates.ts';
import { receiptPath } from '../../app/paths.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import styles from './AccountScreen.module.css';
import { accountTexts, formatAmount, paymentStatusWords } from './account.ts';
import type { PaymentsState } from './usePayments.ts';

/** Every order the user started, newest first, with a receipt for each paid one. */
export function PaymentHistory({
  state,
  onRetry,
  onLogInAgain,
}: {
  state: PaymentsState;
  onRetry: () => void;
  /** Clears this device's ended session and goes to the landing page, where the login is. */
  onLogInAgain: () => void;
}) {
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
  return (
    // A phone is narrower than the table: the table scrolls sideways inside its own focusable region.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={styles.tableScroll} aria-label="Payments table" tabIndex={0}>
      <table className={styles.table}>
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
          {state.items.map((payment) => (
            <tr key={payment.orderId}>
              <td className={styles.nowrap}>{formatDate(payment.createdAt)}</td>
              <td className={styles.orderId}>{payment.orderId}</td>
              <td>{formatAmount(payment.amount, payment.currency)}</td>
              <td className={styles[`status${payment.status}`]}>{paymentStatusWords(payment.status)}</td>
              <td className={styles.nowrap}>{formatPeriod(payment.periodStart, payment.periodEnd)}</td>
              <td>
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
          ))}
        </tbody>
      </table>
    </section>
  );
}
