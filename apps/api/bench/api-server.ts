// The API server for the benchmark: real config from the environment, plus a paid user whose token it prints, and
// a student with 5,000 review cards (reviewToken).
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const app = await createApp(loadConfig({ ...process.env, PORT: '0' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no port');
const user = await app.services.createUser(`bench-${Date.now()}@example.com`, 'bench-password');
await app.services.setPaidUntil(user.id, new Date(Date.now() + 86_400_000));
const token = await app.services.createSession(user.id);

/**
 * 5,000 cards: every listed term (about 4,200) and made-up terms of a subject no page serves for the rest. One in
 * five is new (never reviewed); the others are due over the next two months, a few already.
 */
const CARDS = 5_000;
const { db } = app.services;
const reviewer = await app.services.createUser(`bench-review-${Date.now()}@example.com`, 'bench-password');
await db.execute(sql`insert into terms (subject, term, snippet, source)
  select 'bench-review', 'term ' || n, 'A made-up description number ' || n || '.', 'termtap'
    from generate_series(1, ${CARDS}) as n
  on conflict do nothing`);
await app.services.reloadContent();
await db.execute(sql`insert into unlocked_terms (user_id, term_id, unlocked_at, starred)
  select ${reviewer.id}, id, now() - random() * interval '200 days', random() < 0.05
    from terms where listed order by subject = 'bench-review', id limit ${CARDS}`);
await db.execute(sql`insert into review_cards (user_id, term_id, due, stability, difficulty, scheduled_days,
    learning_steps, reps, lapses, state, last_review)
  select user_id, term_id, now() + (random() * 62 - 2) * interval '1 day', 1 + random() * 60, 5, 10, 0, 3, 0, 2,
         now() - interval '3 days'
    from unlocked_terms where user_id = ${reviewer.id} and random() < 0.8`);
const reviewToken = await app.services.createSession(reviewer.id);
process.stdout.write(`${JSON.stringify({ port: address.port, token, reviewToken })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
