import { useId } from 'react';
import { legalFacts } from '../../app/legalFacts.ts';
import { Button } from '../../components/Button/Button.tsx';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { subjectHeadingText } from '../../i18n/subjectText.ts';
import { Trans } from '../../i18n/Trans.tsx';
import { LocalCheckoutDialog } from '../../payment/LocalCheckoutDialog.tsx';
import { usePayNow } from '../../payment/usePayNow.ts';
import { GateOwnedTerms } from './GateOwnedTerms.tsx';
import { PaymentWaiting } from './PaymentWaiting.tsx';
import styles from './PlansScreen.module.css';
import { subjectInSentence, useGatedSubject } from './plansGate.tsx';

const assurances = ['plans.securePayment', 'plans.instantAccess', 'plans.noRenewal'] as const;
const planFeatures = ['plans.featureUnlimited', 'plans.featureMonth', 'plans.featurePayAgain'] as const;

/**
 * /articles-plan: the Standard plan and Pay Now (docs/spec.md §2, §4). The price is said once, in the plan
 * card. Inside a PlansGate (a subject route with no free describes left) it opens with that subject's heading
 * and why the plans show instead of the list.
 */
export function PlansScreen() {
  const { isProcessing, confirming, payNow, localCheckout, chooseLocalOutcome } = usePayNow();
  const gatedSubject = useGatedSubject();
  const t = useT();
  const { language } = useLanguage();
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
              {subjectHeadingText(t, gatedSubject.slug)}
            </h1>
            <p className={styles.gateNotice}>
              <strong>{t('plans.outOfFreeDescribes', { count: legalFacts.freeDescribes })}</strong>{' '}
              {t('plans.keepDescribing', { subject: subjectInSentence(t, language, gatedSubject) })}
            </p>
          </>
        ) : null}
        <PlansTitle id={titleId} className={styles.title}>
          {t('plans.title')}
        </PlansTitle>
        <p className={styles.intro}>{t('plans.intro')}</p>
      </header>

      <article className={styles.card} aria-labelledby={planTitleId}>
        <PlanName id={planTitleId} className={styles.planName}>
          {t('plans.standard')}
        </PlanName>
        <p className={styles.price}>{t('plans.price')}</p>
        <ul className={styles.features}>
          {planFeatures.map((feature) => (
            <li key={feature}>{t(feature)}</li>
          ))}
        </ul>
        <Button size="lg" className={styles.payButton} onClick={payNow} disabled={isProcessing}>
          {isProcessing ? t('plans.processing') : t('plans.payNow')}
        </Button>
        {confirming ? <PaymentWaiting orderId={confirming.orderId} startedAt={confirming.startedAt} /> : null}
      </article>

      <ul className={styles.assurances} aria-label={t('plans.whySafe')}>
        {assurances.map((id) => (
          <li key={id}>
            <Trans id={id} components={{ 0: <strong /> }} />
          </li>
        ))}
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
