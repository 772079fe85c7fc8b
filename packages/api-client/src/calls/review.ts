import type { Client } from 'openapi-fetch';
import {
  cardStateValues,
  type components,
  contentSourceValues,
  type paths,
  quizQuestionKindValues,
  subjectValues,
} from '../generated/schema.ts';
import { type LangOption, langQuery, readHindi } from '../hindi.ts';
import { type ApiResult, isRecord, readNumber, readString, settle } from '../result.ts';

export type ReviewCard = components['schemas']['ReviewCard'];
export type DueCards = components['schemas']['DueCards'];
export type ReviewRequest = components['schemas']['ReviewRequest'];
export type ReviewRating = components['schemas']['ReviewRating'];
export type ReviewResult = components['schemas']['ReviewResult'];
export type QuizQuestion = components['schemas']['QuizQuestion'];
export type QuizRound = components['schemas']['QuizRound'];
export type QuizQuestionHindi = components['schemas']['QuizQuestionHindi'];
export type ReviewProgress = components['schemas']['ReviewProgress'];
type Subject = components['schemas']['Subject'];

// The readers keep only what the app can show: an item missing a field or naming an unknown subject is left out
// rather than shown half-empty.

function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return values.find((known) => known === value) ?? null;
}

function readCard(item: unknown): ReviewCard[] {
  if (!isRecord(item)) return [];
  const subject = oneOf(subjectValues, item.subject);
  const term = readString(item.term);
  const snippet = readString(item.snippet);
  const due = readString(item.due);
  if (subject === null || term === null || snippet === null || due === null) return [];
  const hindi = readHindi(item.hindi);
  return [
    {
      subject,
      term,
      snippet,
      source: oneOf(contentSourceValues, item.source) ?? 'termtap',
      attribution: readString(item.attribution) ?? '',
      starred: item.starred === true,
      state: oneOf(cardStateValues, item.state) ?? 'new',
      due,
      ...(hindi ? { hindi } : {}),
    },
  ];
}

function readDueCards(body: unknown): DueCards {
  const record = isRecord(body) ? body : {};
  return {
    dueNow: readNumber(record.dueNow) ?? 0,
    total: readNumber(record.total) ?? 0,
    nextDueAt: readString(record.nextDueAt),
    cards: (Array.isArray(record.cards) ? record.cards : []).flatMap(readCard),
  };
}

/**
 * GET /review/cards: the next cards to review (at most `limit`, default 20) and how many are due; with
 * `lang: 'hi'` each card with its Hindi name and a core term's Hindi definition.
 */
export function listDueCards(
  http: Client<paths>,
  limit?: number,
  { lang }: LangOption = {},
): Promise<ApiResult<DueCards>> {
  return settle(
    () =>
      http.GET('/review/cards', {
        params: { query: { ...(limit === undefined ? {} : { limit }), ...langQuery(lang) } },
      }),
    readDueCards,
  );
}

/**
 * POST /review/reviews: one rating (or quiz answer, `good` when right and `again` when wrong). Send a queued
 * review again with the same `id`: the server counts it once.
 */
export function submitReview(http: Client<paths>, review: ReviewRequest): Promise<ApiResult<ReviewResult>> {
  return settle(
    () => http.POST('/review/reviews', { body: review }),
    (body): ReviewResult => {
      const record = isRecord(body) ? body : {};
      return {
        subject: oneOf(subjectValues, record.subject) ?? review.subject,
        term: readString(record.term) ?? review.term,
        state: oneOf(cardStateValues, record.state) ?? 'review',
        due: readString(record.due) ?? review.reviewedAt,
        known: record.known === true,
      };
    },
  );
}

function readQuestion(item: unknown): QuizQuestion[] {
  if (!isRecord(item)) return [];
  const kind = oneOf(quizQuestionKindValues, item.kind);
  const term = readString(item.term);
  const prompt = readString(item.prompt);
  const choices = Array.isArray(item.choices)
    ? item.choices.filter((choice) => typeof choice === 'string')
    : [];
  const answer = readNumber(item.answer);
  if (kind === null || term === null || prompt === null || choices.length !== 4 || answer === null) return [];
  if (!Number.isInteger(answer) || answer < 0 || answer > 3) return [];
  const hindi = readQuestionHindi(item.hindi);
  return [{ kind, term, prompt, choices, answer, ...(hindi && { hindi }) }];
}

/** A question's `hindi` (asked with lang=hi): its name, and a prompt and four choices where sent and well formed. */
function readQuestionHindi(value: unknown): QuizQuestionHindi | undefined {
  if (!isRecord(value)) return undefined;
  const term = readString(value.term);
  if (term === null || term.trim() === '') return undefined;
  const prompt = readString(value.prompt);
  const choices = Array.isArray(value.choices)
    ? value.choices.filter((choice): choice is string => typeof choice === 'string')
    : [];
  return { term, ...(prompt !== null && { prompt }), ...(choices.length === 4 && { choices }) };
}

/**
 * GET /review/quiz: a round on `subject` (default: the one with most unlocked terms), or how many more to unlock;
 * with `lang: 'hi'` each question also in Hindi, as far as the content has it.
 */
export function getQuizRound(
  http: Client<paths>,
  subject?: Subject,
  { lang }: LangOption = {},
): Promise<ApiResult<QuizRound>> {
  return settle(
    () =>
      http.GET('/review/quiz', {
        params: { query: { ...(subject === undefined ? {} : { subject }), ...langQuery(lang) } },
      }),
    (body): QuizRound => {
      const record = isRecord(body) ? body : {};
      return {
        subject: oneOf(subjectValues, record.subject),
        unlockedTerms: readNumber(record.unlockedTerms) ?? 0,
        moreToUnlock: readNumber(record.moreToUnlock) ?? 0,
        attributions: (Array.isArray(record.attributions) ? record.attributions : []).filter(
          (line): line is string => typeof line === 'string',
        ),
        questions: (Array.isArray(record.questions) ? record.questions : []).flatMap(readQuestion),
      };
    },
  );
}

/** GET /review/progress: known terms per subject and the streak of days with a review. */
export function getReviewProgress(http: Client<paths>): Promise<ApiResult<ReviewProgress>> {
  return settle(
    () => http.GET('/review/progress'),
    (body): ReviewProgress => {
      const record = isRecord(body) ? body : {};
      const streak = isRecord(record.streak) ? record.streak : {};
      return {
        streak: { days: readNumber(streak.days) ?? 0, reviewedToday: streak.reviewedToday === true },
        subjects: (Array.isArray(record.subjects) ? record.subjects : []).flatMap((item) => {
          if (!isRecord(item)) return [];
          const subject = oneOf(subjectValues, item.subject);
          if (subject === null) return [];
          return [
            {
              subject,
              known: readNumber(item.known) ?? 0,
              unlocked: readNumber(item.unlocked) ?? 0,
              total: readNumber(item.total) ?? 0,
            },
          ];
        }),
      };
    },
  );
}
