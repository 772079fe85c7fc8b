import { useCallback, useEffect, useId } from 'react';
import { paths } from '../../app/paths.ts';
import { buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { endedMonth, monthEndedText } from '../../components/MonthEndedNotice/monthEnded.ts';
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

  const endsSoon = endsSoonLine(user);
  const ended = endedMonth(user);

  return (
    <div className={styles.screen}>
      <h1 id={titleId} className={styles.heading}>
        Account
      </h1>

      <section className={styles.section} aria-labelledby={planId}>
        <h2 id={planId} className={styles.sectionTitle}>
          Your plan
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>E-mail</dt>
            <dd className={styles.email}>{user?.email ?? '—'}</dd>
          </div>
          <div>
            <dt>Plan</dt>
            <dd>{planLine(user)}</dd>
          </div>
        </dl>
        {endsSoon ? <p className={styles.warning}>{endsSoon}</p> : null}
        {ended ? <p className={styles.muted}>{monthEndedText(ended)}</p> : null}
        {isPaid ? (
          <div className={styles.planAction}>
            <AddMonth onPaid={onPaid} />
            <p className={styles.muted}>
              ₹150 adds one calendar month after your current end date. Nothing renews by itself.
            </p>
          </div>
        ) : (
          <div className={styles.planAction}>
            <Link to={paths.plans} className={buttonClassName('primary')}>
              {ended ? 'Buy another month' : 'See plans'}
            </Link>
            <p className={styles.muted}>
              ₹150 buys one month of unlimited describes, with no automatic renewal.
            </p>
          </div>
        )}
      </section>

      <section className={`${styles.section} ${styles.wide}`} aria-labelledby={paymentsId}>
        <h2 id={paymentsId} className={styles.sectionTitle}>
          Payment history
        </h2>
        <PaymentHistory state={payments} onRetry={reloadPayments} onLogInAgain={() => void logOut()} />
      </section>

      <section className={styles.section} aria-labelledby={passwordId}>
        <h2 id={passwordId} className={styles.sectionTitle}>
          Change password
        </h2>
        <ChangePasswordForm titleId={passwordId} />
      </section>

      <section className={styles.section} aria-labelledby={devicesId}>
        <h2 id={devicesId} className={styles.sectionTitle}>
          Other devices
        </h2>
        <p className={styles.muted}>
          Signed in on a shared or lost phone? End every other session of this account; this device stays
          signed in.
        </p>
        <OtherDevices />
      </section>
    </div>
  );
}
