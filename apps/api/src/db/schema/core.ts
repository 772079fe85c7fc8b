import type { components } from '@termtap/api-client/schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A new account starts with this many free describes. */
export const FREE_CLICKS = 16;

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Trimmed and lower-cased before it is stored. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    remainingClicks: integer('remaining_clicks').notNull().default(FREE_CLICKS),
    /** The subscription is active while this is in the future; null when the user never paid. */
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    /**
     * The paid_until the end-of-month reminder was sent for (jobs/sweep.ts). A renewal moves paid_until, which
     * arms the reminder again.
     */
    remindedForUntil: timestamp('reminded_for_until', { withTimezone: true }),
    /** The interface language the student chose (PUT /me/language); null until they choose. */
    language: text('language').$type<components['schemas']['Language']>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_paid_until').on(table.paidUntil).where(sql`${table.paidUntil} is not null`),
    check('users_remaining_clicks_not_negative', sql`${table.remainingClicks} >= 0`),
    check('users_language_known', sql`${table.language} in ('en', 'hi')`),
  ],
);

/** Opaque session tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward at most once an hour; a session unused for SESSION_IDLE_DAYS has ended. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_id').on(table.userId),
  ],
);

/**
 * The free describes go once to each mailbox (`mailboxOf`: +tags dropped, Gmail's dots too), so aliases of one
 * inbox share them. Deleting the account frees its mailbox.
 */
export const freeClickGrants = pgTable('free_click_grants', {
  mailbox: text('mailbox').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A term's Hindi as the content data carries it: served only to a call that asks for lang=hi. */
export interface HindiEntry {
  term: string;
  definition?: string;
  searchKeys?: string[];
}

/** Term content; a term dropped from the content data is unlisted, never deleted, so unlocks survive. */
export const terms = pgTable(
  'terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subject: text('subject').notNull(),
    term: text('term').notNull(),
    snippet: text('snippet').notNull(),
    link: text('link'),
    /** Where the text comes from: wordnet, foldoc or termtap (written here). */
    source: text('source').notNull().default('termtap'),
    /** Other names and spellings, so search finds them. */
    alsoCalled: text('also_called').array().notNull().default(sql`'{}'::text[]`),
    /** The snippet split into its labelled parts (openapi.yaml DescribeParts); null for rows loaded before. */
    parts: jsonb('parts').$type<components['schemas']['DescribeParts']>(),
    /**
     * The Hindi name, its Latin search keys and, for a core term, the Hindi definition (content data's `hindi`);
     * null for a term without one and for rows loaded before.
     */
    hindi: jsonb('hindi').$type<HindiEntry>(),
    listed: boolean('listed').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('terms_subject_term_unique').on(table.subject, table.term)],
);

/** Terms a user has described (also while paid): re-describing them is free. Starred ones are "saved". */
export const unlockedTerms = pgTable(
  'unlocked_terms',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
    starred: boolean('starred').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.termId] }),
    index('unlocked_terms_user_recent').on(table.userId, table.starred, table.unlockedAt),
  ],
);

/** Single-use reset tokens (stored as SHA-256), valid for a limited time. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash),
    index('password_resets_user_id').on(table.userId),
  ],
);

/** Small key/value facts about loaded data, e.g. the content version. */
export const contentMeta = pgTable('content_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type UserRecord = typeof users.$inferSelect;
