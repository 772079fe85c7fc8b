import type { MyPayment } from '@termtap/api-client';
import { useState } from 'react';
import { formatCount } from '../../app/counts.ts';
import { formatDate, formatPeriod } from '../../app/dates.ts';
import { receiptPath } from '../../app/paths.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import styles from './AccountScreen.module.css';
import { foldOldUnfinished, formatAmount, paymentStatusWords } from './account.ts';
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
  const t = useT();
  const [showsFolded, setShowsFolded] = useState(false);
  if (state.status === 'loading') return <Spinner label={t('account.loadingPayments')} />;
  if (state.status === 'failed')
    return (
      <div className={styles.message} role="alert">
        <p>{t('account.paymentsFailed')}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('account.tryAgain')}
        </Button>
      </div>
    );
  if (state.status === 'signed-out')
    return (
      <div className={styles.message} role="alert">
        <p>{t('account.signedOut')}</p>
        <Button size="sm" onClick={onLogInAgain}>
          {t('auth.logInAgain')}
        </Button>
      </div>
    );
  if (state.items.length === 0) return <p className={styles.muted}>{t('account.noPayments')}</p>;
  const { shown, folded } = foldOldUnfinished(state.items, now);
  const rows = showsFolded ? state.items : shown;
  return (
    <>
      <table className={styles.table} aria-label={t('account.payments')}>
        <thead>
          <tr>
            <th scope="col">{t('account.date')}</th>
            <th scope="col">{t('account.orderId')}</th>
            <th scope="col">{t('account.amount')}</th>
            <th scope="col">{t('account.status')}</th>
            <th scope="col">{t('account.monthBought')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('account.receipt')}</span>
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
          {t('account.showFolded', { count: folded.length, countText: formatCount(folded.length) })}
        </Button>
      ) : null}
    </>
  );
}

/** One order; each cell carries its column's name, which the phone layout shows in front of it. */
function PaymentRow({ payment }: { payment: MyPayment }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <tr>
      <td data-label={t('account.date')} className={styles.nowrap}>
        {formatDate(payment.createdAt, language)}
      </td>
      <td data-label={t('account.orderId')} className={styles.orderId}>
        {payment.orderId}
      </td>
      <td data-label={t('account.amount')}>{formatAmount(payment.amount, payment.currency)}</td>
      <td data-label={t('account.status')} className={styles[`status${payment.status}`]}>
        {paymentStatusWords(t, payment.status)}
      </td>
      <td data-label={t('account.monthBought')} className={styles.nowrap}>
        {formatPeriod(payment.periodStart, payment.periodEnd, language)}
      </td>
      <td className={styles.receiptCell}>
        {payment.status === 'SUCCESS' ? (
          <Link
            to={receiptPath(payment.orderId)}
            className={styles.receiptLink}
            aria-label={t('account.receiptFor', { orderId: payment.orderId })}
          >
            {t('account.receipt')}
          </Link>
        ) : null}
      </td>
    </tr>
  );
}
