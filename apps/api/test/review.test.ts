// Proves review, quizzes and progress on each database: the due batch and its counts, FSRS ordering of the four
// ratings, idempotent retries, validation and ownership, that a free student's quiz shows only definitions they
// unlocked, known-term counts, and a streak counted in India's days.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databases, startTestServer, type TestServer } from './support/server.ts';

interface Card {
  subject: string;
  term: string;
  snippet: string;
  attribution: string;
  starred: boolean;
  state: string;
  due: string;
}
interface DueCards {
  dueNow: number;
  total: number;
  nextDueAt: string | null;
  cards: Card[];
}
interface ReviewResult {
  subject: string;
  term: string;
  state: string;
  due: string;
  known: boolean;
}
interface QuizRound {
  subject: string | null;
  unlockedTerms: number;
  moreToUnlock: number;
  attributions: string[];
  questions: {
    kind: 'definition' | 'term';
    term: string;
    prompt: string;
    choices: string[];
    answer: number;
    hindi?: { term: string; prompt?: string; choices?: string[] };
  }[];
}
interface Progress {
  streak: { days: number; reviewedToday: boolean };
  subjects: { subject: string; known: number; unlocked: number; total: number }[];
}

/** Whether `shown` is `written` with some words blanked out: its other parts appear in `written`, in order. */
function isBlankedFrom(shown: string, written: string): boolean {
  let from = 0;
  return shown.split('_____').every((part) => {
    const index = written.indexOf(part, from);
    from = index + part.length;
    return index >= 0;
  });
}

