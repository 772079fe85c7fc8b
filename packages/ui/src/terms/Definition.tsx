import type { DescribeParts, Hindi, Subject } from '@termtap/api-client';
import type { ReactNode } from 'react';
import { withQuery } from '../app/paths.ts';
import { findSubjectBySlug } from '../app/subjects.ts';
import { Link } from '../components/Link/Link.tsx';
import { type Translate, useT } from '../i18n/I18nProvider.tsx';
import styles from './Definition.module.css';

export interface DefinitionProps {
  /** The term described: it names the link for a screen reader ("… for osmosis"). */
  term: string;
  /** The description's parts (TermDescription.parts); null shows 'No description available.' */
  parts: DescribeParts | null;
  /** Where the text comes from ("Definition: WordNet 3.1"), in small type (its known words translated). */
  attribution: string | null;
  /** Read more: opened in a new tab. */
  link: string | null;
  /** The entry's subject: its "See also" names then link to that subject's list, filtered to each. */
  subject?: Subject;
  /** More buttons beside the link (the row's Save). */
  actions?: ReactNode;
  /**
   * Described in Hindi (`lang=hi`): the answer's `hindi`. With a Hindi definition it is shown first and the
   * English one folded beneath; with the name alone, the English one with a note that the Hindi is not written
   * yet. Left out (English, or a screen that did not ask in Hindi): the English layout alone.
   */
  hindi?: Hindi;
  /** The screen already shows the Hindi name beside the term (a review card's heading): not repeated here. */
  isHindiNameShown?: boolean;
}

/** The name of the site a link goes to: "Wikipedia" for any Wikipedia page, else the host without www. */
export function linkDestination(t: Translate, link: string): string {
  try {
    const host = new URL(link).hostname.replace(/^www\./, '');
    return host === 'wikipedia.org' || host.endsWith('.wikipedia.org') ? 'Wikipedia' : host;
  } catch {
    return t('terms.theWeb');
  }
}

const definitionPrefix = 'Definition: ';

/**
 * The attribution line in the interface's language. The API sends it in English, one of the content's few
 * lines ("Definition: WordNet 3.1", "Definition: FOLDOC (GFDL)", "Written by TermTap"): their words are
 * translated and the source's name kept; any other line is shown as sent.
 */
export function attributionText(t: Translate, attribution: string): string {
  if (attribution === 'Written by TermTap') return t('terms.writtenByTermTap');
  if (attribution.startsWith(definitionPrefix)) {
    return t('terms.attributionDefinition', { source: attribution.slice(definitionPrefix.length) });
  }
  return attribution;
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
export function Definition({
  term,
  parts,
  attribution,
  link,
  subject,
  actions,
  hindi,
  isHindiNameShown = false,
}: DefinitionProps) {
  const t = useT();
  const hindiDefinition = hindi?.definition;
  const english = <EnglishParts term={term} parts={parts} subject={subject} />;
  return (
    <div className={styles.definition}>
      {hindi?.term && !isHindiNameShown && (
        <p className={styles.names}>
          <span lang="hi" className={styles.hindiTerm}>
            {hindi.term}
          </span>{' '}
          <span lang="en">{term}</span>
        </p>
      )}
      {hindiDefinition ? (
        <>
          <p className={styles.text} lang="hi">
            {hindiDefinition}
          </p>
          <details className={styles.english}>
            <summary>{t('terms.readInEnglish')}</summary>
            <div className={styles.englishBody} lang="en">
              {english}
            </div>
          </details>
        </>
      ) : (
        <>
          {hindi !== undefined && <p className={styles.note}>{t('terms.hindiNotWritten')}</p>}
          {english}
        </>
      )}
      {parts && isMedicine(parts) && (
        <section className={styles.medicine} aria-label={t('terms.aboutMedicine', { term })}>
          <dl className={styles.lines}>
            {parts.use && <Line label={t('terms.usedFor')}>{parts.use}</Line>}
            {parts.caution && <Line label={t('terms.caution')}>{parts.caution}</Line>}
            {parts.withdrawn && <Line label={t('terms.withdrawn')}>{parts.withdrawn}</Line>}
          </dl>
          <p className={styles.studyOnly}>{t('terms.studyOnly')}</p>
        </section>
      )}
      {attribution && <p className={styles.attribution}>{attributionText(t, attribution)}</p>}
      {(link || actions) && (
        <div className={styles.actions}>
          {link && (
            <a className={styles.link} href={link} target="_blank" rel="noopener noreferrer">
              {/* The spec's 'Website Link' stays the start of the link's name; the eye reads where it goes. */}
              <span className="visually-hidden">{t('terms.websiteLink')}</span>
              {t('terms.readMore', { destination: linkDestination(t, link) })}
              <span className="visually-hidden">{t('terms.linkFor', { term })}</span>
            </a>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}

/** The English definition and its labelled lines (a medicine's facts are set apart by the caller). */
function EnglishParts({ parts, subject }: Pick<DefinitionProps, 'term' | 'parts' | 'subject'>) {
  const t = useT();
  const hasLines = Boolean(
    parts && (parts.example || parts.notConfusedWith || parts.alsoCalled || parts.plural || parts.seeAlso),
  );
  return (
    <>
      {parts ? (
        <p className={styles.text}>{parts.definition}</p>
      ) : (
        <p className={styles.muted}>{t('terms.noDescription')}</p>
      )}
      {parts && hasLines && (
        <dl className={styles.lines}>
          {parts.example && <Line label={t('terms.example')}>{parts.example}</Line>}
          {parts.notConfusedWith && <Line label={t('terms.notConfusedWith')}>{parts.notConfusedWith}</Line>}
          {parts.alsoCalled && <Line label={t('terms.alsoCalled')}>{parts.alsoCalled.join(', ')}</Line>}
          {parts.plural && <Line label={t('terms.plural')}>{parts.plural}</Line>}
          {parts.seeAlso && (
            <Line label={t('terms.seeAlso')}>
              <SeeAlso names={parts.seeAlso} subject={subject} />
            </Line>
          )}
        </dl>
      )}
    </>
  );
}
