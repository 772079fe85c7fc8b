import type { SearchResults } from '@termtap/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { formatCount } from '../../app/counts.ts';
import { paths, withQuery } from '../../app/paths.ts';
import { searchPlaceholder } from '../../app/searchExamples.ts';
import { findSubjectBySlug } from '../../app/subjects.ts';
import { useApiRead } from '../../app/useApiRead.ts';
import { Link } from '../../components/Link/Link.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { type Translate, useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { subjectNavText } from '../../i18n/subjectText.ts';
import styles from './SearchScreen.module.css';

/** Typing pauses this long before a search is sent. */
const TYPING_PAUSE_MS = 200;

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; results: SearchResults }
  | { status: 'failed' };

function summary(t: Translate, results: SearchResults): string {
  const shown = results.groups.reduce((sum, group) => sum + group.terms.length, 0);
  if (results.total === 0) return t('search.noMatch', { query: results.query });
  const counts = {
    count: results.total,
    terms: t('search.terms', { count: results.total, countText: formatCount(results.total) }),
    subjects: t('search.subjects', {
      count: results.groups.length,
      countText: formatCount(results.groups.length),
    }),
  };
  const found =
    results.total > shown
      ? t('search.foundBest', { ...counts, shownText: formatCount(shown) })
      : t('search.found', counts);
  // Nothing matched what was typed: these are the results of the API's correction of it.
  return results.correctedQuery ? t('search.corrected', { query: results.correctedQuery, found }) : found;
}

/** One search over all ten subjects (GET /pages/search), the query kept in the URL; each result opens its subject. */
export function SearchScreen() {
  const { api, navigation } = useServices();
  const t = useT();
  const { language } = useLanguage();
  const urlQuery = navigation.search.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  useEffect(() => setQuery(urlQuery), [urlQuery]);
  const wanted = query.trim();
  // A query that arrives with the page (a shared link, the landing page's search) is searched at once.
  const [queryWithPage] = useState(wanted);
  // In Hindi, Hindi names (and their Latin spellings) match too, and each result carries its Hindi name.
  const search = useApiRead(
    () => api.searchTerms(wanted, language === 'hi' ? { lang: 'hi' } : {}),
    [api, wanted, language],
    {
      enabled: wanted.length > 0,
      delayMs: wanted === queryWithPage ? 0 : TYPING_PAUSE_MS,
    },
  );
  const state: SearchState =
    search.status === 'loaded'
      ? { status: 'done', results: search.data }
      : search.status === 'loading'
        ? { status: 'searching' }
        : { status: search.status };

  const changeQuery = (value: string) => {
    setQuery(value);
    navigation.navigate(withQuery(paths.search, { q: value.trim() ? value : null }), { replace: true });
  };

  const status =
    state.status === 'searching'
      ? t('search.searching')
      : state.status === 'failed'
        ? t('search.failed')
        : state.status === 'done'
          ? summary(t, state.results)
          : '';

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{t('search.heading')}</h1>
      <SearchField
        label={t('search.label')}
        value={query}
        onChange={changeQuery}
        placeholder={searchPlaceholder(t)}
        status={status}
        autoFocus
      />
      {state.status === 'done' &&
        state.results.groups.map((group) => {
          const subject = findSubjectBySlug(group.subject);
          const subjectName = subjectNavText(t, group.subject);
          return (
            <section
              key={group.subject}
              className={styles.group}
              aria-labelledby={`results-${group.subject}`}
            >
              <h2 id={`results-${group.subject}`} className={styles.subject}>
                {subjectName}
              </h2>
              <ul className={styles.results}>
                {group.terms.map((entry) => (
                  <li key={entry.term}>
                    <Link to={withQuery(subject.path, { q: entry.term })} className={styles.result}>
                      {entry.term}{' '}
                      {language === 'hi' && entry.hindi && (
                        <span className={styles.hindiName} lang="hi">
                          {entry.hindi.term}
                        </span>
                      )}
                      <span className="visually-hidden">
                        {t('search.inSubject', { subject: subjectName })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
    </div>
  );
}
