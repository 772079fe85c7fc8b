import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { createTermIndex } from '@termtap/api-client';
import {
  lazy,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { formatCount } from '../../app/counts.ts';
import { paths, withQuery } from '../../app/paths.ts';
import type { SubjectInfo } from '../../app/subjects.ts';
import { AuthModal } from '../../components/AuthModal/AuthModal.tsx';
import type { AuthMode } from '../../components/AuthModal/useAuthForm.ts';
import { Link } from '../../components/Link/Link.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { type Translate, useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { subjectHeadingText } from '../../i18n/subjectText.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { TermRow, type WindowedPlace } from '../../terms/TermRow.tsx';
import { useTermRows } from '../../terms/useTermRows.ts';
import { unlockedKey, useUnlockedTerms } from '../../terms/useUnlockedTerms.ts';
import { CreditsNotice, LOW_CREDITS } from './CreditsNotice.tsx';
import { LetterIndex, letterAnchor, letterOf } from './LetterIndex.tsx';
import { ListFailed, TermRowSkeletons } from './ListStates.tsx';
import { SubjectBadge } from './SubjectBadge.tsx';
import styles from './SubjectScreen.module.css';
import { subjectInSentenceText } from './subjectInSentence.ts';
import { useTermList } from './useTermList.ts';

// A signed-in student's progress and "Quiz me", in a chunk of its own: a visitor's page loads none of it.
const SubjectProgress = lazy(() => import('../../review/SubjectProgress.tsx'));

/** Lists at least this long get the A–Z letter index. */
const LETTER_INDEX_FROM = 30;
/** A collapsed row's height before it is measured (px): borders, padding and the 2.25 rem button. */
const ESTIMATED_ROW_PX = 54;
/** The same in Hindi, where a row's Hindi name adds a line under the term (measured at 360 px: 65 px). */
const ESTIMATED_HINDI_ROW_PX = 65;
const ROW_GAP_PX = 8;
/** Typing pauses this long before the query is written to the URL. */
const URL_WRITE_PAUSE_MS = 300;

/** The list's offset from the top of the document, in px (null while there is no list). */
const listTopOf = (list: HTMLElement | null) =>
  list ? list.getBoundingClientRect().top + window.scrollY : null;

const countText = (t: Translate, shown: number, total: number) =>
  shown === total
    ? t('subject.countAll', { totalText: formatCount(total) })
    : t('subject.countSome', { shownText: formatCount(shown), totalText: formatCount(total) });

/**
 * A subject's term list (docs/spec.md §2 "Subject term screens"), with a filter kept in the URL (`?q=`), an
 * A–Z index on long lists, unlocked terms marked and the credits in view. The host keys it by subject.
 */
export function SubjectScreen({ subject }: { subject: SubjectInfo }) {
  const session = useSession();
  const t = useT();
  const { language } = useLanguage();
  const { navigation, prerendered } = useServices();
  const list = useTermList(subject.slug);
  // A prerendered page holds every row (for search engines, readers without JavaScript and the first paint):
  // the first render matches that HTML, then the list becomes windowed, as a transition (decision 0007).
  const [isWindowed, setIsWindowed] = useState(() => !(prerendered?.isHydrating() ?? false));
  const listRef = useRef<HTMLUListElement>(null);
  const [listTop, setListTop] = useState(0);
  // Where the list starts is read before the swap, from the prerendered page's layout, which hydration left as
  // it was. Read after it, it forced a layout of the new rows inside the swap's own long task.
  const isListTopKnown = useRef(false);
  useEffect(() => {
    if (isWindowed) return;
    const top = listTopOf(listRef.current);
    isListTopKnown.current = top !== null;
    startTransition(() => {
      if (top !== null) setListTop(top);
      setIsWindowed(true);
    });
  }, [isWindowed]);
  const { unlocked, markUnlocked, setStarred } = useUnlockedTerms({ subject: subject.slug });
  const { rowState, press } = useTermRows((subjectOfTerm, term) => markUnlocked(subjectOfTerm, term));
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);

  // The field follows the URL (back/forward, a shared link), and writes to it once typing pauses, replacing
  // the entry: a route change per keystroke re-renders the whole app and cost a frame on a cheap phone.
  const urlQuery = navigation.search.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  const queryInUrl = useRef(urlQuery);
  useEffect(() => {
    if (urlQuery === queryInUrl.current) return;
    queryInUrl.current = urlQuery;
    setQuery(urlQuery);
  }, [urlQuery]);
  useEffect(() => {
    const wanted = query.trim() ? query : '';
    if (wanted === queryInUrl.current) return;
    const timer = setTimeout(() => {
      queryInUrl.current = wanted;
      navigation.navigate(withQuery(subject.path, { q: wanted || null }), { replace: true });
    }, URL_WRITE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, navigation, subject.path]);
  const changeQuery = setQuery;

  const terms = list.status === 'loaded' ? list.terms : [];
  const search = useMemo(() => createTermIndex(terms), [terms]);
  // When nothing matches, the results of the query corrected against the subject's words (with the correction).
  const { matches, correctedQuery } = useMemo(() => search.search(query), [search, query]);
  const isFiltering = query.trim().length > 0;
  // The index stays while filtering (its letters then those of the matches): the toolbar keeps its height,
  // so the list does not move under the student's thumb, and nothing above the list needs measuring again.
  const letters = useMemo(() => new Set(matches.map((match) => letterOf(match.entry.term))), [matches]);

  const remainingClicks = session.user?.remainingClicks ?? null;
  const showsCreditsNotice =
    session.isLoggedIn && !session.isPaid && remainingClicks !== null && remainingClicks <= LOW_CREDITS;

  // Only the rows near the screen are rendered (a 400-row list measured 10+ frames to mount and 5+ frames
  // per keystroke at 4× CPU slowdown: see apps/web/bench/subject-screen.ts). Row state lives in
  // useTermRows, keyed by position, so a row that scrolls away and back keeps its description.
  // Shown from the start (all letters disabled while the list loads), so nothing above the list moves when it
  // arrives; a short list has no index.
  const showsLetterIndex = list.status === 'loading' || terms.length >= LETTER_INDEX_FROM;
  // Where the list starts moves only when what stands above it changes (read once then: a read per render
  // forces a layout on every keystroke). A prerendered page's full list needs no offset: measuring there would
  // re-render every row at once while hydrating. It is read just before the list becomes windowed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are the things above the list.
  useLayoutEffect(() => {
    if (!isWindowed) return;
    const measure = () => {
      const top = listTopOf(listRef.current);
      if (top !== null) setListTop(top);
    };
    // Read just before the swap: nothing above the list has moved since.
    if (isListTopKnown.current) isListTopKnown.current = false;
    else measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [showsLetterIndex, showsCreditsNotice, matches.length === 0, !correctedQuery, list.status, isWindowed]);
  const rows = useWindowVirtualizer({
    count: matches.length,
    estimateSize: () => (language === 'hi' ? ESTIMATED_HINDI_ROW_PX : ESTIMATED_ROW_PX),
    gap: ROW_GAP_PX,
    overscan: 6,
    scrollMargin: listTop,
    getItemKey: (index) => matches[index]?.position ?? index,
    // Sizes come from the ResizeObserver only: measuring each new row as it mounts forced a layout per row
    // (the bench's profile: most of a keystroke). Until observed, a row counts as the usual collapsed height.
    measureElement: (element, entry) =>
      entry?.borderBoxSize[0]?.blockSize ??
      Number(
        element.getAttribute('data-height') ??
          (language === 'hi' ? ESTIMATED_HINDI_ROW_PX : ESTIMATED_ROW_PX),
      ),
  });
  const jumpToLetter = (letter: string) => {
    const index = matches.findIndex((match) => letterOf(match.entry.term) === letter);
    if (index < 0) return;
    rows.scrollToIndex(index, { align: 'start' });
    // Once the row exists, bring it below the sticky bars and give its button the focus. The row may mount a few
    // frames later on a slow phone, or be re-mounted when the prerendered full list turns windowed, so keep at it
    // until its button has held the focus for a few frames (at most about a second).
    let framesLeft = 60;
    let steadyFrames = 0;
    const settle = () => {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
      const button = row?.querySelector('button');
      if (row && button && document.activeElement !== button) {
        row.scrollIntoView({ block: 'start' });
        button.focus({ preventScroll: true });
        steadyFrames = 0;
      } else if (button) {
        steadyFrames += 1;
      }
      framesLeft -= 1;
      if (framesLeft > 0 && steadyFrames < 5) requestAnimationFrame(settle);
    };
    requestAnimationFrame(() => requestAnimationFrame(settle));
  };

  const heading = subjectHeadingText(t, subject.slug);
  const subjectInSentence = subjectInSentenceText(t, subject.slug);

  const termRow = (index: number, windowed?: WindowedPlace) => {
    const match = matches[index];
    if (!match) return null;
    const { entry, position } = match;
    const mark = unlocked.get(unlockedKey(subject.slug, entry.term));
    const letter = letterOf(entry.term);
    const startsLetter = index === 0 || letterOf(matches[index - 1]?.entry.term ?? '') !== letter;
    return (
      <TermRow
        // Row state is kept per position in the whole list (docs/spec.md §4), also while filtering.
        key={position}
        term={entry.term}
        hindiName={language === 'hi' ? entry.hindi?.term : undefined}
        subject={subject.slug}
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
        windowed={windowed}
      />
    );
  };

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        {session.isLoggedIn && (
          <Suspense fallback={<div className={styles.progressSlot} />}>
            <SubjectProgress subject={subject} />
          </Suspense>
        )}
      </header>
      <div className={styles.toolbar}>
        <SubjectBadge
          isLoggedIn={session.isLoggedIn}
          isPaid={session.isPaid}
          remainingClicks={remainingClicks}
          paidUntil={session.user?.paidUntil}
        />
        {(list.status === 'loading' || terms.length > 0) && (
          <SearchField
            label={t('subject.searchLabel', { subject: subjectInSentence })}
            value={query}
            onChange={changeQuery}
            placeholder={t('subject.searchPlaceholder')}
            status={
              !isFiltering
                ? ''
                : correctedQuery
                  ? t('search.corrected', {
                      query: correctedQuery,
                      found: countText(t, matches.length, terms.length),
                    })
                  : countText(t, matches.length, terms.length)
            }
          />
        )}
        {showsLetterIndex && <LetterIndex present={letters} onJump={jumpToLetter} />}
      </div>
      {showsCreditsNotice && <CreditsNotice remainingClicks={remainingClicks} />}
      {list.status === 'loading' ? (
        <div className={styles.loading}>
          <Spinner />
          <TermRowSkeletons />
        </div>
      ) : list.status === 'failed' ? (
        <ListFailed subject={subject.slug} onRetry={list.retry} />
      ) : terms.length === 0 ? (
        <p className={styles.empty}>{t('subject.noTerms')}</p>
      ) : matches.length === 0 ? (
        <div className={styles.noMatch}>
          <p>{t('subject.noMatch', { subject: subjectInSentence, query: query.trim() })}</p>
          <Link to={withQuery(paths.search, { q: query.trim() })}>
            {t('subject.searchAll', { query: query.trim() })}
          </Link>
        </div>
      ) : (
        <ul
          ref={listRef}
          className={isWindowed ? styles.list : `${styles.list} ${styles.fullList}`}
          aria-label={heading}
          style={isWindowed ? { height: rows.getTotalSize() } : undefined}
        >
          {isWindowed
            ? rows.getVirtualItems().map((item) =>
                termRow(item.index, {
                  index: item.index,
                  top: item.start - rows.options.scrollMargin,
                  setSize: matches.length,
                  measure: rows.measureElement,
                }),
              )
            : matches.map((_, index) => termRow(index))}
        </ul>
      )}
      {authMode && <AuthModal mode={authMode} onModeChange={setAuthMode} onClose={() => setAuthMode(null)} />}
    </div>
  );
}
