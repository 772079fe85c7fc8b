import type { ReactNode } from 'react';
import { readableDate } from '../../app/dates.ts';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import type { Language } from '../../i18n/language.ts';
import styles from './Legal.module.css';

export interface LegalPageProps {
  title: string;
  /** The date the text was last changed, as the legal facts write it ('May 11, 2025'). */
  lastUpdated?: string;
  /**
   * True (the default) for a legal text, which stays in English whatever the interface's language: the body
   * is marked lang="en" and a note says the English text applies. False for a page whose own sentences are
   * translated (Sources); it marks its English quotations itself.
   */
  isEnglishText?: boolean;
  children: ReactNode;
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'May 11, 2025' as the interface writes dates ('11 मई 2025'); English keeps the text as written. */
export function legalDate(text: string, language: Language): string {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  const month = match ? months.indexOf(match[1] ?? '') : -1;
  if (language === 'en' || !match || month < 0) return text;
  return readableDate(new Date(Date.UTC(Number(match[3]), month, Number(match[2]), 12)), language) ?? text;
}

/**
 * The shared frame of the static legal pages: a readable column with a title and its date. In another
 * language than English the title, the date line and the section headings are translated, the legal text is
 * not (it is the one that applies), and a note at the top says so.
 */
export function LegalPage({ title, lastUpdated, isEnglishText = true, children }: LegalPageProps) {
  const t = useT();
  const { language } = useLanguage();
  const isTranslated = language !== 'en';
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {title}
        </h1>
        {lastUpdated ? (
          <p className={styles.date}>{t('legal.lastUpdated', { date: legalDate(lastUpdated, language) })}</p>
        ) : null}
        {isTranslated ? (
          <p className={styles.note}>
            {isEnglishText ? t('legal.englishOnly') : t('legal.sourcesNoticesInEnglish')}
          </p>
        ) : null}
      </header>
      <div className={styles.body} lang={isTranslated && isEnglishText ? 'en' : undefined}>
        {children}
      </div>
    </article>
  );
}
