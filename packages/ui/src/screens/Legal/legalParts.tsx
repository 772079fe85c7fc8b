import { type ReactNode, useId } from 'react';
import { legalFacts as facts } from '../../app/legalFacts.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import styles from './Legal.module.css';

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  const { language } = useLanguage();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {/* Translated, inside a legal text that may be marked lang="en". */}
      <h2 id={headingId} className={styles.sectionTitle} lang={language === 'en' ? undefined : language}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ContactDetails() {
  return (
    <address className={styles.contact}>
      {facts.serviceName} ({facts.businessType})
      <br />
      {facts.postalAddress}
      <br />
      E-mail: <a href={`mailto:${facts.contactEmail}`}>{facts.contactEmail}</a>
    </address>
  );
}
