import { legalFacts as facts } from '../../app/legalFacts.ts';
import { paths } from '../../app/paths.ts';
import { Link } from '../../components/Link/Link.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { LegalPage } from './LegalPage.tsx';
import { ContactDetails, LegalSection } from './legalParts.tsx';

/** /terms-and-condition: the terms of use (docs/spec.md §1). */
export function TermsAndConditions() {
  const t = useT();
  return (
    <LegalPage title={t('legal.termsTitle')} lastUpdated={facts.termsLastUpdated}>
      <LegalSection title={t('legal.terms1')}>
        <p>
          These terms govern your use of {facts.serviceName} ({facts.website}), a study aid that lists subject
          terms and gives a short description of each. {facts.serviceName} is run by a{' '}
          {facts.businessType.toLowerCase()} based at {facts.postalAddress}. By creating an account or using
          the site you agree to these terms. If you do not agree, please do not use the site.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.terms2')}>
        <p>
          Anyone may browse the term lists. A new account receives {facts.freeDescribes} free describes,
          shared across all subjects. After that, a subscription of ₹{facts.monthlyPriceRupees} gives
          unlimited describes for one calendar month from the day the payment is confirmed. A subscription
          does not renew automatically and nothing is ever deducted without you paying again yourself.
        </p>
        <p>
          We may improve, change or withdraw features. If we stop the paid service while your subscription is
          running, the refund rules in section 5 apply.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.terms3')}>
        <ul>
          <li>You must give true, accurate and current information, including a working e-mail address.</li>
          <li>Keep your password secret. You are responsible for what happens under your account.</li>
          <li>An account is for one person; do not share it or sell access to it.</li>
          <li>
            We may suspend or close an account that was opened with false information or that breaks these
            terms.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title={t('legal.terms4')}>
        <p>
          Payments are processed by our payment partner, Cashfree Payments, over a secure connection. We never
          see or store your card, UPI or bank details. The price is the one shown on the plans page when you
          pay. Your subscription starts once the payment partner confirms the payment to us.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.terms5')}>
        <p>
          Because access is digital and is given at once, purchases are not refundable, as set out in our{' '}
          <Link to={paths.refund}>Cancellation and Refund policy</Link>. If we cannot provide the service you
          paid for (for example, your payment was confirmed but your subscription could not be activated, or
          we stop the paid service before your month ends), we will refund the amount paid to the original
          payment method.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.terms6')}>
        <p>
          Descriptions are short summaries drawn from openly licensed reference works (see{' '}
          <Link to={paths.sources}>Sources</Link>) and are meant as a study aid. We try to keep them correct,
          but we give no warranty that any description is accurate, complete or up to date, and the service is
          provided &quot;as is&quot;. Descriptions of medical terms and medicine names are not medical advice:
          always ask a qualified professional.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.terms7')}>
        <ul>
          <li>
            Do not copy the term lists or descriptions in bulk, or access the site with automated tools.
          </li>
          <li>
            Do not try to get around the free describe limit, the payment process or the site&apos;s security.
          </li>
          <li>Do not use the site for anything unlawful.</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('legal.terms8')}>
        <p>
          A description may include a &quot;Website Link&quot; to another site, which opens in a new tab. We
          do not control those sites and are not responsible for their content, their availability or their
          privacy practices. Visiting them is at your own risk and under their own terms.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.terms9')}>
        <p>
          To the extent the law allows, {facts.serviceName} is not liable for any indirect or consequential
          loss arising from the use of the site, and our total liability to you for any claim is limited to
          the amount you paid us in the month before the claim arose.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.terms10')}>
        <p>
          We are not responsible for any delay or failure to provide the service caused by events beyond our
          reasonable control, such as natural disasters, floods, fire, epidemics, war, riots, government
          action, strikes, or failures of power, internet, hosting or payment networks.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.terms11')}>
        <p>
          We may update these terms. The date at the top shows the latest version. Continuing to use the site
          after a change means you accept the updated terms; changes never affect a subscription you have
          already paid for.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.terms12')}>
        <p>
          These terms are governed by the laws of India. Any dispute arising from them or from the use of the
          site is subject to the exclusive jurisdiction of the courts at {facts.courtsCity}, Assam.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.terms13')}>
        <ContactDetails />
      </LegalSection>
    </LegalPage>
  );
}
