import type { ReactNode } from 'react';
import styles from './Legal.module.css';

export interface LegalPageProps {
  title: string;
  /** Shown under the title, e.g. 'Last updated May 11, 2025'. */
  dateLine?: string;
  children: ReactNode;
}

/** The shared frame of the static legal pages: a readable column with a title and its date. */
export function LegalPage({ title, dateLine, children }: LegalPageProps) {
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {title}
        </h1>
        {dateLine ? <p className={styles.date}>{dateLine}</p> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  );
}
