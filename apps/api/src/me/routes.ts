import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth, sessionOf } from '../auth/require-auth.ts';
import { refreshUser } from '../auth/sessions.ts';
import { GatewayError } from '../billing/gateway.ts';
import { GATEWAY_ASKS_PER_USER } from '../billing/gateway-budget.ts';
import { terms, users } from '../db/schema/core.ts';
import { HttpError } from '../http/errors.ts';
import { withinBudget } from '../http/limits.ts';
import { fastifyPath, isSubject, queryInteger, routeSchema } from '../http/openapi.ts';
import { listMyTerms, setStar } from './my-terms.ts';
import { listPayments, toPayment } from './payments.ts';

interface StarParams {
  subject: string;
  term: string;
}

export async function meRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  app.get<{
    Querystring: { subject?: string; starred?: string; limit?: string; offset?: string; lang?: 'en' | 'hi' };
  }>(
    fastifyPath('/me/terms'),
    { schema: routeSchema('/me/terms', 'get'), preValidation: requireAuth },
    async (request) => {
      const { subject, starred } = request.query;
      if (subject !== undefined && !isSubject(subject)) throw new HttpError(400, 'subject: unknown subject.');
      return listMyTerms(db, sessionOf(request).user.id, {
        ...(subject ? { subject } : {}),
        starredOnly: starred === 'true',
        limit: queryInteger('/me/terms', 'get', 'limit', request.query.limit, 100),
        offset: queryInteger('/me/terms', 'get', 'offset', request.query.offset, 0),
        ...(request.query.lang ? { language: request.query.lang } : {}),
      });
    },
  );

  app.put<{ Body: { language: 'en' | 'hi' } }>(
    fastifyPath('/me/language'),
    { schema: routeSchema('/me/language', 'put'), preValidation: requireAuth },
    async (request, reply) => {
      const { user } = sessionOf(request);
      await db.update(users).set({ language: request.body.language }).where(eq(users.id, user.id));
      // The describe route's session cache holds the user row: the next GET /auth/me reads the new language.
      refreshUser(user.id);
      return reply.code(204).send();
    },
  );

  app.get(fastifyPath('/me/payments'), { preValidation: requireAuth }, async (request) => ({
    items: await listPayments(db, sessionOf(request).user.id),
  }));

  app.get<{ Params: { orderId: string } }>(
    fastifyPath('/me/payments/{orderId}'),
    { schema: routeSchema('/me/payments/{orderId}', 'get'), preValidation: requireAuth },
    async (request) => {
      const { user } = sessionOf(request);
      const { billing } = app.services;
      // Someone else's order and a made-up id get the same answer.
      const order = await billing.findUserOrder(user.id, request.params.orderId);
      if (order === null) throw new HttpError(404, 'Order not found.');
      // Paid and failed orders are final: our records answer. An open one is asked about as verify does (within
      // the same per-user budget), and a paid answer grants the month there, once.
      if (order.state === 'open') {
        const askGateway = await withinBudget(app.attempts, GATEWAY_ASKS_PER_USER, String(user.id));
        if (askGateway) {
          try {
            await billing.reconcileOrder(order);
          } catch (error) {
            if (!(error instanceof GatewayError)) throw error;
            request.log.warn({ err: error, orderId: order.id }, 'payment gateway call failed');
            throw new HttpError(502, 'The payment gateway is not answering. Please try again later.');
          }
        }
      }
      return toPayment((await billing.findOrder(order.id)) ?? order);
    },
  );

  /** The term's id, also for a term no longer listed: it may still be unlocked. */
  const termId = async ({ subject, term }: StarParams) => {
    if (!isSubject(subject)) throw new HttpError(404, 'Unknown subject.');
    const [row] = await db
      .select({ id: terms.id })
      .from(terms)
      .where(and(eq(terms.subject, subject), eq(terms.term, term)))
      .limit(1);
    return row?.id;
  };

  for (const [method, starred] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app.route<{ Params: StarParams }>({
      method: method.toUpperCase() as 'PUT' | 'DELETE',
      url: fastifyPath('/me/terms/{subject}/{term}/star'),
      schema: routeSchema('/me/terms/{subject}/{term}/star', method),
      preValidation: requireAuth,
      handler: async (request, reply) => {
        await setStar(db, sessionOf(request).user.id, await termId(request.params), starred);
        return reply.code(204).send();
      },
    });
  }
}
