import { useId, useState } from 'react';
import showcase from '../../../../../content/data/showcase.json';
import type { Subject } from '../../app/paths.ts';
import { findSubjectBySlug, type SubjectInfo } from '../../app/subjects.ts';
import styles from './HomeScreen.module.css';

/** One sample describe, exactly as the API serves it (content/data/showcase.json, written by `npm run content`). */
export interface ShowcaseSample {
  subject: string;
  term: string;
  snippet: string;
  link: string;
  attribution: string;
}

export const showcaseSamples: readonly ShowcaseSample[] = showcase.samples;
/** Terms per API subject slug, from the same content build. */
export const termCounts: Readonly<Record<string, number>> = showcase.counts;

const subjectOf = (sample: ShowcaseSample): SubjectInfo => findSubjectBySlug(sample.subject as Subject);

/**
 * The hero's live example: a real describe of a sample term, shown the way a subject screen shows an opened
 * row. No login, no request, no credit spent: the text ships with the page.
 */
export function SampleDescribe({ samples = showcaseSamples }: { samples?: readonly ShowcaseSample[] }) {
  const [shownIndex, setShownIndex] = useState(0);
  const titleId = useId();
  const shown = samples[shownIndex] ?? samples[0];
  if (!shown) return null;
  const subject = subjectOf(shown);
  return (
    <section className={styles.sample} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sampleTitle}>
        A real describe, free to read
      </h2>
      <ul className={styles.sampleChoices} aria-label="Sample terms">
        {samples.map((sample, index) => (
          <li key={`${sample.subject}/${sample.term}`}>
            <button
              type="button"
              className={styles.sampleChoice}
              aria-pressed={index === shownIndex}
              onClick={() => setShownIndex(index)}
            >
              {sample.term}
            </button>
          </li>
        ))}
      </ul>
      <article className={styles.sampleCard} aria-label={`${shown.term}, ${subject.navLabel}`}>
        <p className={styles.sampleSubject}>{subject.navLabel}</p>
        <h3 className={styles.sampleTerm}>{shown.term}</h3>
        <div className={styles.sampleSnippet}>
          {shown.snippet.split('\n').map((line) => {
            const labelled = /^(Example|Not to be confused with|Also called): (.*)$/.exec(line);
            return (
              <p key={line}>
                {labelled ? (
                  <>
                    <strong>{labelled[1]}:</strong> {labelled[2]}
                  </>
                ) : (
                  line
                )}
              </p>
            );
          })}
        </div>
        <p className={styles.sampleFooter}>
          <span>{shown.attribution}</span>
          <a href={shown.link} target="_blank" rel="noopener noreferrer">
            Website Link <span className="visually-hidden">for {shown.term} (opens in a new tab)</span>
          </a>
        </p>
      </article>
    </section>
  );
}
