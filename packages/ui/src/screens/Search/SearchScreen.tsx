import type { SearchResults } from '@termtap/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { paths, withQuery } from '../../app/paths.ts';
import { searchPlaceholder } from '../../app/searchExamples.ts';
import { findSubjectBySlug } from '../../app/subjects.ts';
import { useApiRead } from '../../app/useApiRead.ts';
import { Link } from '../../components/Link/Link.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import styles from './SearchScreen.module.css';

/** Typing pauses this long before a search is sent. */
const TYPING_PAUSE_MS = 200;

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; results: SearchResults }
  | { status: 'failed' };

function summary(results: SearchResults): string {
  const shown = results.groups.reduce((sum, group) => sum + group.terms.length, 0);
  if (results.total === 0) return `No term matches “${results.query}”.`;
  const subjectsText = `${results.groups.length} subject${results.groups.length === 1 ? '' : 's'}`;
  const more = results.total > shown ? ` (showing the best ${shown})` : '';
  return `${results.total} term${results.total === 1 ? '' : 's'} in ${subjectsText}${more}.`;
}

/** One search over all ten subjects (GET /pages/search), the query kept in the URL; each result opens its subject. */
export function SearchScreen() {
  const { api, navigation } = useServices();
  const urlQuery = navigation.search.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  useEffect(() => setQuery(urlQuery), [urlQuery]);
  const wanted = query.trim();
  // A query that arrives with the page (a shared link, the landing page's search) is searched at once.
  const [queryWithPage] = useState(wanted);
  const search = useApiRead(() => api.searchTerms(wanted), [api, wanted], {
    enabled: wanted.length > 0,
    delayMs: wanted === queryWithPage ? 0 : TYPING_PAUSE_MS,
  });
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
      ? 'Searching…'
      : state.status === 'failed'
        ? 'Search is not available right now. Try again in a moment.'
        : state.status === 'done'
          ? summary(state.results)
          : '';

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>Search all subjects</h1>
      <SearchField
        label="Search terms in every subject"
        value={query}
        onChange={changeQuery}
        placeholder={searchPlaceholder}
        status={status}
        autoFocus
      />
      {state.status === 'done' &&
        state.results.groups.map((group) => {
          const subject = findSubjectBySlug(group.subject);
          return (
            <section
              key={group.subject}
              className={styles.group}
              aria-labelledby={`results-${group.subject}`}
            >
              <h2 id={`results-${group.subject}`} className={styles.subject}>
                {subject.navLabel}
              </h2>
              <ul className={styles.results}>
                {group.terms.map((entry) => (
                  <li key={entry.term}>
                    <Link to={withQuery(subject.path, { q: entry.term })} className={styles.result}>
                      {entry.term} <span className="visually-hidden">in {subject.navLabel}</span>
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
