import type { components } from '@termtap/api-client/schema';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isPaid } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import { type UserRecord, unlockedTerms } from '../db/schema/core.ts';
import { reviewCards, reviewLog } from '../db/schema/review.ts';
import { HttpError } from '../http/errors.ts';
import { hindiOfTerm, type Language, type TermCatalog } from '../pages/catalog.ts';
import { istDay, KNOWN_STABILITY_DAYS, RATINGS, review, stateName } from './schedule.ts';

type DueCards = components['schemas']['DueCards'];
type ReviewCard = components['schemas']['ReviewCard'];
type ReviewRequest = components['schemas']['ReviewRequest'];
type ReviewResult = components['schemas']['ReviewResult'];
type Subject = components['schemas']['Subject'];

export const NOT_UNLOCKED_FOR_REVIEW = 'Describe this term first to review it.';
export const ID_TAKEN = 'This review id was already used for another term.';

/** Raw rows of one statement; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface CardRow {
  subject: string;
  term: string;
  starred: boolean;
  state: number;
  due_ms: number;
}

/** The counts, repeated on each due card's row (one row with null card columns when none is due). */
interface BatchRow {
  total: number;
  reviewed: number;
  due_reviewed: number;
  next_due_ms: number | null;
  unlisted_cards?: number;
  unlisted_reviewed?: number;
  subject: string | null;
  term: string | null;
  starred: boolean | null;
  state: number | null;
  due_ms: number | null;
}

/** The ids of unlisted terms (usually none), read once per catalog: content only changes with a new catalog. */
const unlistedIds = new WeakMap<TermCatalog, Promise<number[]>>();

function unlistedOf(db: Database, catalog: TermCatalog): Promise<number[]> {
  let ids = unlistedIds.get(catalog);
  if (!ids) {
    ids = selectRows<{ id: number }>(db, sql`select id from terms where not listed`).then((rows) =>
      rows.map((row) => Number(row.id)),
    );
    unlistedIds.set(catalog, ids);
  }
  return ids;
}

const CARD_COLUMNS = sql`t.subject, t.term, u.starred, u.term_id`;

/**
 * Cards are every unlocked term whose content is still listed (a term withdrawn from the content data is not
 * reviewed: its text was withdrawn for a reason). A card never reviewed has no review_cards row: it is new and
 * due since it was unlocked. So describing or saving a term writes nothing for review.
 *
 * Kept cheap for a student with thousands of cards (decision 0015), in one statement (one round trip, one
 * plan): how many cards and how many ever reviewed come from review_stats (kept by triggers), the due count is a
 * range scan of the due cards only; the batch walks due cards in (user_id, due) order, then, only if the batch
 * is not full (a CASE evaluates the new-card walks only then), new cards in the unlock index's order (saved
 * ones, then the others, each oldest first), probing review_cards for each and stopping at the limit.
 */
export async function listDueCards(
  db: Database,
  catalog: TermCatalog,
  userId: number,
  limit: number,
  now: Date,
  /** `hi` adds each card's Hindi name (and a core term's Hindi definition). */
  language: Language = 'en',
): Promise<DueCards> {
  const at = now.toISOString();
  const unlisted = await unlistedOf(db, catalog);
  const unlistedArray = `{${unlisted.join(',')}}`;
  const listedOnly = (column: SQL) =>
    unlisted.length === 0 ? sql`` : sql`and ${column} <> all(${unlistedArray}::int[])`;
  // The counts and the due cards in one statement (one round trip): the counts are materialized once and
  // repeated on each card's row. The due cards are chosen first (an index range scan that stops at the
  // limit), and only those are joined with their terms and unlock rows: a join first would hash all of a heavy
  // student's unlocks.
  const batch = await selectRows<BatchRow>(
    db,
    sql`with counts as materialized (select
          coalesce((select cards from review_stats where user_id = ${userId}), 0)::int as total,
          coalesce((select reviewed from review_stats where user_id = ${userId}), 0)::int as reviewed,
          (select count(*) from review_cards c where c.user_id = ${userId} and c.due <= ${at}::timestamptz
             ${listedOnly(sql`c.term_id`)})::int as due_reviewed,
          (select (extract(epoch from min(c.due)) * 1000)::float8 from review_cards c
            where c.user_id = ${userId} and c.due > ${at}::timestamptz ${listedOnly(sql`c.term_id`)}) as next_due_ms
          ${
            unlisted.length === 0
              ? sql``
              : sql`, (select count(*) from unlocked_terms u where u.user_id = ${userId}
                       and u.term_id = any(${unlistedArray}::int[]))::int as unlisted_cards,
                     (select count(*) from review_cards c where c.user_id = ${userId}
                       and c.term_id = any(${unlistedArray}::int[]))::int as unlisted_reviewed`
          })
        select counts.*, d.subject, d.term, d.starred, d.state, d.due_ms
          from counts
          left join lateral (
            select t.subject, t.term, d.term_id, d.state::int as state,
                   coalesce((select u.starred from unlocked_terms u
                              where u.user_id = d.user_id and u.term_id = d.term_id), false) as starred,
                   (extract(epoch from d.due) * 1000)::float8 as due_ms
              from (select c.user_id, c.term_id, c.state, c.due from review_cards c
                     where c.user_id = ${userId} and c.due <= ${at}::timestamptz ${listedOnly(sql`c.term_id`)}
                     order by c.due, c.term_id
                     limit ${limit}) d
              join terms t on t.id = d.term_id) d on true
         order by d.due_ms, d.term_id`,
  );
  const counts = batch[0];
  // The triggers count every unlock; the few of withdrawn terms are taken off by probing just those ids.
  const total = (counts?.total ?? 0) - (counts?.unlisted_cards ?? 0);
  const fresh = total - ((counts?.reviewed ?? 0) - (counts?.unlisted_reviewed ?? 0));
  const dueReviewed = counts?.due_reviewed ?? 0;
  const rows: CardRow[] = batch.filter((row): row is BatchRow & CardRow => row.subject !== null);
  const wanted = limit - rows.length;
  if (fresh > 0 && wanted > 0) {
    // An anti-join over the student's unlocks: PGlite keeps no planner statistics, and a per-row probe walked
    // in the unlock index's order was planned as a bitmap scan probing all 5,000 (5× slower than the anti-join).
    // Saved cards, then the others, in one statement.
    const newCards = (starred: boolean) =>
      sql`(select ${CARD_COLUMNS}, ${starred ? 0 : 1} as saved_last, 0 as state,
                  (extract(epoch from u.unlocked_at) * 1000)::float8 as due_ms
             from unlocked_terms u
             join terms t on t.id = u.term_id and t.listed
            where u.user_id = ${userId} and u.starred = ${starred}
              and not exists (select 1 from review_cards c where c.user_id = u.user_id and c.term_id = u.term_id)
            order by u.unlocked_at, u.term_id
            limit ${wanted})`;
    const newOnes = await selectRows<CardRow>(
      db,
      sql`${newCards(true)} union all ${newCards(false)} order by saved_last, due_ms, term_id`,
    );
    rows.push(...newOnes.slice(0, wanted));
  }
  const cards = rows.flatMap((row): ReviewCard[] => {
    // The catalog holds exactly the listed terms; a term unlisted since the query is left out.
    const entry = catalog.find(row.subject, row.term);
    if (!entry) return [];
    const hindi = language === 'hi' ? hindiOfTerm(entry.hindi) : undefined;
    return [
      {
        subject: row.subject as Subject,
        term: row.term,
        snippet: entry.snippet,
        source: entry.source,
        attribution: entry.attribution,
        starred: row.starred,
        state: stateName(row.state),
        due: new Date(Number(row.due_ms)).toISOString(),
        ...(hindi && { hindi }),
      },
    ];
  });
  return {
    dueNow: fresh + dueReviewed,
    total,
    nextDueAt: counts?.next_due_ms == null ? null : new Date(Number(counts.next_due_ms)).toISOString(),
    cards,
  };
}

