import type { components } from '@termtap/api-client/schema';
import { and, eq, gt, sql } from 'drizzle-orm';
import { isPaid } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import { type UserRecord, unlockedTerms, users } from '../db/schema/core.ts';
import { HttpError } from '../http/errors.ts';
import type { CatalogTerm } from './catalog.ts';

type Description = components['schemas']['Description'];

export const CLICKS_EXHAUSTED = 'Describe click credit exhausted! Get Unlimited click credit by payment.';

/** The short source line a describe answer carries, by the term's content source. */
export const ATTRIBUTION: Record<string, string> = {
  wordnet: 'Definition: WordNet 3.1',
  foldoc: 'Definition: FOLDOC (GFDL)',
  termtap: 'Written by TermTap',
};

/**
 * Describes a term for a user. A paid user spends nothing (the term is still recorded as unlocked, so it stays
 * free to reopen after the month ends); a term the user unlocked before is free; otherwise the
 * unlock and the spent click commit together: the unlock row is inserted first (a concurrent describe of the
 * same term waits on it and finds it unlocked), then one click is taken only if one is left, so clicks never go
 * below 0 whatever the concurrency. No click left: 402 and nothing is recorded.
 */
export async function describe(db: Database, user: UserRecord, term: CatalogTerm): Promise<Description> {
  const source = (term.source in ATTRIBUTION ? term.source : 'termtap') as Description['source'];
  const answer = (remainingClicks: number, paid: boolean): Description => ({
    snippet: term.snippet,
    link: term.link,
    remainingClicks,
    paid,
    source,
    attribution: ATTRIBUTION[source] ?? '',
  });
  if (isPaid(user)) {
    await db.insert(unlockedTerms).values({ userId: user.id, termId: term.id }).onConflictDoNothing();
    return answer(user.remainingClicks, true);
  }

  const spent = await db.transaction(async (tx) => {
    const [unlocked] = await tx
      .insert(unlockedTerms)
      .values({ userId: user.id, termId: term.id })
      .onConflictDoNothing()
      .returning({ termId: unlockedTerms.termId });
    if (!unlocked) {
      const [current] = await tx
        .select({ remainingClicks: users.remainingClicks, paidUntil: users.paidUntil })
        .from(users)
        .where(eq(users.id, user.id));
      return { remainingClicks: current?.remainingClicks ?? 0, paid: current ? isPaid(current) : false };
    }
    const [updated] = await tx
      .update(users)
      .set({ remainingClicks: sql`${users.remainingClicks} - 1` })
      .where(and(eq(users.id, user.id), gt(users.remainingClicks, 0)))
      .returning({ remainingClicks: users.remainingClicks });
    // Throwing rolls the unlock back with it.
    if (!updated) throw new HttpError(402, CLICKS_EXHAUSTED, { remainingClicks: 0 });
    return { remainingClicks: updated.remainingClicks, paid: false };
  });
  return answer(spent.remainingClicks, spent.paid);
}
