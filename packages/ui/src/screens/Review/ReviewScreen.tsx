import type { ReviewRating } from '@termtap/api-client';
import { useEffect, useRef } from 'react';
import { paths, quizPath } from '../../app/paths.ts';
import { findSubjectBySlug } from '../../app/subjects.ts';
import { Button, buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { dueIn } from '../../review/dueText.ts';
import { QueuedNotice } from '../../review/QueuedNotice.tsx';
import { streakText, useReviewProgress } from '../../review/useReviewProgress.ts';
import styles from './ReviewScreen.module.css';
import { type LastRated, useReviewSession } from './useReviewSession.ts';

const ratings: readonly { rating: ReviewRating; label: string; key: string }[] = [
  { rating: 'again', label: 'Again', key: '1' },
  { rating: 'hard', label: 'Hard', key: '2' },
  { rating: 'good', label: 'Good', key: '3' },
  { rating: 'easy', label: 'Easy', key: '4' },
];

const cardsText = (count: number) => `${count} card${count === 1 ? '' : 's'}`;

/** Typing in a field, or pressing a focused button or link, keeps its own meaning for the key. */
function isOwnKey(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return event.key === ' ' && (target.tagName === 'BUTTON' || target.tagName === 'A');
}

function LastRatedLine({ lastRated }: { lastRated: LastRated | null }) {
  const when = dueIn(lastRated?.result?.due);
  return (
    <p className={styles.lastRated} role="status">
      {lastRated && when ? `${lastRated.term}: next review ${when}.` : ''}
    </p>
  );
}

/**
 * Review (`/review`): flashcards of the terms the student has unlocked, due by the server's schedule (decision
 * 0015), one at a time: the term, "Show answer", the definition and four ratings. Space shows the answer, 1–4
 * rate. Free at any number of clicks left.
 */
export function ReviewScreen() {
  const { state, showAnswer, rate, lastRated, queue, retry } = useReviewSession();
  const isCaughtUp = state.status === 'ready' && state.card === null;
  const progress = useReviewProgress(isCaughtUp ? 1 : 0);
  const showButton = useRef<HTMLButtonElement>(null);
  const answer = useRef<HTMLDivElement>(null);
  const card = state.status === 'ready' ? state.card : null;
  const isAnswerShown = state.status === 'ready' && state.isAnswerShown;

  // Focus follows the card: the answer once shown, then "Show answer" of the next card.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (!card) return;
    if (isAnswerShown) answer.current?.focus();
    else if (hasStarted.current) showButton.current?.focus();
    hasStarted.current = true;
  }, [card, isAnswerShown]);

  useEffect(() => {
    if (!card) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || isOwnKey(event)) return;
      if (event.key === ' ' && !isAnswerShown) {
        event.preventDefault();
        showAnswer();
        return;
      }
      const choice = ratings.find((entry) => entry.key === event.key);
      if (choice && isAnswerShown) {
        event.preventDefault();
        rate(choice.rating);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [card, isAnswerShown, showAnswer, rate]);

  const streak = progress.status === 'loaded' ? streakText(progress.data.streak.days) : null;

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>Review</h1>
      {state.status === 'loading' ? (
        <Spinner />
      ) : state.status === 'failed' ? (
        <div className={styles.message} role="alert">
          <p>Could not load your cards. Check your connection and try again.</p>
          <Button size="sm" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : state.total === 0 ? (
        <div className={styles.message}>
          <h2 className={styles.title}>No cards yet</h2>
          <p>
            Every term you describe becomes a card here. Open a subject, press Describe on a few terms, then
            come back to review them.
          </p>
          <Link to={paths.search} className={buttonClassName('secondary', 'sm')}>
            Find terms
          </Link>
        </div>
      ) : card === null ? (
        <div className={styles.message}>
          <h2 className={styles.title}>All caught up</h2>
          <p>
            {[
              state.nextDueAt
                ? `Your next card is due ${dueIn(state.nextDueAt) ?? 'soon'}.`
                : 'No card is waiting for you.',
              streak && `${streak}.`,
            ]
              .filter(Boolean)
              .join(' ')}
          </p>
          <div className={styles.actions}>
            <Link to={quizPath()} className={buttonClassName('secondary', 'sm')}>
              Quiz me
            </Link>
            <Link to={paths.myTerms} className={buttonClassName('ghost', 'sm')}>
              My terms
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.due}>{cardsText(state.dueNow)} due</p>
          <section className={styles.card} aria-label="Card">
            <p className={styles.subject}>{findSubjectBySlug(card.subject).navLabel}</p>
            <h2 className={styles.term}>{card.term}</h2>
            {isAnswerShown ? (
              <>
                <div ref={answer} className={styles.answer} tabIndex={-1}>
                  <p className={styles.snippet}>{card.snippet}</p>
                  {card.attribution && <p className={styles.attribution}>{card.attribution}</p>}
                </div>
                <fieldset className={styles.ratings}>
                  <legend className={styles.legend}>How well did you remember it?</legend>
                  {ratings.map(({ rating, label, key }) => (
                    <Button
                      key={rating}
                      variant={rating === 'good' ? 'primary' : 'secondary'}
                      className={styles.rating}
                      aria-keyshortcuts={key}
                      onClick={() => rate(rating)}
                    >
                      <span className={styles.key} aria-hidden="true">
                        {key}
                      </span>
                      {label}
                    </Button>
                  ))}
                </fieldset>
              </>
            ) : (
              <Button ref={showButton} className={styles.show} aria-keyshortcuts="Space" onClick={showAnswer}>
                Show answer
              </Button>
            )}
          </section>
          <p className={styles.hint}>Keys: Space shows the answer, 1–4 rate it.</p>
        </>
      )}
      <LastRatedLine lastRated={lastRated} />
      <QueuedNotice waiting={queue.waiting} isOffline={queue.isOffline} />
    </div>
  );
}
