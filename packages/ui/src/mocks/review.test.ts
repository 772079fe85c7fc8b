// Proves the review mocks behave as the API does for what the screens will rely on: rated cards leave the due
// list, a retry counts once, the ratings keep FSRS's order, and a quiz needs four terms of a subject.
import { createApiClient } from '@termtap/api-client';
import { beforeEach, expect, test } from 'vitest';
import { server } from '../app/testing/mswSetup.node.ts';
import { storySessions } from './fixtures.ts';
import { mockApiBaseUrl } from './http.ts';
import { resetReviewMockState, reviewCaughtUp, reviewOk, reviewTooFewForQuiz } from './review.ts';

const api = createApiClient({ baseUrl: mockApiBaseUrl, getToken: () => storySessions.free.token });
const review = (term: string, rating: 'again' | 'hard' | 'good' | 'easy', id = `review-${term}-${rating}`) =>
  api.submitReview({ id, subject: 'chemistry', term, rating, reviewedAt: new Date().toISOString() });

beforeEach(() => resetReviewMockState());

test('five new cards are due, saved first; rating them all leaves none due and a next due time', async () => {
  server.use(...reviewOk());
  const first = await api.listDueCards();
  expect(first.data?.dueNow).toBe(5);
  expect(first.data?.cards[0]).toMatchObject({ term: 'oxidation', starred: true, state: 'new' });
  for (const card of first.data?.cards ?? []) await review(card.term, 'good');
  const after = await api.listDueCards();
  expect(after.data).toMatchObject({ dueNow: 0, total: 5, cards: [] });
  expect(Date.parse(after.data?.nextDueAt ?? '')).toBeGreaterThan(Date.now());
  expect((await api.getReviewProgress()).data?.streak).toEqual({ days: 1, reviewedToday: true });
});

test('Easy is due later than Good, Good than Hard, Hard than Again; a retry answers the same', async () => {
  server.use(...reviewOk());
  const terms = ['acid', 'catalyst', 'isotope', 'electrolysis'];
  const ratings = ['again', 'hard', 'good', 'easy'] as const;
  const dues = [];
  for (const [index, rating] of ratings.entries()) {
    dues.push(Date.parse((await review(terms[index] ?? '', rating)).data?.due ?? ''));
  }
  expect([...dues].sort((a, b) => a - b)).toEqual(dues);
  expect(new Set(dues).size).toBe(4);
  expect((await review('acid', 'easy', 'review-acid-again')).data?.due).toBe(
    new Date(dues[0] ?? 0).toISOString(),
  );
  expect((await review('mole', 'good')).error?.status).toBe(404);
});

test('caught up: none due, the next due time given; too few terms: how many more for a quiz', async () => {
  server.use(...reviewCaughtUp);
  expect((await api.listDueCards()).data).toMatchObject({ dueNow: 0, total: 5, cards: [] });
  expect((await api.getQuizRound('chemistry')).data?.questions).toHaveLength(5);
  resetReviewMockState();
  server.use(...reviewTooFewForQuiz);
  expect((await api.getQuizRound()).data).toMatchObject({
    subject: 'chemistry',
    moreToUnlock: 2,
    questions: [],
  });
});

test('a quiz question has four choices and the right one at its answer index', async () => {
  server.use(...reviewOk());
  const round = (await api.getQuizRound('chemistry')).data;
  expect(round?.questions.length).toBe(5);
  for (const question of round?.questions ?? []) {
    expect(question.choices).toHaveLength(4);
    if (question.kind === 'definition') expect(question.choices[question.answer]).toBe(question.term);
    else expect(question.prompt).toBe(question.term);
  }
});
