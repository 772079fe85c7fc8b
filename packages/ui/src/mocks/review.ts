// MSW handlers for /review/*: a story student's flashcards, reviews, quiz rounds and progress, kept in memory
// per token so a story can rate cards and see them leave the due list, and answer a quiz and see progress move.
import type {
  DueCards,
  QuizQuestion,
  QuizRound,
  ReviewCard,
  ReviewProgress,
  ReviewRating,
  ReviewResult,
  Subject,
} from '@termtap/api-client';
import { subjectValues } from '@termtap/api-client/schema';
import { delay } from 'msw';
import { attributions, sampleDescriptions, sampleTerms, userForToken } from './fixtures.ts';
import { BAD_LANG, hindiOf, languageOf, withHindi } from './hindi.ts';
import { http } from './http.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** A card as the mock keeps it: the API's card plus the stability that decides "known". */
interface MockCard extends ReviewCard {
  stability: number;
}

/** A due card of the sample deck: `dueInMinutes` from now (negative: overdue), or new. */
export function sampleCard(
  term: string,
  options: { subject?: Subject; starred?: boolean; dueInMinutes?: number; stability?: number } = {},
): MockCard {
  const description = sampleDescriptions[term];
  const source = description?.source ?? 'termtap';
  const isNew = options.dueInMinutes === undefined;
  return {
    subject: options.subject ?? 'chemistry',
    term,
    snippet: description?.snippet ?? `What ${term} means, in a sentence or two.`,
    source,
    attribution: attributions[source],
    starred: options.starred ?? false,
    state: isNew ? 'new' : 'review',
    due: new Date(Date.now() + (options.dueInMinutes ?? -60) * MINUTE).toISOString(),
    stability: options.stability ?? (isNew ? 0 : 3),
  };
}

/** Five new chemistry cards, one saved: what a student sees after describing five terms. */
export const sampleDeck: readonly MockCard[] = [
  sampleCard('oxidation', { starred: true }),
  ...['acid', 'catalyst', 'isotope', 'electrolysis'].map((term) => sampleCard(term)),
];

interface ReviewState {
  cards: MockCard[];
  /** Answers by client id: a retried review answers the same and changes nothing. */
  answered: Map<string, ReviewResult>;
  reviewedToday: boolean;
  streak: number;
}

const stateByToken = new Map<string, ReviewState>();

/** Forget every story student's reviews (call before each story, as the other mock modules do). */
export function resetReviewMockState(): void {
  stateByToken.clear();
}

/**
 * A simplified schedule with FSRS's order (the server's is the real one): Again 1 minute, Hard 6 minutes, Good
 * 10 minutes for a new card and the stability grown for one in review, Easy four times Good.
 */
function schedule(card: MockCard, rating: ReviewRating, at: number): MockCard {
  const grown = card.state === 'new' ? 0 : card.stability * 2.5;
  const days = { again: 0, hard: grown / 2, good: grown, easy: Math.max(4, grown * 4) }[rating];
  const minutes = { again: 1, hard: 6, good: 10, easy: 0 }[rating];
  const dueIn = days > 0 ? days * DAY : minutes * MINUTE;
  return {
    ...card,
    state:
      rating === 'again'
        ? card.state === 'new'
          ? 'learning'
          : 'relearning'
        : days > 0
          ? 'review'
          : 'learning',
    due: new Date(at + dueIn).toISOString(),
    stability: rating === 'again' ? Math.min(card.stability, 1) : Math.max(days, card.stability),
  };
}

function isDue(card: MockCard, now: number): boolean {
  return card.state === 'new' || Date.parse(card.due) <= now;
}

/** Due reviews first (earliest first), then new cards, saved first: the server's order. */
function dueOrder(a: MockCard, b: MockCard): number {
  const bucket = (card: MockCard) => (card.state === 'new' ? (card.starred ? 1 : 2) : 0);
  return bucket(a) - bucket(b) || a.due.localeCompare(b.due);
}

function toCard({ stability: _stability, ...card }: MockCard): ReviewCard {
  return card;
}

