import { createTermIndex, type MyTerm, type Subject } from '@termtap/api-client';
import { useMemo, useState } from 'react';
import { formatCount } from '../../app/counts.ts';
import { paths, quizPath } from '../../app/paths.ts';
import { Button, buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed.tsx';
import { ProgressMeter } from '../../components/ProgressMeter/ProgressMeter.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { subjectNameText, subjectNavText } from '../../i18n/subjectText.ts';
import { Trans } from '../../i18n/Trans.tsx';
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
  const t = useT();
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
  const streak = progress.status === 'loaded' ? streakText(t, progress.data.streak.days) : null;

  const items = state.status === 'loaded' ? state.items : [];
  const search = useMemo(
    // In Hindi the Hindi names are searched too ("परमाणु" finds atom).
    () =>
      createTermIndex(
        items.map((item) => ({
          term: item.term,
          alsoCalled: [],
          ...(item.hindi ? { hindi: { term: item.hindi.term } } : {}),
        })),
      ),
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
      <h1 className={styles.heading}>{t('myTerms.heading')}</h1>
      <p className={styles.intro}>{t('myTerms.intro')}</p>
      {items.length > 0 && (
        <div className={styles.study}>
          <Link to={paths.review} className={buttonClassName('primary', 'sm')}>
            {t('myTerms.review')}
          </Link>
          <Link to={quizPath()} className={buttonClassName('secondary', 'sm')}>
            {t('quiz.quizMe')}
          </Link>
          {streak && <span className={styles.streak}>{streak}</span>}
        </div>
      )}
      <div className={styles.tools}>
        <SearchField
          label={t('myTerms.search')}
          value={query}
          onChange={setQuery}
          status={
            state.status === 'loaded' && query.trim()
              ? t('myTerms.searchStatus', {
                  shownText: formatCount(shown.length),
                  totalText: formatCount(items.length),
                })
              : ''
          }
        />
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={starredOnly}
          onClick={() => setStarredOnly((on) => !on)}
        >
          {starredOnly ? '★' : '☆'} {t('myTerms.savedOnly')}
        </Button>
      </div>
      {state.status === 'loading' ? (
        <Spinner />
      ) : state.status === 'failed' ? (
        <LoadFailed className={styles.message} text={t('myTerms.loadFailed')} onRetry={retry} />
      ) : items.length === 0 ? (
        <p className={styles.message}>{t(starredOnly ? 'myTerms.noSaved' : 'myTerms.nothingYet')}</p>
      ) : shown.length === 0 ? (
        <p className={styles.message}>{t('myTerms.noMatch', { query: query.trim() })}</p>
      ) : (
        <>
          {bySubject(shown).map(([subject, group]) => {
            const navText = subjectNavText(t, subject);
            const known = progressOf(subject);
            return (
              <section key={subject} className={styles.group} aria-labelledby={`my-${subject}`}>
                <h2 id={`my-${subject}`} className={styles.subject}>
                  {navText} <span className={styles.count}>({formatCount(group.length)})</span>
                </h2>
                <div className={styles.groupTools}>
                  {known && (
                    <ProgressMeter
                      label={t('review.termsKnown', { subject: subjectNameText(t, subject) })}
                      known={known.known}
                      total={known.total}
                    />
                  )}
                  <Link to={quizPath(subject)} className={buttonClassName('ghost', 'sm')}>
                    <Trans
                      id="myTerms.quizOn"
                      values={{ subject: navText }}
                      components={{ 0: <span className="visually-hidden" /> }}
                    />
                  </Link>
                </div>
                <ul className={styles.list} aria-label={t('myTerms.listLabel', { subject: navText })}>
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
              {state.isLoadingMore
                ? t('myTerms.loadingMore')
                : t('myTerms.showMore', { leftText: formatCount(state.total - state.items.length) })}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
