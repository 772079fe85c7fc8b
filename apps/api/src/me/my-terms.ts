import type { components } from '@termtap/api-client/schema';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { terms, unlockedTerms } from '../db/schema/core.ts';
import { HttpError } from '../http/errors.ts';

type MyTerms = components['schemas']['MyTerms'];
type Subject = components['schemas']['Subject'];

export interface MyTermsFilter {
  subject?: string;
  starredOnly: boolean;
  limit: number;
  offset: number;
  /** `hi` adds each term's Hindi name. */
  language?: 'en' | 'hi';
}

export const NOT_UNLOCKED = 'Describe this term first to save it.';

/** The user's unlocked terms, starred first, then newest first; unlisted terms stay (they were unlocked). */
export async function listMyTerms(db: Database, userId: number, filter: MyTermsFilter): Promise<MyTerms> {
  const conditions: SQL[] = [eq(unlockedTerms.userId, userId)];
  if (filter.subject) conditions.push(eq(terms.subject, filter.subject));
  if (filter.starredOnly) conditions.push(eq(unlockedTerms.starred, true));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({
        subject: terms.subject,
        term: terms.term,
        unlockedAt: unlockedTerms.unlockedAt,
        starred: unlockedTerms.starred,
        ...(filter.language === 'hi' ? { hindi: terms.hindi } : {}),
      })
      .from(unlockedTerms)
      .innerJoin(terms, eq(terms.id, unlockedTerms.termId))
      .where(where)
      .orderBy(desc(unlockedTerms.starred), desc(unlockedTerms.unlockedAt), terms.subject, terms.term)
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: count() })
      .from(unlockedTerms)
      .innerJoin(terms, eq(terms.id, unlockedTerms.termId))
      .where(where),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    items: rows.map((row) => ({
      subject: row.subject as Subject,
      term: row.term,
      unlockedAt: row.unlockedAt.toISOString(),
      starred: row.starred,
      ...('hindi' in row && row.hindi ? { hindi: { term: row.hindi.term } } : {}),
    })),
  };
}

/** Stars or unstars a term the user has unlocked; 404 when they have not (or no such term). Idempotent. */
export async function setStar(db: Database, userId: number, termId: number | undefined, starred: boolean) {
  if (termId === undefined) throw new HttpError(404, NOT_UNLOCKED);
  const updated = await db
    .update(unlockedTerms)
    .set({ starred })
    .where(and(eq(unlockedTerms.userId, userId), eq(unlockedTerms.termId, termId)))
    .returning({ termId: unlockedTerms.termId });
  if (updated.length === 0) throw new HttpError(404, NOT_UNLOCKED);
}
