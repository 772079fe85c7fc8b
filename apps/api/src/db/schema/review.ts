import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { terms, users } from './core.ts';

/**
 * The FSRS state of a card that has been reviewed at least once. Every unlocked term is a card; one without a
 * row here is new (due since it was unlocked), so describing a term needs no write here and terms unlocked
 * before review existed are cards too (review/cards.ts).
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** FSRS's State: 1 learning, 2 review, 3 relearning (0, new, is never stored). */
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.termId] }),
    // The due-cards batch reads a user's cards in due order.
    index('review_cards_user_due').on(table.userId, table.due),
    check('review_cards_state', sql`${table.state} between 1 and 3`),
  ],
);

/** Every review, once per client-made id: a retried post finds its row and records nothing more. */
export const reviewLog = pgTable(
  'review_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    /** FSRS's Rating: 1 again, 2 hard, 3 good, 4 easy. */
    rating: smallint('rating').notNull(),
    /** When the student rated the card (clamped between the card's last review and the server's now). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    /** The day of the review in India's time zone, as days since 1970-01-01 there (the streak counts these). */
    day: integer('day').notNull(),
    /** The card after the review, so a retry answers what the first post did. */
    state: smallint('state').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_log_user_client_id').on(table.userId, table.clientId),
    index('review_log_user_day').on(table.userId, table.day),
    check('review_log_rating', sql`${table.rating} between 1 and 4`),
  ],
);

/**
 * How many cards a student has (unlocked terms) and how many of them were ever reviewed, kept by triggers on
 * unlocked_terms and review_cards (drizzle/0005_review.sql), so the due-cards counts never scan every card
 * (decision 0015). New cards = cards - reviewed.
 */
export const reviewStats = pgTable('review_stats', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cards: integer('cards').notNull().default(0),
  reviewed: integer('reviewed').notNull().default(0),
});
