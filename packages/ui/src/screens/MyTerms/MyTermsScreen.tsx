import { createTermIndex, type MyTerm, type Subject } from '@termtap/api-client';
import { useMemo, useState } from 'react';
import { paths, quizPath } from '../../app/paths.ts';
import { findSubjectBySlug } from '../../app/subjects.ts';
import { Button, buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { ProgressMeter } from '../../components/ProgressMeter/ProgressMeter.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { streakText, useReviewProgress } from '../../review/useReviewProgress.ts';
import { UnlockedTermRow } from '../../terms/UnlockedTermRow.tsx';
import { useTermRows } from '../../terms/useTermRows.ts';
import { unlockedKey, useUnlockedTerms } from '../../terms/useUnlockedTerms.ts';
import styles from './MyTermsScreen.module.css';
import { useMyTerms } from './useMyTerms.ts';

/** The items grouped by subject, in the order the server gave (starred first, then newest first). */
function bySubject(items: readonly MyTerm[]): [Subject, MyTerm[]][] {
  const groups = new Map<Subject, MyTerm[]>();
  for (const item of items) groups.set(item.subject, [...(groups.get(item.subject) ?? []), item]);
  return [...groups];
}

/**
 * "My terms" (docs/design.md decision 18): every term the user has unlocked, grouped by subject, searchable,
 * each re-readable in place for free — also at 0 clicks and after a subscription ends. Saved ones come first.
 */
export function MyTermsScreen() {
  const [starredOnly, setStarredOnly] = useState(false);
  const [query, setQuery] = useState('');
  const { state, loadMore, retry } = useMyTerms(starredOnly);
  const { unlocked, setStarred } = useUnlockedTerms();
  const rows = useTermRows();
  const progress = useReviewProgress();
  const progressOf = (subject: Subject) =>
    progress.status === 'loaded'
      ? progress.data.subjects.find((entry) => entry.subject === subject)
      : undefined;
  const streak = progress.status === 'loaded' ? streakText(progress.data.streak.days) : null;

  const items = state.status === 'loaded' ? state.items : [];
  const search = useMemo(
    () => createTermIndex(items.map((item) => ({ term: item.term, alsoCalled: [] }))),
    [items],
  );
  const shown = useMemo(() => {
    const positions = new Set(search(query).map((match) => match.position));
    return items.filter((_, position) => positions.has(position));
  }, [items, search, query]);
  const isStarred = (item: MyTerm) =>
    unlocked.get(unlockedKey(item.subject, item.term))?.starred ?? item.starred;

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>My terms</h1>
      <p className={styles.intro}>
        Every term you have opened stays free to reopen here — also when your free describes are used up or
        your month has ended.
      </p>
      {items.length > 0 && (
        <div className={styles.study}>
          <Link to={paths.review} className={buttonClassName('primary', 'sm')}>
            Review
          </Link>
          <Link to={quizPath()} className={buttonClassName('secondary', 'sm')}>
            Quiz me
          </Link>
          {streak && <span className={styles.streak}>{streak}</span>}
        </div>
      )}
      <div className={styles.tools}>
        <SearchField
          label="Search my terms"
          value={query}
          onChange={setQuery}
          status={state.status === 'loaded' && query.trim() ? `${shown.length} of ${items.length} terms` : ''}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={starredOnly}
          onClick={() => setStarredOnly((on) => !on)}
        >
          {starredOnly ? '★ Saved only' : '☆ Saved only'}
        </Button>
      </div>
      {state.status === 'loading' ? (
        <Spinner />
      ) : state.status === 'failed' ? (
        <div className={styles.message} role="alert">
          <p>Could not load your terms. Check your connection and try again.</p>
          <Button size="sm" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className={styles.message}>
          {starredOnly
            ? 'No saved terms yet. Open a term and press Save to keep it at the top here.'
            : 'You have not opened any terms yet. Pick a subject and press Describe: every term you open stays free to reopen here.'}
        </p>
      ) : shown.length === 0 ? (
        <p className={styles.message}>None of your terms matches “{query.trim()}”.</p>
      ) : (
        <>
          {bySubject(shown).map(([subject, group]) => {
            const info = findSubjectBySlug(subject);
            const known = progressOf(subject);
            return (
              <section key={subject} className={styles.group} aria-labelledby={`my-${subject}`}>
                <h2 id={`my-${subject}`} className={styles.subject}>
                  {info.navLabel} <span className={styles.count}>({group.length})</span>
                </h2>
                <div className={styles.groupTools}>
                  {known && (
                    <ProgressMeter
                      label={`${info.name} terms known`}
                      known={known.known}
                      total={known.total}
                    />
                  )}
                  <Link to={quizPath(subject)} className={buttonClassName('ghost', 'sm')}>
                    Quiz me <span className="visually-hidden">on {info.navLabel}</span>
                  </Link>
                </div>
                <ul className={styles.list} aria-label={`${info.navLabel}: my terms`}>
                  {group.map((item) => {
                    const starred = isStarred(item);
                    return (
                      <UnlockedTermRow
                        key={unlockedKey(item.subject, item.term)}
                        item={item}
                        rows={rows}
                        isStarred={starred}
                        onToggleStar={() => void setStarred(item.subject, item.term, !starred)}
                      />
                    );
                  })}
                </ul>
              </section>
            );
          })}
          {state.items.length < state.total && (
            <Button variant="secondary" onClick={() => void loadMore()} disabled={state.isLoadingMore}>
              {state.isLoadingMore ? 'Loading…' : `Show more (${state.total - state.items.length} left)`}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
