import { useId } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { LocalCheckoutDialog } from './LocalCheckoutDialog.tsx';
import styles from './PlansScreen.module.css';
import { usePayNow } from './usePayNow.ts';

const planFeatures = [
  'Unlimited describes on all ten subjects',
  'One calendar month from the day you pay',
  'Pay again only if you want another month',
] as const;

/** /articles-plan: the Standard plan and Pay Now (SPEC.md §2, §4). */
export function PlansScreen() {
  const { isProcessing, payNow, localCheckout, chooseLocalOutcome } = usePayNow();
  const titleId = useId();
  const planTitleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          Go unlimited
        </h1>
        <p className={styles.lead}>Pay per month ₹150 Rupees</p>
        <p className={styles.intro}>
          One simple plan. Describe every term on every subject, for a month, with no automatic renewal.
        </p>
      </header>

      <article className={styles.card} aria-labelledby={planTitleId}>
        <h2 id={planTitleId} className={styles.planName}>
          Standard
        </h2>
        <p className={styles.price}>
          <span className={styles.amount}>₹150</span> <span className={styles.period}>per month</span>
        </p>
        <ul className={styles.features}>
          {planFeatures.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <Button size="lg" className={styles.payButton} onClick={payNow} disabled={isProcessing}>
          {isProcessing ? 'Processing...' : 'Pay Now'}
        </Button>
        <p className={styles.secure}>Secure payment via Cashfree Payments. We never see your card details.</p>
      </article>

      <ul className={styles.assurances} aria-label="Why it is safe">
        <li>
          <strong>Secure payment</strong> through the Cashfree payment gateway, with cards, UPI and net
          banking.
        </li>
        <li>
          <strong>Instant access</strong> to all terms on every subject once the payment is confirmed.
        </li>
        <li>
          <strong>No automatic renewal</strong>: your month ends by itself and nothing more is charged.
        </li>
      </ul>

      {localCheckout ? (
        <LocalCheckoutDialog
          orderId={localCheckout.orderId}
          isRecording={localCheckout.isRecording}
          onChoose={chooseLocalOutcome}
        />
      ) : null}
    </section>
  );
}
