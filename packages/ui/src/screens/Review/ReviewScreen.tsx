import type { ReviewRating } from '@termtap/api-client';
import { useEffect, useRef } from 'react';
import { formatCount } from '../../app/counts.ts';
import { paths, quizPath } from '../../app/paths.ts';
import { Button, buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import type { MessageId } from '../../i18n/generated/en.ts';
import { type Translate, useT } from '../../i18n/I18nProvider.tsx';
import { subjectNavText } from '../../i18n/subjectText.ts';
import { CardAnswer } from '../../review/CardAnswer.tsx';
import { dueIn } from '../../review/dueText.ts';
import { QueuedNotice } from '../../review/QueuedNotice.tsx';
import { TermName } from '../../review/TermName.tsx';
import { streakText, useReviewProgress } from '../../review/useReviewProgress.ts';
import styles from './ReviewScreen.module.css';
import { type LastRated, useReviewSession } from './useReviewSession.ts';

const ratings: readonly { rating: ReviewRating; label: MessageId; key: string }[] = [
  { rating: 'again', label: 'review.again', key: '1' },
  { rating: 'hard', label: 'review.hard', key: '2' },
  { rating: 'good', label: 'review.good', key: '3' },
  { rating: 'easy', label: 'review.easy', key: '4' },
];

/** "Your next card is due in 1 day. 4-day streak." (or that no card waits). */
function caughtUpText(t: Translate, nextDueAt: string | null, streakDays: number | null): string {
  const next = nextDueAt
    ? t('review.nextCardDue', { when: dueIn(t, nextDueAt) ?? t('review.dueSoon') })
    : t('review.noCardWaiting');
  const streak = streakDays === null ? null : streakText(t, streakDays, { isSentence: true });
  return streak ? `${next} ${streak}` : next;
}

/** Typing in a field, or pressing a focused button or link, keeps its own meaning for the key. */
function isOwnKey(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return event.key === ' ' && (target.tagName === 'BUTTON' || target.tagName === 'A');
}

function LastRatedLine({ lastRated }: { lastRated: LastRated | null }) {
  const t = useT();
  const when = dueIn(t, lastRated?.result?.due);
  return (
    <p className={styles.lastRated} role="status">
      {lastRated && when ? t('review.nextReview', { term: lastRated.term, when }) : ''}
    </p>
  );
}

/**
 * Review (`/review`): flashcards of the terms the student has unlocked, due by the server's schedule (decision
 * 0015), one at a time: the term, "Show answer", the definition and four ratings. Space shows the answer, 1–4
 * rate. Free at any number of clicks left.
 */
export function ReviewScreen() {
  const t = useT();
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

  const streakDays = progress.status === 'loaded' ? progress.data.streak.days : null;

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{t('review.heading')}</h1>
      {state.status === 'loading' ? (
        <Spinner />
      ) : state.status === 'failed' ? (
        <LoadFailed className={styles.message} text={t('review.loadFailed')} onRetry={retry} />
      ) : state.total === 0 ? (
        <div className={styles.message}>
          <h2 className={styles.title}>{t('review.noCardsTitle')}</h2>
          <p>{t('review.noCardsText')}</p>
          <Link to={paths.search} className={buttonClassName('secondary', 'sm')}>
            {t('common.findTerms')}
          </Link>
        </div>
      ) : card === null ? (
        <div className={styles.message}>
          <h2 className={styles.title}>{t('review.caughtUpTitle')}</h2>
          <p>{caughtUpText(t, state.nextDueAt, streakDays)}</p>
          <div className={styles.actions}>
            <Link to={quizPath()} className={buttonClassName('secondary', 'sm')}>
              {t('quiz.quizMe')}
            </Link>
            <Link to={paths.myTerms} className={buttonClassName('ghost', 'sm')}>
              {t('myTerms.heading')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.due}>
            {t('review.cardsDue', { count: state.dueNow, countText: formatCount(state.dueNow) })}
          </p>
          <section className={styles.card} aria-label={t('review.card')}>
            <p className={styles.subject}>{subjectNavText(t, card.subject)}</p>
            <h2 className={styles.term}>
              <TermName term={card.term} hindi={card.hindi?.term} />
            </h2>
            {isAnswerShown ? (
              <>
                <div ref={answer} className={styles.answer} tabIndex={-1}>
                  <CardAnswer card={card} />
                </div>
                <fieldset className={styles.ratings}>
                  <legend className={styles.legend}>{t('review.ratingsLegend')}</legend>
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
                      {t(label)}
                    </Button>
                  ))}
                </fieldset>
              </>
            ) : (
              <Button ref={showButton} className={styles.show} aria-keyshortcuts="Space" onClick={showAnswer}>
                {t('review.showAnswer')}
              </Button>
            )}
          </section>
          <p className={styles.hint}>{t('review.keysHint')}</p>
        </>
      )}
      <LastRatedLine lastRated={lastRated} />
      <QueuedNotice waiting={queue.waiting} isOffline={queue.isOffline} />
    </div>
  );
}
