import type { components } from '@termtap/api-client/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth, sessionOf } from '../auth/require-auth.ts';
import { HttpError } from '../http/errors.ts';
import { attemptLimiter, clientIp, withinBudget } from '../http/limits.ts';
import { fastifyPath, routeSchema } from '../http/openapi.ts';
import { GatewayError } from './gateway.ts';
import { GATEWAY_ASKS_PER_RETURN_IP, GATEWAY_ASKS_PER_USER } from './gateway-budget.ts';
import { receiveWebhook } from './webhook.ts';

type VerifyRequest = components['schemas']['VerifyRequest'];
type VerifyResult = components['schemas']['VerifyResult'];
type LocalPaymentRequest = components['schemas']['LocalPaymentRequest'];

const HOUR = 60 * 60 * 1000;
const BAD_GATEWAY = 'The payment gateway is not answering. Please try again later.';

/** Gateway trouble is a 502 for the caller; the details go to the log only. */
async function askingTheGateway<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    request.log.warn({ err: error }, 'payment gateway call failed');
    throw new HttpError(502, BAD_GATEWAY);
  }
}

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const { billing, config } = app.services;
  billing.useLogger(app.log);

  // Each session is an order at the gateway: a generous cap per user keeps a runaway client from flooding it.
  const sessionsPerUser = attemptLimiter(app.attempts, [
    {
      name: 'checkout-user',
      max: 30,
      windowMs: HOUR,
      key: (request) => (request.session ? String(request.session.user.id) : null),
    },
  ]);

  app.post(
    fastifyPath('/checkout/create-session'),
    {
      schema: routeSchema('/checkout/create-session', 'post'),
      preValidation: requireAuth,
      preHandler: sessionsPerUser.hit,
    },
    async (request) => {
      const { user } = sessionOf(request);
      return askingTheGateway(request, () => billing.createCheckoutSession(user));
    },
  );

  app.post<{ Body: VerifyRequest }>(
    fastifyPath('/checkout/verify'),
    { schema: routeSchema('/checkout/verify', 'post'), preValidation: requireAuth },
    async (request): Promise<VerifyResult> => {
      const { user } = sessionOf(request);
      const order = await billing.findUserOrder(user.id, request.body.orderId);
      if (order === null) throw new HttpError(404, 'Order not found.');
      const askGateway = await withinBudget(app.attempts, GATEWAY_ASKS_PER_USER, String(user.id));
      const reconciled = askGateway
        ? await askingTheGateway(request, () => billing.reconcileOrder(order))
        : await billing.recordedOrder(order);
      const { paymentStatus, paidUntil } = await billing.billingOf(user.id);
      return {
        orderId: order.id,
        orderStatus: reconciled.outcome,
        paymentStatus,
        paidUntil,
        payments: reconciled.payments,
      };
    },
  );

  // Cashfree sends the browser back here (GET, order_id only). The outcome shown is the one the gateway confirms.
  const returnSchema = routeSchema('/checkout/return', 'get');
  const returnQuery = returnSchema.querystring;
  app.get<{ Querystring: { order_id: string } }>(
    fastifyPath('/checkout/return'),
    {
      schema: {
        ...returnSchema,
        // Extra query parameters a gateway may append must not turn a paying customer away with a 400.
        querystring:
          typeof returnQuery === 'object' && returnQuery !== null
            ? { ...returnQuery, additionalProperties: true }
            : returnQuery,
      },
    },
    async (request, reply) => {
      const orderId = request.query.order_id;
      let outcome: string = 'UNKNOWN';
      const order = await billing.findOrder(orderId);
      if (order !== null) {
        const askGateway = await withinBudget(app.attempts, GATEWAY_ASKS_PER_RETURN_IP, clientIp(request));
        try {
          const reconciled = askGateway
            ? await billing.reconcileOrder(order)
            : await billing.recordedOrder(order);
          outcome = reconciled.outcome;
        } catch (error) {
          if (!(error instanceof GatewayError)) throw error;
          request.log.warn({ err: error, orderId }, 'payment gateway call failed on return');
        }
      }
      const query = new URLSearchParams({ order_id: orderId, order_status: outcome });
      return reply.redirect(`/payment-status?${query.toString()}`, 303);
    },
  );

  const cashfree = config.cashfree;
  const local = billing.localGateway;
  // Cashfree signs with the client secret. The local test gateway sends no webhooks; a test that plays them
  // sets its secret and clock, and until then the webhook does not exist.
  const webhookSigning = () =>
    cashfree !== null ? { secret: cashfree.secretKey, now: Date.now() } : (local?.webhookSigning ?? null);
  if (cashfree !== null || local !== null) {
    await app.register(async (webhookScope) => {
      // The signature covers the exact bytes Cashfree sent: keep them beside the parsed body.
      const rawBodies = new WeakMap<FastifyRequest, Buffer>();
      const parseJson = webhookScope.getDefaultJsonParser('error', 'error');
      webhookScope.removeContentTypeParser('application/json');
      webhookScope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
        if (Buffer.isBuffer(body)) rawBodies.set(request, body);
        parseJson(request, body.toString('utf8'), done);
      });

      webhookScope.post(
        fastifyPath('/checkout/webhook'),
        {
          schema: routeSchema('/checkout/webhook', 'post'),
          onRequest: (_request, reply, done) => {
            if (webhookSigning() === null) reply.callNotFound();
            else done();
          },
        },
        async (request, reply) => {
          const signing = webhookSigning();
          if (signing === null) return reply.callNotFound();
          const idempotencyKey = request.headers['x-idempotency-key'];
          const answer = await askingTheGateway(request, () =>
            receiveWebhook(
              billing,
              signing.secret,
              {
                signature: String(request.headers['x-webhook-signature']),
                timestamp: String(request.headers['x-webhook-timestamp']),
                idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : null,
                rawBody: rawBodies.get(request) ?? Buffer.alloc(0),
                payload: request.body,
              },
              request.log,
              signing.now,
            ),
          );
          return reply.code(answer.status).send({ message: answer.message });
        },
      );
    });
  }

  if (local !== null) {
    app.post<{ Body: LocalPaymentRequest }>(
      fastifyPath('/checkout/local/complete'),
      { schema: routeSchema('/checkout/local/complete', 'post'), preValidation: requireAuth },
      async (request) => {
        const { user } = sessionOf(request);
        const completion = await billing.completeLocalPayment(
          user.id,
          request.body.orderId,
          request.body.outcome,
        );
        if (completion.kind === 'not-found') throw new HttpError(404, 'Order not found.');
        if (completion.kind === 'already-settled') throw new HttpError(409, 'This order is already settled.');
        return { orderId: completion.order.orderId, orderStatus: completion.order.outcome };
      },
    );
  }
}
