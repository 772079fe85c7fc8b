import { type ReactNode, useId } from 'react';
import { legalFacts as facts } from '../../app/legalFacts.ts';
import styles from './Legal.module.css';

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
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