/** The first line of a description, as a quiz shows it. */
function definitionOf(card: MockCard): string {
  return card.snippet.split('\n')[0] ?? card.snippet;
}

/**
 * A question in Hindi as the API adds it with lang=hi (openapi.yaml QuizQuestionHindi), from the real content:
 * the name; with a definition asked about, its Hindi definition (the name blanked) and the choices' Hindi
 * names; with a term asked about, the four Hindi definitions when all four have one.
 */
async function inHindi(
  question: QuizQuestion,
  subject: Subject,
  choiceTerms: string[],
): Promise<QuizQuestion> {
  const asked = await hindiOf(subject, question.term, 'described');
  if (!asked) return question;
  const choices = await Promise.all(choiceTerms.map((term) => hindiOf(subject, term, 'described')));
  const texts = choices.map((choice) => (question.kind === 'definition' ? choice?.term : choice?.definition));
  const all = texts.every((text): text is string => typeof text === 'string') ? texts : undefined;
  const prompt =
    question.kind === 'definition' ? asked.definition?.replaceAll(asked.term, '_____') : undefined;
  return {
    ...question,
    hindi: { term: asked.term, ...(prompt && { prompt }), ...(all && { choices: all }) },
  };
}

/** A quiz round over the cards of one subject: every question a definition and four of the deck's terms. */
function quizFrom(cards: MockCard[], subject: Subject | null): QuizRound {
  const inSubject = cards.filter((card) => card.subject === subject);
  if (subject === null || inSubject.length < 4) {
    return {
      subject,
      unlockedTerms: inSubject.length,
      moreToUnlock: 4 - inSubject.length,
      attributions: [],
      questions: [],
    };
  }
  const questions = inSubject.slice(0, 10).map((card, index): QuizQuestion => {
    const others = inSubject.filter((other) => other !== card).slice(0, 3);
    const choices = [...others];
    const answer = index % 4;
    choices.splice(answer, 0, card);
    return index % 2 === 0
      ? {
          kind: 'definition',
          term: card.term,
          prompt: definitionOf(card),
          choices: choices.map((c) => c.term),
          answer,
        }
      : { kind: 'term', term: card.term, prompt: card.term, choices: choices.map(definitionOf), answer };
  });
  return {
    subject,
    unlockedTerms: inSubject.length,
    moreToUnlock: 0,
    attributions: [...new Set(inSubject.map((card) => card.attribution))],
    questions,
  };
}

const unauthorized = { message: 'Please log in to continue.' };

/**
 * Every review call over an in-memory deck. `deck` is what each signed-in story student has before the story
 * starts (default: the five new sample cards).
 */
