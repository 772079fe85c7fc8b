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
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { formatAmount, paymentStatusWords } from './account.ts';
import styles from './ReceiptScreen.module.css';

type ReceiptState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'loaded'; payment: MyPayment };

/**
 * /account/receipts/:orderId: a printable receipt of one paid order, with the business details (the legal
 * facts stay as registered, in English; the labels follow the interface's language).
 */
export function ReceiptScreen() {
  const { api, navigation } = useServices();
  const { user } = useSession();
  const t = useT();
  const { language } = useLanguage();
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
      {t('account.backToAccount')}
    </Link>
  );

  if (state.status === 'loading') return <Spinner label={t('account.loadingReceipt')} />;
  if (state.status !== 'loaded' || state.payment.status !== 'SUCCESS') {
    const text =
      state.status === 'failed'
        ? t('account.receiptFailed')
        : state.status === 'missing'
          ? t('account.receiptMissing')
          : t('account.receiptNotPaid');
    return (
      <section className={styles.screen} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {t('account.receipt')}
        </h1>
        <p role="alert" className={styles.problem}>
          {text}
        </p>
        <div className={styles.actions}>
          {state.status === 'failed' ? <Button onClick={order.retry}>{t('account.tryAgain')}</Button> : null}
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
          {t('account.receipt')}
        </h1>
        <dl className={styles.details}>
          <div>
            <dt>{t('account.orderId')}</dt>
            <dd className={styles.orderId}>{payment.orderId}</dd>
          </div>
          <div>
            <dt>{t('account.date')}</dt>
            <dd>{formatDate(payment.createdAt, language)}</dd>
          </div>
          <div>
            <dt>{t('account.billedTo')}</dt>
            <dd className={styles.email}>{user?.email ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('account.item')}</dt>
            <dd>{t('account.itemStandard')}</dd>
          </div>
          <div>
            <dt>{t('account.period')}</dt>
            <dd>{formatPeriod(payment.periodStart, payment.periodEnd, language)}</dd>
          </div>
          <div>
            <dt>{t('account.status')}</dt>
            <dd>{paymentStatusWords(t, payment.status)}</dd>
          </div>
          <div className={styles.total}>
            <dt>{t('account.amountPaid')}</dt>
            <dd>{formatAmount(payment.amount, payment.currency)}</dd>
          </div>
        </dl>
        <p className={styles.note}>{t('account.receiptNote')}</p>
      </article>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button onClick={() => window.print()}>{t('account.print')}</Button>
        {back}
      </div>
    </section>
  );
}
