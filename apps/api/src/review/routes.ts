import type { components } from '@termtap/api-client/schema';
import type { FastifyInstance } from 'fastify';
import { requireAuth, requireAuthCached, sessionOf } from '../auth/require-auth.ts';
import { HttpError } from '../http/errors.ts';
import { fastifyPath, isSubject, queryInteger, routeSchema } from '../http/openapi.ts';
import { listDueCards, submitReview } from './cards.ts';
import { reviewProgress } from './progress.ts';
import { quizRound } from './quiz.ts';

type ReviewRequest = components['schemas']['ReviewRequest'];
type Subject = components['schemas']['Subject'];

export interface ReviewRoutesOptions {
  /** The clock reviews are scheduled by (tests move it). */
  now: () => Date;
}

/**
 * Review, quizzes and progress (docs/decisions/0015-review-schedule-on-the-server.md). Nothing here spends a
 * click or looks at the clicks left: reviewing what one has unlocked is free, also after a subscription ends.
 */
export async function reviewRoutes(app: FastifyInstance, { now }: ReviewRoutesOptions): Promise<void> {
  const { db } = app.services;

  // The due batch reads only the session's user id, so it may use the session cache (as describe does,
  // docs/decisions/0008-api-throughput.md): a heavy student's review screen asks for it often.
  app.get<{ Querystring: { limit?: string; lang?: 'en' | 'hi' } }>(
    fastifyPath('/review/cards'),
    { schema: routeSchema('/review/cards', 'get'), preValidation: requireAuthCached },
    async (request) =>
      listDueCards(
        db,
        app.services.catalog(),
        sessionOf(request).user.id,
        queryInteger('/review/cards', 'get', 'limit', request.query.limit, 20),
        now(),
        request.query.lang,
      ),
  );

  app.post<{ Body: ReviewRequest }>(
    fastifyPath('/review/reviews'),
    { schema: routeSchema('/review/reviews', 'post'), preValidation: requireAuth },
    async (request) => {
      const { subject, term } = request.body;
      if (!isSubject(subject)) throw new HttpError(404, 'Unknown subject.');
      const found = app.services.catalog().find(subject, term);
      if (!found) throw new HttpError(404, 'Unknown term.');
      return submitReview(db, sessionOf(request).user, found.id, request.body, now());
    },
  );

  app.get<{ Querystring: { subject?: string; lang?: 'en' | 'hi' } }>(
    fastifyPath('/review/quiz'),
    { schema: routeSchema('/review/quiz', 'get'), preValidation: requireAuth },
    async (request) => {
      const { subject, lang } = request.query;
      if (subject !== undefined && !isSubject(subject)) throw new HttpError(404, 'Unknown subject.');
      return quizRound(
        db,
        app.services.catalog(),
        sessionOf(request).user,
        subject as Subject | undefined,
        now(),
        Math.random,
        lang,
      );
    },
  );

  app.get(fastifyPath('/review/progress'), { preValidation: requireAuth }, async (request) =>
    reviewProgress(db, app.services.catalog(), sessionOf(request).user.id, now()),
  );
}