export function reviewOk(deck: readonly MockCard[] = sampleDeck, options: { streak?: number } = {}) {
  const stateFor = (token: string | null): ReviewState | null => {
    if (!token || !userForToken(token)) return null;
    let state = stateByToken.get(token);
    if (!state) {
      state = {
        cards: deck.map((card) => ({ ...card })),
        answered: new Map(),
        reviewedToday: false,
        streak: options.streak ?? 0,
      };
      stateByToken.set(token, state);
    }
    return state;
  };
  return [
    http.get('/review/cards', async ({ request, query, response }) => {
      const state = stateFor(request.headers.get('x-access-token'));
      if (!state) return response(401).json(unauthorized);
      const language = languageOf(query);
      if (language === null) return response(400).json(BAD_LANG);
      const now = Date.now();
      const due = state.cards.filter((card) => isDue(card, now)).sort(dueOrder);
      const later = state.cards
        .filter((card) => !isDue(card, now))
        .map((card) => card.due)
        .sort();
      const answer: DueCards = {
        dueNow: due.length,
        total: state.cards.length,
        nextDueAt: later[0] ?? null,
        cards: await withHindi(
          language,
          (card) => card.subject,
          due.slice(0, Number(query.get('limit') ?? 20)).map(toCard),
          'described',
        ),
      };
      return response(200).json(answer);
    }),
    http.post('/review/reviews', async ({ request, response }) => {
      const state = stateFor(request.headers.get('x-access-token'));
      if (!state) return response(401).json(unauthorized);
      const review = await request.json();
      const known = state.answered.get(review.id);
      if (known) return response(200).json(known);
      const index = state.cards.findIndex(
        (card) => card.subject === review.subject && card.term === review.term,
      );
      const card = state.cards[index];
      if (!card) return response(404).json({ message: 'Describe this term first to review it.' });
      const next = schedule(card, review.rating, Math.min(Date.parse(review.reviewedAt), Date.now()));
      state.cards[index] = next;
      if (!state.reviewedToday) state.streak += 1;
      state.reviewedToday = true;
      const result: ReviewResult = {
        subject: next.subject,
        term: next.term,
        state: next.state,
        due: next.due,
        known: next.stability > 21,
      };
      state.answered.set(review.id, result);
      return response(200).json(result);
    }),
    http.get('/review/quiz', async ({ request, query, response }) => {
      const state = stateFor(request.headers.get('x-access-token'));
      if (!state) return response(401).json(unauthorized);
      const asked = query.get('subject');
      if (asked !== null && !subjectValues.includes(asked as Subject))
        return response(404).json({ message: 'Unknown subject.' });
      const counts = new Map<Subject, number>();
      for (const card of state.cards) counts.set(card.subject, (counts.get(card.subject) ?? 0) + 1);
      const most = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
      const round = quizFrom(state.cards, (asked as Subject | null) ?? most);
      const language = languageOf(query);
      if (language === null) return response(400).json(BAD_LANG);
      const { subject } = round;
      if (language === 'en' || subject === null) return response(200).json(round);
      const termsOf = (question: QuizQuestion) =>
        question.kind === 'definition'
          ? question.choices
          : question.choices.map(
              (choice) => state.cards.find((card) => definitionOf(card) === choice)?.term ?? choice,
            );
      const questions = await Promise.all(
        round.questions.map((question) => inHindi(question, subject, termsOf(question))),
      );
      return response(200).json({ ...round, questions });
    }),
    http.get('/review/progress', ({ request, response }) => {
      const state = stateFor(request.headers.get('x-access-token'));
      if (!state) return response(401).json(unauthorized);
      const progress: ReviewProgress = {
        streak: { days: state.streak, reviewedToday: state.reviewedToday },
        subjects: subjectValues.map((subject) => {
          const cards = state.cards.filter((card) => card.subject === subject);
          return {
            subject,
            known: cards.filter((card) => card.stability > 21).length,
            unlocked: cards.length,
            // The sample lists' length stands in for the subject's size.
            total: Math.max(sampleTerms.length, cards.length),
          };
        }),
      };
      return response(200).json(progress);
    }),
  ];
}

/** No card yet: the student has described nothing. */
export const reviewNoCards = reviewOk([]);

/** Every card reviewed and none due until tomorrow: "All caught up". */
export const reviewCaughtUp = reviewOk(
  sampleDeck.map((card) => sampleCard(card.term, { starred: card.starred, dueInMinutes: 24 * 60 })),
  { streak: 4 },
);

/** Two of the subject's sample terms: too few for a quiz (two more to unlock). */
export const reviewTooFewForQuiz = reviewOk([sampleCard('acid'), sampleCard('oxidation')]);

/** Progress meters full: every sample card known. */
export const reviewAllKnown = reviewOk(
  sampleTerms.map((term) => sampleCard(term, { dueInMinutes: 30 * 24 * 60, stability: 40 })),
  { streak: 12 },
);

/** The review calls never answer: the screens' loading states. */
export const reviewPending = (['/review/cards', '/review/quiz', '/review/progress'] as const).map((path) =>
  http.get(path, async () => {
    await delay('infinite');
    return new Response(null, { status: 204 });
  }),
);

/** Offline: no answer at all (a review is kept queued and sent again later with the same id). */
export const reviewOffline = [
  http.get('/review/cards', ({ response }) => response.untyped(Response.error())),
  http.post('/review/reviews', ({ response }) => response.untyped(Response.error())),
];

export const reviewHandlers = reviewOk();
