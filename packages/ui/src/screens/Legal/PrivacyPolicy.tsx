import { legalFacts as facts } from '../../app/legalFacts.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { LegalPage } from './LegalPage.tsx';
import { ContactDetails, LegalSection } from './legalParts.tsx';

/** /privacy-policy (docs/spec.md §1). */
export function PrivacyPolicy() {
  const t = useT();
  return (
    <LegalPage title={t('legal.privacyTitle')} lastUpdated={facts.privacyLastUpdated}>
      <LegalSection title={t('legal.privacy1')}>
        <p>
          {facts.serviceName} ({facts.website}) is run by a {facts.businessType.toLowerCase()} at{' '}
          {facts.postalAddress}. This policy explains what personal data we collect when you use the site,
          why, how long we keep it, and the choices you have.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.privacy2')}>
        <ul>
          <li>
            <strong>E-mail address</strong>: given when you sign up. It identifies your account and is where
            we send password reset links.
          </li>
          <li>
            <strong>Password</strong>: stored only as a one-way hash; nobody, including us, can read it.
          </li>
          <li>
            <strong>Usage data</strong>: the terms you describe, your remaining free describes, your
            subscription status and end date, and when you signed in. We also keep short technical logs (such
            as IP address and browser type) to keep the service secure and working.
          </li>
          <li>
            <strong>Payment records</strong>: the order number, amount, date and status. Card, UPI and bank
            details are entered on the checkout of our payment partner, Cashfree Payments, and never reach us.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title={t('legal.privacy3')}>
        <p>
          We use this data only to run your account, count your free describes, activate and check your
          subscription, send the e-mails you ask for (such as password reset links), answer your messages, and
          protect the service from abuse. We do not sell your data and we do not show advertising.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.privacy4')}>
        <p>
          Only with the providers that help us run the service (our payment partner, our hosting and our
          e-mail provider), and only as much as each needs. We disclose data to authorities only when Indian
          law requires it.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.privacy5')}>
        <p>
          We use no advertising or tracking cookies. To keep you signed in, the site stores your sign-in token
          and a summary of your account in your browser&apos;s local storage; logging out removes them. The
          payment partner&apos;s checkout may set cookies of its own that it needs to process a payment. You
          can clear cookies and site data in your browser settings at any time; you will then need to log in
          again.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.privacy6')}>
        <ul>
          <li>Account and usage data: for as long as your account exists.</li>
          <li>Sign-in sessions: until you log out, or until you reset your password.</li>
          <li>Password reset links: they expire after 60 minutes and work only once.</li>
          <li>
            Payment records: for as long as Indian tax and accounting law requires, even after deletion.
          </li>
          <li>Technical logs: only as long as needed to investigate security or operating problems.</li>
        </ul>
      </LegalSection>

      <LegalSection title={t('legal.privacy7')}>
        <p>
          You may ask for a copy of your data, for a correction, or for your account and its data to be
          deleted. Write to <a href={`mailto:${facts.contactEmail}`}>{facts.contactEmail}</a> from the e-mail
          address of the account. We will answer within 30 days; after deletion we keep only the payment
          records the law requires us to keep.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.privacy8', { age: facts.minimumAge })}>
        <p>
          The site is not meant for children under {facts.minimumAge}, and we do not knowingly collect
          personal data from them. If you believe a child under {facts.minimumAge} has given us personal data,
          please contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.privacy9')}>
        <p>
          Data travels over encrypted connections. Passwords, sign-in tokens and reset tokens are stored only
          as hashes, and access to our systems is restricted. No system is perfectly secure, but we work to
          protect your data and will tell you if a breach affects it.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.privacy10')}>
        <p>
          When we change this policy we update the date at the top. Significant changes will be announced on
          the site.
        </p>
      </LegalSection>

      <LegalSection title={t('legal.privacy11')}>
        <ContactDetails />
      </LegalSection>
    </LegalPage>
  );
}
