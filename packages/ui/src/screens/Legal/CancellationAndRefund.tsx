import { legalFacts as facts } from '../../app/legalFacts.ts';
import { paths } from '../../app/paths.ts';
import { Link } from '../../components/Link/Link.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { LegalPage } from './LegalPage.tsx';
import { ContactDetails, LegalSection } from './legalParts.tsx';

/** /cancellation-and-refund (docs/spec.md §1). */
export function CancellationAndRefund() {
  const t = useT();
  return (
    <LegalPage title={t('legal.refundTitle')} lastUpdated={facts.refundPolicyDate}>
      <LegalSection title={t('legal.refund1')}>
        <p>
          A {facts.serviceName} subscription costs ₹{facts.monthlyPriceRupees} and gives unlimited describes
          for one calendar month from the day the payment is confirmed. It is a digital, non-tangible service,
          and access starts immediately after payment.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.refund2')}>
        <p>
          There is no automatic renewal, so there is nothing to cancel: your subscription simply ends after
          its month and nothing more is charged. If you pay again while subscribed, the new month is added to
          the end of the current one.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.refund3')}>
        <p>
          Because the service is non-tangible and delivered at once, payments are not refundable once the
          purchase is complete, including for unused days of a month.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.refund4')}>
        <p>
          As our <Link to={paths.terms}>Terms and Conditions</Link> say, if we cannot provide the service you
          paid for (for example, your payment was confirmed but your subscription could not be activated), we
          refund the full amount to the original payment method. Refunds are started within 7 working days of
          confirming the problem; your bank may take a few more days to show them.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.refund5')}>
        <p>
          If money left your account but the payment status screen shows the payment as failed, the payment
          partner normally returns it automatically within 5 to 7 working days. A pending payment becomes
          final within a few minutes; check its status again before paying a second time.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.refund6')}>
        <p>
          Write to <a href={`mailto:${facts.contactEmail}`}>{facts.contactEmail}</a> from the e-mail address
          of your account, with the order number shown on the payment status screen. We aim to reply within 2
          working days.
        </p>
        <ContactDetails />
      </LegalSection>
    </LegalPage>
  );
}