/**
 * Records one review and schedules the card again, in one transaction that first locks the user's unlock row
 * of the term: reviews of one card (a retry racing its original included) run one after the other, and the
 * second finds the first's log row by the client's id and answers from it. A free user reviews only unlocked
 * terms; a subscriber's review unlocks the term, as describing it while paid does, so the card and its text stay
 * theirs after the subscription ends.
 */
export async function submitReview(
  db: Database,
  user: UserRecord,
  termId: number,
  request: ReviewRequest,
  now: Date,
): Promise<ReviewResult> {
  const reviewedAt = new Date(request.reviewedAt);
  if (Number.isNaN(reviewedAt.getTime())) throw new HttpError(400, 'reviewedAt: must be a date-time.');
  const answer = (state: number, due: Date, stability: number): ReviewResult => ({
    subject: request.subject,
    term: request.term,
    state: stateName(state),
    due: due.toISOString(),
    known: stability > KNOWN_STABILITY_DAYS,
  });
  return db.transaction(async (tx) => {
    if (isPaid(user, now)) {
      await tx.insert(unlockedTerms).values({ userId: user.id, termId }).onConflictDoNothing();
    }
    const [unlock] = await tx
      .select({ termId: unlockedTerms.termId })
      .from(unlockedTerms)
      .where(and(eq(unlockedTerms.userId, user.id), eq(unlockedTerms.termId, termId)))
      .for('update');
    const [logged] = await tx
      .select({
        termId: reviewLog.termId,
        state: reviewLog.state,
        due: reviewLog.due,
        stability: reviewLog.stability,
      })
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, user.id), eq(reviewLog.clientId, request.id)));
    if (logged) {
      if (logged.termId !== termId) throw new HttpError(409, ID_TAKEN);
      return answer(logged.state, logged.due, logged.stability);
    }
    if (!unlock) throw new HttpError(404, NOT_UNLOCKED_FOR_REVIEW);
    const [stored] = await tx
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, user.id), eq(reviewCards.termId, termId)));
    const { card, at } = review(stored ?? null, request.rating, reviewedAt, now);
    // The same id sent for another term at the same moment holds another lock: the unique index decides.
    const [inserted] = await tx
      .insert(reviewLog)
      .values({
        userId: user.id,
        clientId: request.id,
        termId,
        rating: RATINGS[request.rating],
        reviewedAt: at,
        day: istDay(at),
        state: card.state,
        due: card.due,
        stability: card.stability,
      })
      .onConflictDoNothing()
      .returning({ id: reviewLog.id });
    if (!inserted) throw new HttpError(409, ID_TAKEN);
    await tx
      .insert(reviewCards)
      .values({ userId: user.id, termId, ...card })
      .onConflictDoUpdate({ target: [reviewCards.userId, reviewCards.termId], set: card });
    return answer(card.state, card.due, card.stability);
  });
}
