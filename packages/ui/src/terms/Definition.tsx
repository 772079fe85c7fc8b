import { type DescribeParts, STUDY_ONLY, type Subject } from '@termtap/api-client';
import type { ReactNode } from 'react';
import { withQuery } from '../app/paths.ts';
import { findSubjectBySlug } from '../app/subjects.ts';
import { Link } from '../components/Link/Link.tsx';
import styles from './Definition.module.css';

export interface DefinitionProps {
  /** The term described: it names the link for a screen reader ("… for osmosis"). */
  term: string;
  /** The description's parts (TermDescription.parts); null shows 'No description available.' */
  parts: DescribeParts | null;
  /** Where the text comes from ("Definition: WordNet 3.1"), in small type. */
  attribution: string | null;
  /** Read more: opened in a new tab. */
  link: string | null;
  /** The entry's subject: its "See also" names then link to that subject's list, filtered to each. */
  subject?: Subject;
  /** More buttons beside the link (the row's Save). */
  actions?: ReactNode;
}

/** The name of the site a link goes to: "Wikipedia" for any Wikipedia page, else the host without www. */
export function linkDestination(link: string): string {
  try {
    const host = new URL(link).hostname.replace(/^www\./, '');
    return host === 'wikipedia.org' || host.endsWith('.wikipedia.org') ? 'Wikipedia' : host;
  } catch {
    return 'the web';
  }
}

function isMedicine(parts: DescribeParts): boolean {
  return Boolean(parts.use || parts.caution || parts.withdrawn);
}

/** One labelled line: the label stands out, the text follows on the same line (or wraps under it). */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.line}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function SeeAlso({ names, subject }: { names: string[]; subject: Subject | undefined }) {
  const path = subject ? findSubjectBySlug(subject).path : null;
  return names.map((name, index) => (
    <span key={name}>
      {index > 0 && ', '}
      {path ? <Link to={withQuery(path, { q: name })}>{name}</Link> : name}
    </span>
  ));
}

/**
 * A description laid out to be read: the definition, then its labelled lines (Example, Not to be confused
 * with, Also called, Plural, See also), a medicine's use and caution set apart with the study-only line, the
 * attribution, and the link named by where it goes. Used by the describe panel, My terms and the landing
 * page's sample; review and quiz cards can use it with the same props.
 */
export function Definition({ term, parts, attribution, link, subject, actions }: DefinitionProps) {
  const hasLines = Boolean(
    parts && (parts.example || parts.notConfusedWith || parts.alsoCalled || parts.plural || parts.seeAlso),
  );
  return (
    <div className={styles.definition}>
      {parts ? (
        <p className={styles.text}>{parts.definition}</p>
      ) : (
        <p className={styles.muted}>No description available.</p>
      )}
      {parts && hasLines && (
        <dl className={styles.lines}>
          {parts.example && <Line label="Example">{parts.example}</Line>}
          {parts.notConfusedWith && <Line label="Not to be confused with">{parts.notConfusedWith}</Line>}
          {parts.alsoCalled && <Line label="Also called">{parts.alsoCalled.join(', ')}</Line>}
          {parts.plural && <Line label="Plural">{parts.plural}</Line>}
          {parts.seeAlso && (
            <Line label="See also">
              <SeeAlso names={parts.seeAlso} subject={subject} />
            </Line>
          )}
        </dl>
      )}
      {parts && isMedicine(parts) && (
        <section className={styles.medicine} aria-label={`About ${term} as a medicine`}>
          <dl className={styles.lines}>
            {parts.use && <Line label="Used for">{parts.use}</Line>}
            {parts.caution && <Line label="Caution">{parts.caution}</Line>}
            {parts.withdrawn && <Line label="Withdrawn">{parts.withdrawn}</Line>}
          </dl>
          <p className={styles.studyOnly}>{STUDY_ONLY}</p>
        </section>
      )}
      {attribution && <p className={styles.attribution}>{attribution}</p>}
      {(link || actions) && (
        <div className={styles.actions}>
          {link && (
            <a className={styles.link} href={link} target="_blank" rel="noopener noreferrer">
              {/* The spec's 'Website Link' stays the start of the link's name; the eye reads where it goes. */}
              <span className="visually-hidden">Website Link: </span>
              Read more on {linkDestination(link)}
              <span className="visually-hidden"> for {term} (opens in a new tab)</span>
            </a>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}
