import { useCallback, useEffect, useId } from 'react';
import { paths } from '../../app/paths.ts';
import { buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { endedMonth, monthEndedText } from '../../components/MonthEndedNotice/monthEnded.ts';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import styles from './AccountScreen.module.css';
import { AddMonth } from './AddMonth.tsx';
import { endsSoonLine, planLine } from './account.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { OtherDevices } from './OtherDevices.tsx';
import { PaymentHistory } from './PaymentHistory.tsx';
import { usePayments } from './usePayments.ts';

/**
 * /account (login required): the e-mail and plan, "Add another month" for a subscriber, the payment history with
 * receipts, change password, and logging out every other device.
 */
export function AccountScreen() {
  const { user, isPaid, refresh, logOut } = useSession();
  const t = useT();
  const { language } = useLanguage();
  const { state: payments, reload: reloadPayments } = usePayments();
  const titleId = useId();
  const planId = useId();
  const paymentsId = useId();
  const passwordId = useId();
  const devicesId = useId();

  // The plan shown is the server's, not only what this browser last stored.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  // After "Add another month" succeeds: the new end date and the new payment row.
  const onPaid = useCallback(() => {
    void refresh();
    reloadPayments();
  }, [refresh, reloadPayments]);

  const endsSoon = endsSoonLine(t, language, user);
  const ended = endedMonth(user);

  return (
    <div className={styles.screen}>
      <h1 id={titleId} className={styles.heading}>
        {t('account.heading')}
      </h1>

      <section className={styles.section} aria-labelledby={planId}>
        <h2 id={planId} className={styles.sectionTitle}>
          {t('account.yourPlan')}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('account.email')}</dt>
            <dd className={styles.email}>{user?.email ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('account.plan')}</dt>
            <dd>{planLine(t, language, user)}</dd>
          </div>
        </dl>
        {endsSoon ? <p className={styles.warning}>{endsSoon}</p> : null}
        {ended ? <p className={styles.muted}>{monthEndedText(ended)}</p> : null}
        {isPaid ? (
          <div className={styles.planAction}>
            <AddMonth onPaid={onPaid} />
            <p className={styles.muted}>{t('account.addMonthNote')}</p>
          </div>
        ) : (
          <div className={styles.planAction}>
            <Link to={paths.plans} className={buttonClassName('primary')}>
              {ended ? t('account.buyAnotherMonth') : t('account.seePlans')}
            </Link>
            <p className={styles.muted}>{t('account.buyMonthNote')}</p>
          </div>
        )}
      </section>

      <section className={`${styles.section} ${styles.wide}`} aria-labelledby={paymentsId}>
        <h2 id={paymentsId} className={styles.sectionTitle}>
          {t('account.paymentHistory')}
        </h2>
        <PaymentHistory state={payments} onRetry={reloadPayments} onLogInAgain={() => void logOut()} />
      </section>

      <section className={styles.section} aria-labelledby={passwordId}>
        <h2 id={passwordId} className={styles.sectionTitle}>
          {t('account.changePassword')}
        </h2>
        <ChangePasswordForm titleId={passwordId} />
      </section>

      <section className={styles.section} aria-labelledby={devicesId}>
        <h2 id={devicesId} className={styles.sectionTitle}>
          {t('account.otherDevices')}
        </h2>
        <p className={styles.muted}>{t('account.otherDevicesNote')}</p>
        <OtherDevices />
      </section>
    </div>
  );
}
