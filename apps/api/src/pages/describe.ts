import type { components } from '@termtap/api-client/schema';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { isPaid } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import { type UserRecord, unlockedTerms, users } from '../db/schema/core.ts';
import { HttpError } from '../http/errors.ts';
import { type CatalogTerm, hindiOfTerm, type Language } from './catalog.ts';

type Description = components['schemas']['Description'];

export const CLICKS_EXHAUSTED = 'Describe click credit exhausted! Get Unlimited click credit by payment.';

/** Unlocks known to be stored, per database: a paid user re-opening a term then needs no write. */
const knownUnlocks = new WeakMap<Database, Set<string>>();
/** Past this many the set starts again (each entry is a few dozen bytes). */
const MAX_KNOWN_UNLOCKS = 200_000;

function unlockKey(userId: number, termId: number): string {
  return `${userId}:${termId}`;
}

function rememberUnlock(db: Database, userId: number, termId: number): void {
  let known = knownUnlocks.get(db);
  if (!known || known.size >= MAX_KNOWN_UNLOCKS) {
    known = new Set();
    knownUnlocks.set(db, known);
  }
  known.add(unlockKey(userId, termId));
}

/**
 * Describes a term for a user. `user` may come from the describe route's session cache (a few seconds old at
 * most, auth/sessions.ts), so only what cannot cost credit is taken from it:
 * - Paid (its paidUntil is still ahead): the answer is free. A paid period only ever moves forward (a payment
 *   extends it); the test and provider-state helpers that shorten it drop the cached row. The term is still
 *   recorded as unlocked (once: rows of unlocked_terms are never deleted while the user exists), so it stays
 *   free to reopen after the month ends.
 * - Otherwise everything is decided by the database in one transaction: the unlock row is inserted first (a
 *   concurrent describe of the same term waits on it and finds it unlocked); a term unlocked before is free;
 *   else one click is taken only if one is left and the user is not paid by now (a payment may have landed
 *   since the session was read), so clicks never go below 0 whatever the concurrency. No click left: 402 and
 *   nothing is recorded. `onUserChanged` is told when the row differs from `user`, so a cached copy is dropped.
 */
export async function describe(
  db: Database,
  user: UserRecord,
  term: CatalogTerm,
  onUserChanged: (userId: number) => void = () => {},
  /** Called before a paid user unlocks a term they did not have (it may refuse by throwing): the describe rate. */
  beforeNewPaidUnlock: () => Promise<void> = async () => {},
  /** `hi` adds the term's Hindi name (and a core term's Hindi definition); spending is the same in both. */
  language: Language = 'en',
): Promise<Description> {
  const hindi = language === 'hi' ? hindiOfTerm(term.hindi) : undefined;
  const answer = (remainingClicks: number, paid: boolean): Description => ({
    snippet: term.snippet,
    ...(term.parts && { parts: term.parts }),
    link: term.link,
    remainingClicks,
    paid,
    source: term.source,
    attribution: term.attribution,
    ...(hindi && { hindi }),
  });
  if (isPaid(user)) {
    if (!knownUnlocks.get(db)?.has(unlockKey(user.id, term.id))) {
      const [owned] = await db
        .select({ termId: unlockedTerms.termId })
        .from(unlockedTerms)
        .where(and(eq(unlockedTerms.userId, user.id), eq(unlockedTerms.termId, term.id)))
        .limit(1);
      if (!owned) await beforeNewPaidUnlock();
      await db.insert(unlockedTerms).values({ userId: user.id, termId: term.id }).onConflictDoNothing();
      rememberUnlock(db, user.id, term.id);
    }
    return answer(user.remainingClicks, true);
  }

  const notPaidNow = or(isNull(users.paidUntil), lte(users.paidUntil, sql`now()`));
  const spent = await db.transaction(async (tx) => {
    const [unlocked] = await tx
      .insert(unlockedTerms)
      .values({ userId: user.id, termId: term.id })
      .onConflictDoNothing()
      .returning({ termId: unlockedTerms.termId });
    const current = async () => {
      const [row] = await tx
        .select({ remainingClicks: users.remainingClicks, paidUntil: users.paidUntil })
        .from(users)
        .where(eq(users.id, user.id));
      return { remainingClicks: row?.remainingClicks ?? 0, paid: row ? isPaid(row) : false };
    };
    if (!unlocked) return current();
    const [updated] = await tx
      .update(users)
      .set({ remainingClicks: sql`${users.remainingClicks} - 1` })
      .where(and(eq(users.id, user.id), gt(users.remainingClicks, 0), notPaidNow))
      .returning({ remainingClicks: users.remainingClicks });
    if (updated) return { remainingClicks: updated.remainingClicks, paid: false };
    const now = await current();
    // Paid since the session was read: free, and the unlock stays.
    if (now.paid) return now;
    // Throwing rolls the unlock back with it.
    throw new HttpError(402, CLICKS_EXHAUSTED, { remainingClicks: 0 });
  });
  if (spent.paid || spent.remainingClicks !== user.remainingClicks) onUserChanged(user.id);
  return answer(spent.remainingClicks, spent.paid);
}