const CHEMISTRY = ['acid', 'mole', 'oxidation', 'absorption', 'adsorption', 'catalyst'];
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(databases)('review on %s', (database) => {
  let server: TestServer;
  // The review routes' clock: tests move it. It starts 5 minutes before a midnight in India (18:25 UTC).
  const start = new Date(Math.ceil((Date.now() + 5.5 * HOUR) / DAY) * DAY - 5.5 * HOUR - 5 * 60 * 1000);
  let clock = start;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { now: () => clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  const describeTerm = async (token: string, page: string, attr: string) => {
    const response = await server.call('/pages/describe', { token, json: { page, attr } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { snippet: string }).snippet;
  };
  const due = async (token: string, query = '') => {
    const response = await server.call(`/review/cards${query}`, { token });
    expect(response.status).toBe(200);
    return (await response.json()) as DueCards;
  };
  const post = (token: string, body: Record<string, unknown>) =>
    server.call('/review/reviews', { token, json: body });
  const rate = async (token: string, term: string, rating: string, subject = 'chemistry') => {
    const response = await post(token, {
      id: randomUUID(),
      subject,
      term,
      rating,
      reviewedAt: clock.toISOString(),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as ReviewResult;
  };
  /** A fresh review of mole, rated Good now. */
  const goodMole = () => ({
    id: randomUUID(),
    subject: 'chemistry',
    term: 'mole',
    rating: 'good',
    reviewedAt: clock.toISOString(),
  });
  const quiz = async (token: string, query = '') => {
    const response = await server.call(`/review/quiz${query}`, { token });
    expect(response.status).toBe(200);
    return (await response.json()) as QuizRound;
  };
  const progress = async (token: string) => {
    const response = await server.call('/review/progress', { token });
    expect(response.status).toBe(200);
    return (await response.json()) as Progress;
  };
  const clicksOf = async (userId: number) =>
    (await server.app.services.findUserById(userId))?.remainingClicks;

  test('every unlocked term is a card due now, saved first; rating them all leaves none due', async () => {
    clock = start;
    const { token } = await server.signUp();
    expect(await due(token)).toEqual({ dueNow: 0, total: 0, nextDueAt: null, cards: [] });
    for (const term of CHEMISTRY.slice(0, 5)) await describeTerm(token, 'chemistry', term);
    expect((await server.call('/me/terms/chemistry/oxidation/star', { method: 'PUT', token })).status).toBe(
      204,
    );
    const batch = await due(token);
    expect(batch).toMatchObject({ dueNow: 5, total: 5, nextDueAt: null });
    expect(batch.cards.map((card) => card.term)).toEqual([
      'oxidation',
      'acid',
      'mole',
      'absorption',
      'adsorption',
    ]);
    expect(batch.cards[0]).toMatchObject({ subject: 'chemistry', starred: true, state: 'new' });
    expect(batch.cards[0]?.snippet).toContain('electrons');
    expect(batch.cards[0]?.attribution).not.toBe('');
    const two = await due(token, '?limit=2');
    expect(two.cards.map((card) => card.term)).toEqual(['oxidation', 'acid']);
    expect(two.dueNow).toBe(5);

    for (const card of batch.cards) await rate(token, card.term, 'good');
    const after = await due(token);
    expect(after).toMatchObject({ dueNow: 0, total: 5, cards: [] });
    expect(Date.parse(after.nextDueAt ?? '')).toBeGreaterThan(clock.getTime());
    // Ten minutes on (the Good learning step), the cards are due again, oldest due first.
    clock = new Date(start.getTime() + 11 * 60 * 1000);
    const again = await due(token);
    expect(again.dueNow).toBe(5);
    expect(again.cards.every((card) => card.state === 'learning')).toBe(true);
  });

  test('one batch: due cards earliest due first, then new saved, then new others; logout ends it at once', async () => {
    clock = start;
    const { token } = await server.signUp();
    for (const term of CHEMISTRY.slice(0, 5)) await describeTerm(token, 'chemistry', term);
    const [first, second, third, fourth, fifth] = CHEMISTRY;
    expect((await server.call(`/me/terms/chemistry/${fifth}/star`, { method: 'PUT', token })).status).toBe(
      204,
    );
    // The second is rated Hard (due in a few minutes), the first Again (due in a minute): due order is by time.
    await rate(token, String(second), 'hard');
    await rate(token, String(first), 'again');
    clock = new Date(start.getTime() + 11 * 60 * 1000);
    const batch = await due(token);
    expect(batch).toMatchObject({ dueNow: 5, total: 5 });
    expect(batch.cards.map((card) => [card.term, card.state, card.starred])).toEqual([
      [first, 'learning', false],
      [second, 'learning', false],
      [fifth, 'new', true],
      [third, 'new', false],
      [fourth, 'new', false],
    ]);
    expect((await due(token, '?limit=3')).cards.map((card) => card.term)).toEqual([first, second, fifth]);
    // The batch may read the session from the short cache; a logout in this process still ends it at once.
    expect((await server.call('/auth/logout', { method: 'POST', token })).status).toBe(204);
    expect((await server.call('/review/cards', { token })).status).toBe(401);
  });

  test('Easy comes due later than Good, Good later than Hard, Hard later than Again', async () => {
    clock = start;
    const { token } = await server.signUp();
    const ratings = ['again', 'hard', 'good', 'easy'];
    for (const term of CHEMISTRY.slice(0, 4)) await describeTerm(token, 'chemistry', term);
    const first = await Promise.all(
      ratings.map((rating, index) => rate(token, CHEMISTRY[index] ?? '', rating)),
    );
    const firstDue = first.map((result) => Date.parse(result.due));
    expect([...firstDue].sort((a, b) => a - b)).toEqual(firstDue);
    expect(new Set(firstDue).size).toBe(4);
    // And again for a card already in review: one day on, the same card rated each way by four students.
    const students = await Promise.all(ratings.map(() => server.signUp()));
    for (const student of students) {
      await describeTerm(student.token, 'chemistry', 'mole');
      await rate(student.token, 'mole', 'easy');
    }
    clock = new Date(start.getTime() + 20 * DAY);
    const later = await Promise.all(
      students.map((student, index) => rate(student.token, 'mole', ratings[index] ?? '')),
    );
    const laterDue = later.map((result) => Date.parse(result.due));
    expect([...laterDue].sort((a, b) => a - b)).toEqual(laterDue);
    expect(new Set(laterDue).size).toBe(4);
  });

  test('a retried review counts once, and an id reused for another term is refused', async () => {
    clock = start;
    const { token } = await server.signUp();
    await describeTerm(token, 'chemistry', 'mole');
    await describeTerm(token, 'chemistry', 'acid');
    const body = goodMole();
    const answers = await Promise.all([1, 2, 3].map(() => post(token, body)));
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200]);
    const results = await Promise.all(answers.map((response) => response.json()));
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
    clock = new Date(start.getTime() + HOUR);
    const retried = await post(token, body);
    expect(await retried.json()).toEqual(results[0]);
    // Counted once: the card took one Good (learning, 10 minutes), not three (which would graduate it).
    expect(results[0]).toMatchObject({ state: 'learning' });
    const reused = await post(token, { ...body, term: 'acid' });
    expect(reused.status).toBe(409);
    expect((await due(token)).cards.map((card) => [card.term, card.state])).toEqual([
      ['mole', 'learning'],
      ['acid', 'new'],
    ]);
  });

  test('bad input is 400, unknown or locked terms 404, no session 401; nothing is recorded', async () => {
    clock = start;
    const { token, userId } = await server.signUp();
    await describeTerm(token, 'chemistry', 'mole');
    const good = goodMole();
    const cases: [Record<string, unknown>, number][] = [
      [{ ...good, rating: 'perfect' }, 400],
      [{ ...good, rating: 3 }, 400],
      [{ ...good, id: 'short' }, 400],
      [{ ...good, id: 'has spaces in it' }, 400],
      [{ ...good, id: 'x'.repeat(65) }, 400],
      [{ ...good, reviewedAt: 'yesterday' }, 400],
      [{ ...good, reviewedAt: '2026-02-30T25:00:00Z' }, 400],
      [{ ...good, extra: true }, 400],
      [{ id: good.id, subject: 'chemistry', term: 'mole', rating: 'good' }, 400],
      [{ ...good, term: '' }, 400],
      [{ ...good, term: 'x'.repeat(201) }, 400],
      [{ ...good, subject: 'alchemy' }, 404],
      [{ ...good, term: 'no such term' }, 404],
      [{ ...good, term: 'acid' }, 404],
    ];
    for (const [body, status] of cases) {
      const response = await post(token, body);
      expect({ body, status: response.status }).toEqual({ body, status });
      expect(typeof ((await response.json()) as { message: unknown }).message).toBe('string');
    }
    expect(
      (
        await server.call('/review/reviews', {
          token,
          body: 'not json',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=-1', '?other=1']) {
      expect((await server.call(`/review/cards${query}`, { token })).status).toBe(400);
    }
    expect((await server.call('/review/quiz?subject=alchemy', { token })).status).toBe(404);
    expect((await server.call('/review/quiz?subject=', { token })).status).toBe(400);
    for (const path of ['/review/cards', '/review/quiz', '/review/progress']) {
      expect((await server.call(path)).status).toBe(401);
    }
    expect((await post('', good)).status).toBe(401);
    expect((await due(token)).cards).toMatchObject([{ term: 'mole', state: 'new' }]);
    expect(await clicksOf(userId)).toBe(15);
  });

  test("nobody reads or writes another student's cards", async () => {
    clock = start;
    const alice = await server.signUp();
    const bob = await server.signUp();
    await describeTerm(alice.token, 'chemistry', 'mole');
    const id = randomUUID();
    const base = { id, subject: 'chemistry', term: 'mole', reviewedAt: clock.toISOString() };
    expect((await post(alice.token, { ...base, rating: 'easy' })).status).toBe(200);
    // Bob has not unlocked mole: he cannot review it, with Alice's id or his own.
    expect((await post(bob.token, { ...base, rating: 'again' })).status).toBe(404);
    expect((await post(bob.token, { ...base, id: randomUUID(), rating: 'again' })).status).toBe(404);
    expect(await due(bob.token)).toEqual({ dueNow: 0, total: 0, nextDueAt: null, cards: [] });
    // The same client id is Bob's own once he has the term: independent of Alice's.
    await describeTerm(bob.token, 'chemistry', 'mole');
    const bobs = (await (await post(bob.token, { ...base, rating: 'again' })).json()) as ReviewResult;
    expect(bobs.state).toBe('learning');
    const alices = await due(alice.token);
    expect(alices).toMatchObject({ dueNow: 0, total: 1 });
    expect((await progress(bob.token)).streak.days).toBe(1);
    expect((await progress(alice.token)).streak.days).toBe(1);
  });

  test('review is free: no click is spent, and it goes on at 0 clicks and after a subscription ends', async () => {
    clock = start;
    const { token, userId } = await server.signUp();
    await describeTerm(token, 'chemistry', 'mole');
    await server.app.services.setRemainingClicks(userId, 0);
    await rate(token, 'mole', 'good');
    expect(await clicksOf(userId)).toBe(0);
    // A subscriber's review of a term not yet described unlocks it (free), so it stays theirs afterwards.
    await server.app.services.setPaidUntil(userId, new Date(start.getTime() + DAY));
    await rate(token, 'acid', 'hard');
    await server.app.services.setPaidUntil(userId, new Date(start.getTime() - DAY));
    clock = new Date(start.getTime() + 2 * DAY);
    const batch = await due(token);
    expect(batch.cards.map((card) => card.term).sort()).toEqual(['acid', 'mole']);
    await rate(token, 'acid', 'good');
    expect(
      (
        await post(token, {
          id: randomUUID(),
          subject: 'chemistry',
          term: 'oxidation',
          rating: 'good',
          reviewedAt: clock.toISOString(),
        })
      ).status,
    ).toBe(404);
    const myTerms = (await (await server.call('/me/terms', { token })).json()) as { total: number };
    expect(myTerms.total).toBe(2);
    expect(await clicksOf(userId)).toBe(0);
  });

  test('a free student needs 4 unlocked terms of a subject, and is shown only definitions they unlocked', async () => {
    clock = start;
    const { token } = await server.signUp();
    const snippets = new Map<string, string>();
    for (const term of CHEMISTRY.slice(0, 2))
      snippets.set(term, await describeTerm(token, 'chemistry', term));
    expect(await quiz(token, '?subject=chemistry')).toMatchObject({
      subject: 'chemistry',
      unlockedTerms: 2,
      moreToUnlock: 2,
      questions: [],
    });
    expect(await quiz(token, '?subject=psychology')).toMatchObject({ unlockedTerms: 0, moreToUnlock: 4 });
    for (const term of CHEMISTRY.slice(2)) snippets.set(term, await describeTerm(token, 'chemistry', term));
    await describeTerm(token, 'psychology', 'cognitive dissonance');
    // The first line of each unlocked description, as a quiz may show it (its own name blanked out).
    const firstLines = [...snippets.values()].map((snippet) => snippet.split('\n')[0] ?? '');
    // A shown text is an unlocked line with some words blanked out.
    const isUnlockedText = (text: string) => firstLines.some((line) => isBlankedFrom(text, line));
    let kinds = new Set<string>();
    for (let round = 0; round < 15; round += 1) {
      const result = await quiz(token);
      expect(result.subject).toBe('chemistry');
      expect(result.questions).toHaveLength(CHEMISTRY.length);
      expect(new Set(result.questions.map((question) => question.term))).toEqual(new Set(CHEMISTRY));
      for (const question of result.questions) {
        kinds = kinds.add(question.kind);
        expect(new Set(question.choices).size).toBe(4);
        const shown = question.kind === 'definition' ? [question.prompt] : question.choices;
        for (const text of shown)
          expect({ text, unlocked: isUnlockedText(text) }).toEqual({ text, unlocked: true });
        if (question.kind === 'term') {
          expect(question.prompt).toBe(question.term);
          expect(isUnlockedText(question.choices[question.answer] ?? '')).toBe(true);
          expect(
            snippets
              .get(question.term)
              ?.split('\n')[0]
              ?.startsWith((question.choices[question.answer] ?? '').split('_____')[0] ?? '-'),
          ).toBe(true);
        } else {
          expect(question.choices[question.answer]).toBe(question.term);
          expect(question.prompt).not.toMatch(new RegExp(`\\b${question.term}(s|es)?\\b`, 'i'));
        }
        expect(result.attributions.length).toBeGreaterThan(0);
      }
    }
    expect(kinds).toEqual(new Set(['definition', 'term']));
  });

  test("a subscriber's quiz covers the subject, ten questions, the neighbour among the wrong choices", async () => {
    clock = start;
    const { token, userId } = await server.signUp();
    await server.app.services.setPaidUntil(userId, new Date(start.getTime() + 30 * DAY));
    expect(await quiz(token)).toMatchObject({ subject: null, questions: [] });
    // A described term that is due is asked first.
    await describeTerm(token, 'chemistry', 'absorption');
    for (let round = 0; round < 5; round += 1) {
      const result = await quiz(token, '?subject=chemistry');
      expect(result).toMatchObject({ subject: 'chemistry', unlockedTerms: 1, moreToUnlock: 0 });
      expect(result.questions).toHaveLength(10);
      expect(new Set(result.questions.map((question) => question.term)).size).toBe(10);
      const question = result.questions.find((entry) => entry.term === 'absorption');
      // absorption's description says it is not to be confused with adsorption, "the accumulation of molecules … on the surface".
      const neighbour = question?.kind === 'definition' ? 'adsorption' : 'accumulation of molecules';
      expect(question?.choices.some((choice) => choice.includes(neighbour))).toBe(true);
    }
  });

  test('in Hindi each question carries its Hindi: the name, the definition blanked, the choices in order', async () => {
    clock = start;
    const { token, userId } = await server.signUp();
    await server.app.services.setPaidUntil(userId, new Date(start.getTime() + 30 * DAY));
    const catalog = server.app.services.catalog();
    const hindiOf = (term: string) => catalog.find('chemistry', term)?.hindi;
    const kinds = new Set<string>();
    let hindiPrompts = 0;
    for (let round = 0; round < 6; round += 1) {
      const result = await quiz(token, '?subject=chemistry&lang=hi');
      expect(result.questions).toHaveLength(10);
      for (const question of result.questions) {
        const asked = hindiOf(question.term);
        expect(asked, question.term).toBeTruthy();
        expect(question.hindi?.term).toBe(asked?.term);
        kinds.add(question.kind);
        if (question.kind === 'definition') {
          // The English question is as before; the Hindi choices are the same terms' Hindi names, in order.
          expect(question.choices[question.answer]).toBe(question.term);
          expect(question.hindi?.choices).toEqual(question.choices.map((choice) => hindiOf(choice)?.term));
          if (asked?.definition) {
            hindiPrompts += 1;
            const prompt = question.hindi?.prompt ?? '';
            expect(isBlankedFrom(prompt, asked.definition), prompt).toBe(true);
            // Not as a word of its own (inside a longer word it is another word: कार्बन in कार्बनिक, organic).
            const alone = new RegExp(`(?<![\\p{L}\\p{M}])${asked.term}(?![\\p{L}\\p{M}])`, 'u');
            expect(prompt, `${question.term}'s Hindi name is blanked`).not.toMatch(alone);
          } else {
            expect(question.hindi?.prompt).toBeUndefined();
          }
        } else {
          expect(question.hindi?.prompt).toBeUndefined();
          const hindiChoices = question.hindi?.choices;
          // A term with a Hindi definition is asked among terms that have one: all four choices read in Hindi.
          if (asked?.definition) expect(hindiChoices, question.term).toHaveLength(4);
          if (hindiChoices) {
            // The right Hindi definition is the asked term's; each choice stands at its English one's place.
            expect(isBlankedFrom(hindiChoices[question.answer] ?? '', asked?.definition ?? '-')).toBe(true);
            expect(hindiChoices).toHaveLength(question.choices.length);
          }
        }
      }
    }
    expect(kinds).toEqual(new Set(['definition', 'term']));
    expect(hindiPrompts).toBeGreaterThan(0);
    // In English nothing Hindi is sent.
    const english = await quiz(token, '?subject=chemistry');
    expect(english.questions.every((question) => question.hindi === undefined)).toBe(true);
    expect((await server.call('/review/quiz?lang=fr', { token })).status).toBe(400);
  });

  test('progress counts known terms per subject and a streak of days in India', async () => {
    clock = start;
    const { token } = await server.signUp();
    await describeTerm(token, 'chemistry', 'mole');
    await describeTerm(token, 'chemistry', 'acid');
    const empty = await progress(token);
    expect(empty.streak).toEqual({ days: 0, reviewedToday: false });
    expect(empty.subjects).toHaveLength(10);
    expect(empty.subjects.find((entry) => entry.subject === 'chemistry')).toMatchObject({
      known: 0,
      unlocked: 2,
    });
    expect(empty.subjects.find((entry) => entry.subject === 'chemistry')?.total).toBeGreaterThan(100);

    // 23:55 in India.
    await rate(token, 'acid', 'good');
    expect((await progress(token)).streak).toEqual({ days: 1, reviewedToday: true });
    // 00:05 the next day: yesterday's streak stands until today's first review.
    clock = new Date(start.getTime() + 10 * 60 * 1000);
    expect((await progress(token)).streak).toEqual({ days: 1, reviewedToday: false });
    let result = await rate(token, 'mole', 'easy');
    expect((await progress(token)).streak).toEqual({ days: 2, reviewedToday: true });
    // Easy again at each due date until FSRS expects mole to be remembered for over 21 days.
    for (let step = 0; step < 5 && !result.known; step += 1) {
      clock = new Date(Date.parse(result.due));
      result = await rate(token, 'mole', 'easy');
    }
    expect(result.known).toBe(true);
    const later = await progress(token);
    expect(later.subjects.find((entry) => entry.subject === 'chemistry')).toMatchObject({
      known: 1,
      unlocked: 2,
    });
    // A day with no review ends the streak.
    clock = new Date(clock.getTime() + 2 * DAY);
    expect((await progress(token)).streak).toEqual({ days: 0, reviewedToday: false });
  });

  test('a term withdrawn from the content leaves review, and its counts, until it is listed again', async () => {
    clock = start;
    const { token } = await server.signUp();
    for (const term of ['mole', 'acid', 'catalyst']) await describeTerm(token, 'chemistry', term);
    await rate(token, 'catalyst', 'easy');
    const { db } = server.app.services;
    const unlist = (listed: boolean) =>
      db.execute(
        sql`update terms set listed = ${listed} where subject = 'chemistry' and term in ('acid', 'catalyst')`,
      );
    await unlist(false);
    try {
      await server.app.services.reloadContent();
      expect(await due(token)).toMatchObject({
        dueNow: 1,
        total: 1,
        nextDueAt: null,
        cards: [{ term: 'mole' }],
      });
    } finally {
      await unlist(true);
      await server.app.services.reloadContent();
    }
    const back = await due(token);
    expect(back).toMatchObject({ dueNow: 2, total: 3 });
    expect(back.nextDueAt).not.toBeNull();
  });
});
