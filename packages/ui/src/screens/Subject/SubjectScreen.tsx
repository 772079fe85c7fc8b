import { createTermIndex } from '@termtap/api-client';
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { paths, withQuery } from '../../app/paths.ts';
import { type SubjectInfo, subjectHeading } from '../../app/subjects.ts';
import { AuthModal } from '../../components/AuthModal/AuthModal.tsx';
import type { AuthMode } from '../../components/AuthModal/useAuthForm.ts';
import { Link } from '../../components/Link/Link.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { CreditsNotice, LOW_CREDITS } from './CreditsNotice.tsx';
import { LetterIndex, letterAnchor, letterOf } from './LetterIndex.tsx';
import { SubjectBadge } from './SubjectBadge.tsx';
import styles from './SubjectScreen.module.css';
import { TermRow } from './TermRow.tsx';
import { useTermList } from './useTermList.ts';
import { useTermRows } from './useTermRows.ts';
import { unlockedKey, useUnlockedTerms } from './useUnlockedTerms.ts';

/** Lists at least this long get the A–Z letter index. */
const LETTER_INDEX_FROM = 30;

const countText = (shown: number, total: number) =>
  shown === total ? `${total} terms` : `${shown} of ${total} terms`;

/**
 * A subject's term list (SPEC.md §2 "Subject term screens"), with a filter kept in the URL (`?q=`), an A–Z
 * index on long lists, unlocked terms marked and the credits in view. The host keys it by subject.
 */
export function SubjectScreen({ subject }: { subject: SubjectInfo }) {
  const session = useSession();
  const { navigation } = useServices();
  const list = useTermList(subject.slug);
  const { unlocked, markUnlocked, setStarred } = useUnlockedTerms({ subject: subject.slug });
  const { rowState, press } = useTermRows((subjectOfTerm, term) => markUnlocked(subjectOfTerm, term));
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);

  // The field follows the URL (back/forward, a shared link) and writes to it while typing (replacing the
  // entry, so typing does not fill the history).
  const urlQuery = navigation.search.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  useEffect(() => setQuery(urlQuery), [urlQuery]);
  const changeQuery = (value: string) => {
    setQuery(value);
    navigation.navigate(withQuery(subject.path, { q: value.trim() ? value : null }), { replace: true });
  };

  const terms = list.status === 'loaded' ? list.terms : [];
  const search = useMemo(() => createTermIndex(terms), [terms]);
  const matches = useMemo(() => search(query), [search, query]);
  const isFiltering = query.trim().length > 0;
  const letters = useMemo(() => new Set(terms.map((entry) => letterOf(entry.term))), [terms]);

  const remainingClicks = session.user?.remainingClicks ?? null;
  const showsCreditsNotice =
    session.isLoggedIn && !session.isPaid && remainingClicks !== null && remainingClicks <= LOW_CREDITS;
  const heading = subjectHeading(subject);

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
      </header>
      <div className={styles.toolbar}>
        <SubjectBadge
          isLoggedIn={session.isLoggedIn}
          isPaid={session.isPaid}
          remainingClicks={remainingClicks}
          paidUntil={session.user?.paidUntil}
        />
        {list.status === 'loaded' && terms.length > 0 && (
          <SearchField
            label={`Search ${subject.name.toLowerCase()} terms`}
            value={query}
            onChange={changeQuery}
            placeholder="Type a term, e.g. the first letters"
            status={isFiltering ? countText(matches.length, terms.length) : ''}
          />
        )}
        {list.status === 'loaded' && !isFiltering && terms.length >= LETTER_INDEX_FROM && (
          <LetterIndex present={letters} />
        )}
      </div>
      {showsCreditsNotice && <CreditsNotice remainingClicks={remainingClicks} />}
      {list.status === 'loading' ? (
        <Spinner />
      ) : terms.length === 0 ? (
        <p className={styles.empty}>No terms to show.</p>
      ) : matches.length === 0 ? (
        <div className={styles.noMatch}>
          <p>
            No {subject.name.toLowerCase()} term matches “{query.trim()}”.
          </p>
          <Link to={withQuery(paths.search, { q: query.trim() })}>
            Search all subjects for “{query.trim()}”
          </Link>
        </div>
      ) : (
        <ul className={styles.list} aria-label={heading}>
          {matches.map(({ entry, position }, index) => {
            const key = unlockedKey(subject.slug, entry.term);
            const mark = unlocked.get(key);
            const letter = letterOf(entry.term);
            const startsLetter =
              !isFiltering && (index === 0 || letterOf(matches[index - 1]?.entry.term ?? '') !== letter);
            return (
              <TermRow
                // Row state is kept per position in the whole list (SPEC.md §4), also while filtering.
                key={position}
                term={entry.term}
                state={rowState(String(position))}
                onPress={() => void press(String(position), subject.slug, entry.term)}
                onStartTrial={() => setAuthMode('signup')}
                onLogin={() => setAuthMode('login')}
                isUnlocked={session.isLoggedIn && mark !== undefined}
                isStarred={mark?.starred ?? false}
                onToggleStar={
                  session.isLoggedIn && mark !== undefined
                    ? () => void setStarred(subject.slug, entry.term, !mark.starred)
                    : undefined
                }
                anchorId={startsLetter ? letterAnchor(letter) : undefined}
              />
            );
          })}
        </ul>
      )}
      {authMode && <AuthModal mode={authMode} onModeChange={setAuthMode} onClose={() => setAuthMode(null)} />}
    </div>
  );
}
