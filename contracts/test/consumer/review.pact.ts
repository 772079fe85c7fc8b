// Pins what review, quizzes and progress need: the due cards with their counts, a review and its next due
// time, a quiz round (or how many more terms to unlock), and progress with the streak.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { states } from '../../src/states.ts';
import { clientFor, isoDateTime, jsonHeaders, pact, stateToken } from './pact.ts';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const cardState = (example: string) => regex('^(new|learning|review|relearning)$', example);
const review = {
  id: 'pact-review-0001',
  subject: 'chemistry',
  term: 'oxidation',
  rating: 'good',
  reviewedAt: '2026-11-21T08:00:00.000Z',
} as const;

/** A quiz question as the quiz screen reads it (either kind). */
const quizQuestion = {
  kind: regex('^(definition|term)$', 'definition'),
  term: string('oxidation'),
  prompt: string('A reaction in which a substance loses electrons or gains oxygen.'),
  choices: eachLike('oxidation', 4),
  answer: integer(0),
};

/** The round of the student with five chemistry terms, each question like `question`. */
const fiveTermRound = (question: Record<string, unknown>) => ({
  subject: 'chemistry',
  unlockedTerms: integer(5),
  moreToUnlock: 0,
  attributions: eachLike('Written by TermTap'),
  questions: eachLike(question),
});

