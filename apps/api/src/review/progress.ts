import type { components } from '@termtap/api-client/schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { SUBJECTS } from '../http/openapi.ts';
import type { TermCatalog } from '../pages/catalog.ts';
import { selectRows } from './cards.ts';
import { istDay, KNOWN_STABILITY_DAYS } from './schedule.ts';

type ReviewProgress = components['schemas']['ReviewProgress'];
type Subject = components['schemas']['Subject'];

/** How many terms each subject lists, counted once per catalog (content reloads make a new one). */
const listedCounts = new WeakMap<TermCatalog, Map<string, number>>();

function listedCount(catalog: TermCatalog, subject: string): number {
  let counts = listedCounts.get(catalog);
  if (!counts) {
    counts = new Map();
    listedCounts.set(catalog, counts);
  }
  let count = counts.get(subject);
  if (count === undefined) {
    count = (JSON.parse(catalog.list(subject).json) as unknown[]).length;
    counts.set(subject, count);
  }
  return count;
}

interface SubjectRow {
  subject: string;
  unlocked: number;
  known: number;
}

/** Consecutive days, the newest first, ending today or (until today's first review) yesterday. */
export function streakOf(days: number[], today: number): { days: number; reviewedToday: boolean } {
  const reviewedToday = days[0] === today;
  let expected = reviewedToday ? today : today - 1;
  let count = 0;
  for (const day of days) {
    if (day !== expected) break;
    count += 1;
    expected -= 1;
  }
  return { days: count, reviewedToday };
}

export async function reviewProgress(
  db: Database,
  catalog: TermCatalog,
  userId: number,
  now: Date,
): Promise<ReviewProgress> {
  const today = istDay(now);
  const [subjects, days] = await Promise.all([
    selectRows<SubjectRow>(
      db,
      sql`select t.subject, count(*)::int as unlocked,
                 (count(*) filter (where c.stability > ${KNOWN_STABILITY_DAYS}))::int as known
            from unlocked_terms u
            join terms t on t.id = u.term_id and t.listed
            left join review_cards c on c.user_id = u.user_id and c.term_id = u.term_id
           where u.user_id = ${userId}
           group by t.subject`,
    ),
    // Only the days that can belong to the streak: it has at most as many days as there are, up to today.
    selectRows<{ day: number }>(
      db,
      sql`select distinct day from review_log where user_id = ${userId} and day <= ${today} order by day desc`,
    ),
  ]);
  const bySubject = new Map(subjects.map((row) => [row.subject, row]));
  return {
    streak: streakOf(
      days.map((row) => Number(row.day)),
      today,
    ),
    subjects: SUBJECTS.map((subject) => ({
      subject: subject as Subject,
      known: bySubject.get(subject)?.known ?? 0,
      unlocked: bySubject.get(subject)?.unlocked ?? 0,
      total: listedCount(catalog, subject),
    })),
  };
}
