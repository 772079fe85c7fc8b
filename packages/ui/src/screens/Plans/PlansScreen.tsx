import { useId } from 'react';
import { legalFacts } from '../../app/legalFacts.ts';
import { subjectHeading } from '../../app/subjects.ts';
import { Button } from '../../components/Button/Button.tsx';
import { LocalCheckoutDialog } from '../../payment/LocalCheckoutDialog.tsx';
import { usePayNow } from '../../payment/usePayNow.ts';
import { GateOwnedTerms } from './GateOwnedTerms.tsx';
import { PaymentWaiting } from './PaymentWaiting.tsx';
import styles from './PlansScreen.module.css';
import { useGatedSubject } from './plansGate.tsx';

const planFeatures = [
  'Unlimited describes on all ten subjects',
  'One calendar month from the day you pay',
  'Pay again only if you want another month',
] as const;

/**
 * /articles-plan: the Standard plan and Pay Now (docs/spec.md §2, §4). The price is said once, in the plan
 * card. Inside a PlansGate (a subject route with no free describes left) it opens with that subject's heading
 * and why the plans show instead of the list.
 */
export function PlansScreen() {
  const { isProcessing, confirming, payNow, localCheckout, chooseLocalOutcome } = usePayNow();
  const gatedSubject = useGatedSubject();
  const titleId = useId();
  const subjectTitleId = useId();
  const planTitleId = useId();
  const PlansTitle = gatedSubject ? 'h2' : 'h1';
  const PlanName = gatedSubject ? 'h3' : 'h2';
  return (
    <section className={styles.screen} aria-labelledby={gatedSubject ? subjectTitleId : titleId}>
      <header className={styles.header}>
        {gatedSubject ? (
          <>
            <h1 id={subjectTitleId} className={styles.gateHeading}>
              {subjectHeading(gatedSubject)}
            </h1>
            <p className={styles.gateNotice}>
              <strong>You've used all {legalFacts.freeDescribes} free describes.</strong> Subscribe to keep
              describing {gatedSubject.name.toLowerCase()} terms, and every other subject.
            </p>
          </>
        ) : null}
        <PlansTitle id={titleId} className={styles.title}>
          Go unlimited
        </PlansTitle>
        <p className={styles.intro}>One simple plan: describe every term on every subject for a month.</p>
      </header>

      <article className={styles.card} aria-labelledby={planTitleId}>
        <PlanName id={planTitleId} className={styles.planName}>
          Standard
        </PlanName>
        <p className={styles.price}>Pay per month ₹150 Rupees</p>
        <ul className={styles.features}>
          {planFeatures.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <Button size="lg" className={styles.payButton} onClick={payNow} disabled={isProcessing}>
          {isProcessing ? 'Processing...' : 'Pay Now'}
        </Button>
        {confirming ? <PaymentWaiting orderId={confirming.orderId} startedAt={confirming.startedAt} /> : null}
      </article>

      <ul className={styles.assurances} aria-label="Why it is safe">
        <li>
          <strong>Secure payment</strong> through the Cashfree payment gateway, with cards, UPI and net
          banking. We never see your card details.
        </li>
        <li>
          <strong>Instant access</strong> to all terms on every subject once the payment is confirmed.
        </li>
        <li>
          <strong>No automatic renewal</strong>: your month ends by itself and nothing more is charged.
        </li>
      </ul>

      {gatedSubject ? <GateOwnedTerms subject={gatedSubject} /> : null}

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