describe('consumer: review', () => {
  test('a student gets the cards due, saved first, with the counts', async () => {
    await pact
      .addInteraction()
      .given(states.reviewerWithFiveTerms)
      .uponReceiving('a request for the cards due for review')
      .withRequest('GET', '/review/cards', (request) =>
        request.headers({ 'x-access-token': stateToken }).query({ limit: '20' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          dueNow: integer(5),
          total: integer(5),
          nextDueAt: null,
          cards: eachLike({
            subject: 'chemistry',
            term: 'oxidation',
            snippet: string('A reaction in which a substance loses electrons or gains oxygen.'),
            source: regex('^(wordnet|foldoc|termtap)$', 'termtap'),
            attribution: string('Written by TermTap'),
            starred: true,
            state: 'new',
            due: isoDateTime('2026-11-20T10:15:00.000Z'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').listDueCards(20);
        expect(result.data).toEqual({
          dueNow: 5,
          total: 5,
          nextDueAt: null,
          cards: [
            {
              subject: 'chemistry',
              term: 'oxidation',
              snippet: 'A reaction in which a substance loses electrons or gains oxygen.',
              source: 'termtap',
              attribution: 'Written by TermTap',
              starred: true,
              state: 'new',
              due: '2026-11-20T10:15:00.000Z',
            },
          ],
        });
      });
  });

  test('the due cards without a token answer 401', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the cards due by a visitor')
      .withRequest('GET', '/review/cards')
      .willRespondWith(401)
      .executeTest(async (server) => {
        expect((await clientFor(server.url).listDueCards()).error?.status).toBe(401);
      });
  });

  test('a student rates a card and learns when it is due next', async () => {
    await pact
      .addInteraction()
      .given(states.reviewerWithFiveTerms)
      .uponReceiving('a review of a card rated good')
      .withRequest('POST', '/review/reviews', (request) =>
        request.headers({ 'x-access-token': stateToken }).jsonBody(review),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          subject: 'chemistry',
          term: 'oxidation',
          state: cardState('learning'),
          due: isoDateTime('2026-11-21T08:10:00.000Z'),
          known: boolean(false),
        }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').submitReview(review);
        expect(result.data).toEqual({
          subject: 'chemistry',
          term: 'oxidation',
          state: 'learning',
          due: '2026-11-21T08:10:00.000Z',
          known: false,
        });
      });
  });

  test('reviewing a term never described answers 404', async () => {
    const locked = { ...review, id: 'pact-review-0002', term: 'electrolysis' };
    await pact
      .addInteraction()
      .given(states.reviewerWithFiveTerms)
      .uponReceiving('a review of a term this student never described')
      .withRequest('POST', '/review/reviews', (request) =>
        request.headers({ 'x-access-token': stateToken }).jsonBody(locked),
      )
      .willRespondWith(404, (response) =>
        response.headers(jsonHeaders).jsonBody({ message: string('Describe this term first to review it.') }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').submitReview(locked);
        expect(result.error).toEqual({ status: 404, message: 'Describe this term first to review it.' });
      });
  });

  test('a student with five chemistry terms gets a quiz round on them', async () => {
    await pact
      .addInteraction()
      .given(states.reviewerWithFiveTerms)
      .uponReceiving('a request for a chemistry quiz round')
      .withRequest('GET', '/review/quiz', (request) =>
        request.headers({ 'x-access-token': stateToken }).query({ subject: 'chemistry' }),
      )
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(fiveTermRound(quizQuestion)))
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').getQuizRound('chemistry');
        expect(result.data?.subject).toBe('chemistry');
        expect(result.data?.questions[0]).toEqual({
          kind: 'definition',
          term: 'oxidation',
          prompt: 'A reaction in which a substance loses electrons or gains oxygen.',
          choices: ['oxidation', 'oxidation', 'oxidation', 'oxidation'],
          answer: 0,
        });
      });
  });

  test('asked in Hindi, each question of the round carries its Hindi name', async () => {
    await pact
      .addInteraction()
      .given(states.reviewerWithFiveTerms)
      .uponReceiving('a request for a chemistry quiz round in Hindi')
      .withRequest('GET', '/review/quiz', (request) =>
        request.headers({ 'x-access-token': stateToken }).query({ subject: 'chemistry', lang: 'hi' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(
          fiveTermRound({
            ...quizQuestion,
            // Every term has its Hindi name; the prompt and choices in Hindi come as far as the content has them.
            hindi: { term: regex('^[\\u0900-\\u097F][\\u0900-\\u097F\\u200C\\u200D \\-]*$', 'ऑक्सीकरण') },
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').getQuizRound('chemistry', {
          lang: 'hi',
        });
        expect(result.data?.questions[0]?.hindi).toEqual({ term: 'ऑक्सीकरण' });
        expect(result.data?.questions[0]?.prompt).toBe(
          'A reaction in which a substance loses electrons or gains oxygen.',
        );
      });
  });

  test('a student with too few terms is told how many more to unlock', async () => {
    await pact
      .addInteraction()
      .given(states.userWithNoClicks)
      .uponReceiving('a request for a chemistry quiz round by a student with no chemistry terms')
      .withRequest('GET', '/review/quiz', (request) =>
        request.headers({ 'x-access-token': stateToken }).query({ subject: 'chemistry' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          subject: 'chemistry',
          unlockedTerms: 0,
          moreToUnlock: integer(4),
          attributions: [],
          questions: [],
        }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').getQuizRound('chemistry');
        expect(result.data).toEqual({
          subject: 'chemistry',
          unlockedTerms: 0,
          moreToUnlock: 4,
          attributions: [],
          questions: [],
        });
      });
  });

  test('a student sees their progress and streak', async () => {
    await pact
      .addInteraction()
      .given(states.reviewerWithFiveTerms)
      .uponReceiving('a request for review progress')
      .withRequest('GET', '/review/progress', (request) => request.headers({ 'x-access-token': stateToken }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          streak: { days: integer(0), reviewedToday: boolean(false) },
          subjects: eachLike({
            subject: regex('^[a-z-]+$', 'chemistry'),
            known: integer(0),
            unlocked: integer(5),
            total: integer(400),
          }),
        }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').getReviewProgress();
        expect(result.data).toEqual({
          streak: { days: 0, reviewedToday: false },
          subjects: [{ subject: 'chemistry', known: 0, unlocked: 5, total: 400 }],
        });
      });
  });
});
