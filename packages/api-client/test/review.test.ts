// Proves the review calls send what the spec says and return the server's data, or its error as a value.
import { expect, test } from 'vitest';
import { createApiClient, type QuizQuestion } from '../src/index.ts';
import { baseUrl, http, mockServer } from './support/mockedApi.ts';

const server = mockServer();

const api = createApiClient({ baseUrl, getToken: () => 'tok-review-0123456789' });

const mole = {
  subject: 'chemistry',
  term: 'mole',
  snippet: 'The SI unit of amount of substance.',
  source: 'termtap',
  attribution: 'Written by TermTap',
  starred: true,
  state: 'new',
  due: '2026-11-20T10:15:00.000Z',
} as const;

test('listDueCards sends the limit and the token, and leaves out cards it cannot show', async () => {
  server.use(
    http.get('/review/cards', ({ request, response }) => {
      const url = new URL(request.url);
      expect(url.searchParams.get('limit')).toBe('5');
      expect(request.headers.get('x-access-token')).toBe('tok-review-0123456789');
      return response(200).json({
        dueNow: 2,
        total: 3,
        nextDueAt: null,
        // The second has no definition: it is dropped, not shown blank.
        cards: [mole, { ...mole, term: 'acid', snippet: '' } as unknown as typeof mole],
      });
    }),
  );
  expect(await api.listDueCards(5)).toEqual({
    data: { dueNow: 2, total: 3, nextDueAt: null, cards: [mole] },
  });
});

test('listDueCards without a limit asks for the default batch; a 401 is an error value', async () => {
  server.use(
    http.get('/review/cards', ({ request, response }) => {
      expect(new URL(request.url).search).toBe('');
      return response(401).json({ message: 'Please log in to continue.' });
    }),
  );
  expect(await api.listDueCards()).toEqual({ error: { status: 401, message: 'Please log in to continue.' } });
});

test('submitReview posts the review and returns the next due; a 404 says why', async () => {
  const review = {
    id: '6f1c2b9e-4d0a-4e8b-9a51-0c7d3e2f1a84',
    subject: 'chemistry',
    term: 'mole',
    rating: 'easy',
    reviewedAt: '2026-11-21T08:00:00.000Z',
  } as const;
  server.use(
    http.post('/review/reviews', async ({ request, response }) => {
      expect(await request.json()).toEqual(review);
      return response(200).json({
        subject: 'chemistry',
        term: 'mole',
        state: 'review',
        due: '2026-12-05T08:00:00.000Z',
        known: false,
      });
    }),
  );
  expect(await api.submitReview(review)).toEqual({
    data: {
      subject: 'chemistry',
      term: 'mole',
      state: 'review',
      due: '2026-12-05T08:00:00.000Z',
      known: false,
    },
  });
  server.use(
    http.post('/review/reviews', ({ response }) =>
      response(404).json({ message: 'Describe this term first to review it.' }),
    ),
  );
  expect(await api.submitReview(review)).toEqual({
    error: { status: 404, message: 'Describe this term first to review it.' },
  });
});

test('submitReview offline is status 0, so the review stays queued', async () => {
  const offline = createApiClient({
    baseUrl,
    getToken: () => null,
    fetch: () => Promise.reject(new TypeError('Failed to fetch')),
  });
  const result = await offline.submitReview({
    id: 'queued-review-1',
    subject: 'chemistry',
    term: 'mole',
    rating: 'good',
    reviewedAt: '2026-11-21T08:00:00.000Z',
  });
  expect(result.error?.status).toBe(0);
});

const moleQuestion: QuizQuestion = {
  kind: 'definition',
  term: 'mole',
  prompt: 'The SI unit of amount of substance.',
  choices: ['molarity', 'mole', 'molality', 'molecule'],
  answer: 1,
};
/** A chemistry round of these questions, as the server sends it. */
const chemistryRound = (questions: unknown[]) => ({
  subject: 'chemistry' as const,
  unlockedTerms: 5,
  moreToUnlock: 0,
  attributions: ['Written by TermTap'],
  questions: questions as QuizQuestion[],
});

test('getQuizRound names the subject and keeps only whole questions', async () => {
  const question = moleQuestion;
  server.use(
    http.get('/review/quiz', ({ request, response }) => {
      expect(new URL(request.url).searchParams.get('subject')).toBe('chemistry');
      return response(200).json(chemistryRound([question, { ...question, choices: ['mole'] }]));
    }),
  );
  expect(await api.getQuizRound('chemistry')).toEqual({
    data: {
      subject: 'chemistry',
      unlockedTerms: 5,
      moreToUnlock: 0,
      attributions: ['Written by TermTap'],
      questions: [question],
    },
  });
});

test('getQuizRound tells how many more terms to unlock', async () => {
  server.use(
    http.get('/review/quiz', ({ response }) =>
      response(200).json({
        subject: null,
        unlockedTerms: 0,
        moreToUnlock: 4,
        attributions: [],
        questions: [],
      }),
    ),
  );
  expect((await api.getQuizRound()).data).toMatchObject({ subject: null, moreToUnlock: 4, questions: [] });
});

test('getReviewProgress returns the streak and each subject', async () => {
  server.use(
    http.get('/review/progress', ({ response }) =>
      response(200).json({
        streak: { days: 3, reviewedToday: true },
        subjects: [{ subject: 'chemistry', known: 12, unlocked: 40, total: 400 }],
      }),
    ),
  );
  expect(await api.getReviewProgress()).toEqual({
    data: {
      streak: { days: 3, reviewedToday: true },
      subjects: [{ subject: 'chemistry', known: 12, unlocked: 40, total: 400 }],
    },
  });
});

test('getQuizRound in Hindi sends lang=hi and keeps each question’s Hindi, dropping choices that are not four', async () => {
  const question: QuizQuestion = {
    ...moleQuestion,
    hindi: { term: 'मोल', prompt: 'पदार्थ की मात्रा का SI मात्रक।', choices: ['मोलरता', 'मोल', 'मोललता', 'अणु'] },
  };
  const broken = { ...question, term: 'molarity', hindi: { term: 'मोलरता', choices: ['मोल'] } };
  server.use(
    http.get('/review/quiz', ({ request, response }) => {
      expect(new URL(request.url).searchParams.get('lang')).toBe('hi');
      return response(200).json(chemistryRound([question, broken]));
    }),
  );
  const questions = (await api.getQuizRound('chemistry', { lang: 'hi' })).data?.questions;
  expect(questions?.[0]).toEqual(question);
  expect(questions?.[1]?.hindi).toEqual({ term: 'मोलरता' });
});
