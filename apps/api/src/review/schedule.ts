import type { components } from '@termtap/api-client/schema';
import { type Card, createEmptyCard, fsrs, type Grade, Rating, State } from 'ts-fsrs';

type ReviewRating = components['schemas']['ReviewRating'];
type CardState = components['schemas']['CardState'];

/**
 * FSRS with its published default parameters, as Anki ships them: learning steps of 1 and 10 minutes for new
 * and forgotten cards, and no fuzz, so the same reviews give the same schedule on every device.
 */
const scheduler = fsrs();

/** A card is known once FSRS expects it to be remembered for more than three weeks. */
export const KNOWN_STABILITY_DAYS = 21;

/** India has kept UTC+05:30 all year since 1945 (no daylight saving), so a day there is a fixed offset. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const RATINGS: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const STATE_NAMES: Record<State, CardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

export function stateName(state: number): CardState {
  return STATE_NAMES[state as State] ?? 'review';
}

/** The card's FSRS fields as stored in review_cards. */
export interface StoredCard {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date;
}

/** Days since 1970-01-01 in India's time zone: the streak's day of a review. */
export function istDay(at: Date): number {
  return Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);
}

/**
 * The card after one more review. `stored` is null for a card never reviewed. The review's time is kept between
 * the card's last review (an offline queue may deliver an older review after a newer one) and `now` (a device
 * clock ahead of the server's), so FSRS never sees time run backwards.
 */
export function review(
  stored: StoredCard | null,
  rating: ReviewRating,
  reviewedAt: Date,
  now: Date,
): { card: StoredCard; at: Date } {
  const latest = Math.min(reviewedAt.getTime(), now.getTime());
  const at = new Date(stored ? Math.max(latest, stored.lastReview.getTime()) : latest);
  const before: Card = stored
    ? {
        due: stored.due,
        stability: stored.stability,
        difficulty: stored.difficulty,
        elapsed_days: 0,
        scheduled_days: stored.scheduledDays,
        learning_steps: stored.learningSteps,
        reps: stored.reps,
        lapses: stored.lapses,
        state: stored.state as State,
        last_review: stored.lastReview,
      }
    : createEmptyCard(at);
  const { card } = scheduler.next(before, at, RATINGS[rating]);
  return {
    at,
    card: {
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      scheduledDays: card.scheduled_days,
      learningSteps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      lastReview: at,
    },
  };
}
