import type { DescribeParts, Hindi } from '@termtap/api-client';
import { useId, useState } from 'react';
import showcase from '../../../../../content/data/showcase.json';
import type { Subject } from '../../app/paths.ts';
import { findSubjectBySlug, type SubjectInfo } from '../../app/subjects.ts';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { subjectNavText } from '../../i18n/subjectText.ts';
import { Definition } from '../../terms/Definition.tsx';
import styles from './HomeScreen.module.css';

/** One sample describe, exactly as the API serves it (content/data/showcase.json, written by `npm run content`). */
export interface ShowcaseSample {
  subject: string;
  term: string;
  snippet: string;
  parts: DescribeParts;
  link: string;
  attribution: string;
  /** What a describe in Hindi adds: the Hindi name, and the Hindi definition where one is written. */
  hindi?: Hindi;
}

export const showcaseSamples: readonly ShowcaseSample[] = showcase.samples;
/** Terms per API subject slug, from the same content build. */
export const termCounts: Readonly<Record<string, number>> = showcase.counts;

const subjectOf = (sample: ShowcaseSample): SubjectInfo => findSubjectBySlug(sample.subject as Subject);

/**
 * The hero's live example: a real describe of a sample term, shown the way a subject screen shows an opened
 * row, in Hindi too when Hindi is chosen. No login, no request, no credit spent: the text ships with the page.
 */
export function SampleDescribe({ samples = showcaseSamples }: { samples?: readonly ShowcaseSample[] }) {
  const t = useT();
  const { language } = useLanguage();
  const [shownIndex, setShownIndex] = useState(0);
  const titleId = useId();
  const shown = samples[shownIndex] ?? samples[0];
  if (!shown) return null;
  const subject = subjectOf(shown);
  const subjectName = subjectNavText(t, subject.slug);
  return (
    <section className={styles.sample} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sampleTitle}>
        {t('home.sampleTitle')}
      </h2>
      <ul className={styles.sampleChoices} aria-label={t('home.sampleTerms')}>
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
      <article className={styles.sampleCard} aria-label={`${shown.term}, ${subjectName}`}>
        <p className={styles.sampleSubject}>{subjectName}</p>
        <h3 className={styles.sampleTerm}>{shown.term}</h3>
        <Definition
          term={shown.term}
          parts={shown.parts}
          attribution={shown.attribution}
          link={shown.link}
          subject={subject.slug}
          hindi={language === 'hi' ? shown.hindi : undefined}
        />
      </article>
    </section>
  );
}
