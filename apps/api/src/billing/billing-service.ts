import { createHash, randomBytes } from 'node:crypto';
import {
  type components,
  orderOutcomeValues,
  paymentSummaryPayment_statusValues,
} from '@termtap/api-client/schema';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { refreshUser } from '../auth/sessions.ts';
import { isPaid } from '../auth/users.ts';
import { isHttpsUrl } from '../config.ts';
import type { Database } from '../db/database.ts';
import {
  type OrderRecord,
  orders,
  payments,
  processedWebhookEvents,
  SUBSCRIPTION_PRICE,
} from '../db/schema/billing.ts';
import { users } from '../db/schema/core.ts';
import {
  GatewayError,
  type GatewayPayment,
  type OrderOutcome,
  type PaymentGateway,
  type PaymentSummary,
} from './gateway.ts';
import type { LocalGateway, LocalOutcome } from './local-gateway.ts';
import { judgeOrder, newestFirst } from './order-verdict.ts';

type CheckoutSession = components['schemas']['CheckoutSession'];
type Billing = components['schemas']['Billing'];

/** Open orders older than this are left to verify and the webhook; check-billing only looks at recent ones. */
const RECENT_ORDER_MS = 24 * 60 * 60 * 1000;
const MAX_ORDERS_PER_CHECK = 3;

export interface BillingLogger {
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface BillingDeps {
  db: Database;
  gateway: PaymentGateway;
  /** Present only when the local test gateway is the gateway. */
  localGateway: LocalGateway | null;
  /** The site's public origin; the return and webhook URLs hang off `<publicUrl>/api`. */
  publicUrl: string;
}

export interface ReconciledOrder {
  orderId: string;
  outcome: OrderOutcome;
  payments: PaymentSummary[];
  /** True only for the one report that granted this order's month. */
  granted: boolean;
}

export type LocalCompletion =
  | { kind: 'completed'; order: ReconciledOrder }
  | { kind: 'not-found' }
  | { kind: 'already-settled' };

export interface BillingService {
  readonly gateway: PaymentGateway;
  readonly localGateway: LocalGateway | null;
  /** Stops the local test gateway until restart: checkouts fail as with no gateway, test payments are 404s. */
  turnOffLocalGateway(): void;
  createCheckoutSession(user: { id: number; email: string }): Promise<CheckoutSession>;
  /** The user's own order, or null when the user has no order with this id. */
  findUserOrder(userId: number, orderId: string): Promise<OrderRecord | null>;
  findOrder(orderId: string): Promise<OrderRecord | null>;
  /**
   * Asks the gateway about the order and records what it says; grants the month at most once per order.
   * Concurrent calls share one round trip unless `fresh` is set.
   */
  reconcileOrder(order: OrderRecord, options?: { fresh?: boolean }): Promise<ReconciledOrder>;
  /** The order as our records have it, without asking the gateway. */
  recordedOrder(order: OrderRecord): Promise<ReconciledOrder>;
  /** Reconciles the user's recent open orders; answers the newest one, or null when there was none. */
  reconcileOpenOrders(userId: number): Promise<ReconciledOrder | null>;
  completeLocalPayment(userId: number, orderId: string, outcome: LocalOutcome): Promise<LocalCompletion>;
  /** Records a webhook delivery as handled; false when it had already been. */
  markWebhookProcessed(event: { id: string; type: string; orderId: string }): Promise<boolean>;
  isWebhookProcessed(eventId: string): Promise<boolean>;
  /** The user's subscription state as stored now. */
  billingOf(userId: number): Promise<Billing>;
  /** Where warnings go (the server's logger, once it exists). */
  useLogger(log: BillingLogger): void;
  /** Called after an order's month was granted (once per order, after the grant is committed). */
  onGranted(listener: (orderId: string) => void): void;
}

export function newOrderId(): string {
  // Letters, digits and _ only (Cashfree's rule), time-ordered, 31 characters.
  return `tt_${Date.now().toString(36)}${randomBytes(10).toString('hex')}`;
}

/** Cashfree asks for an alphanumeric customer id; ours is stable per user. */
export function customerIdOf(userId: number): string {
  return `termtap${userId}`;
}

export function createBillingService(deps: BillingDeps): BillingService {
  const { db, gateway } = deps;
  let log: BillingLogger = { warn: () => {}, error: () => {} };
  const grantListeners: ((orderId: string) => void)[] = [];
  const apiUrl = `${deps.publicUrl}/api`;
  // Cashfree only calls https notify URLs; without one, verify, check-billing and the return URL still work.
  const notifyUrl = isHttpsUrl(apiUrl) ? `${apiUrl}/checkout/webhook` : null;

  async function storedPayments(orderId: string): Promise<PaymentSummary[]> {
    const rows = await db
      .select({ status: payments.status, isCaptured: payments.isCaptured })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.position));
    return rows.map((row) => ({ payment_status: paymentStatusOf(row.status), is_captured: row.isCaptured }));
  }

  async function recordPayments(database: Database, orderId: string, attempts: readonly GatewayPayment[]) {
    // Oldest first, so position grows with time and "newest first" is a descending sort.
    const ordered = newestFirst(attempts).reverse();
    for (const [position, attempt] of ordered.entries()) {
      const attemptedAt = attempt.time === null ? null : new Date(attempt.time);
      const values = {
        status: attempt.status,
        isCaptured: attempt.isCaptured,
        amountPaise: attempt.amountPaise,
        currency: attempt.currency,
        attemptedAt: attemptedAt !== null && !Number.isNaN(attemptedAt.getTime()) ? attemptedAt : null,
        position,
        updatedAt: sql`now()`,
      };
      await database
        .insert(payments)
        .values({ orderId, gatewayPaymentId: attempt.paymentId, ...values })
        .onConflictDoUpdate({ target: [payments.orderId, payments.gatewayPaymentId], set: values });
    }
  }

  async function recordedOrder(order: OrderRecord): Promise<ReconciledOrder> {
    const current = (await findOrder(order.id)) ?? order;
    return {
      orderId: current.id,
      outcome: outcomeOf(current.outcome),
      payments: await storedPayments(current.id),
      granted: false,
    };
  }

  // Concurrent reports about one order share one round trip to the gateway (each costs two calls).
  const inFlight = new Map<string, Promise<ReconciledOrder>>();

  function reconcileOrder(order: OrderRecord, options: { fresh?: boolean } = {}): Promise<ReconciledOrder> {
    // A fresh ask (the webhook, a test payment just made) must see the gateway after the news it brings, so it
    // never joins a round trip that may have started before.
    if (options.fresh) return askGatewayAndRecord(order);
    const running = inFlight.get(order.id);
    // Only the report that started the round trip can be the one that granted the month.
    if (running) return running.then((reconciled) => ({ ...reconciled, granted: false }));
    const started = askGatewayAndRecord(order).finally(() => inFlight.delete(order.id));
    inFlight.set(order.id, started);
    return started;
  }

  async function askGatewayAndRecord(order: OrderRecord): Promise<ReconciledOrder> {
    // A paid order is final, an order the gateway never accepted has nothing to ask about, and an order made
    // with another gateway (the configuration changed since) cannot be asked about: answer from our records.
    const neverAtGateway = order.state === 'failed' && order.paymentSessionId === null;
    if (order.state === 'paid' || neverAtGateway || order.gateway !== gateway.name) {
      return {
        orderId: order.id,
        outcome: outcomeOf(order.outcome),
        payments: await storedPayments(order.id),
        granted: false,
      };
    }
    const [gatewayOrder, attempts] = await Promise.all([
      gateway.getOrder(order.id),
      gateway.getPayments(order.id),
    ]);
    const verdict = judgeOrder(order, gatewayOrder, attempts);
    if (verdict.mismatch !== null) {
      log.error(
        { orderId: order.id, mismatch: verdict.mismatch },
        'payment does not match the order: nothing granted',
      );
    }
    let grantedUserId: number | null = null;
    const granted = await db.transaction(async (tx) => {
      let grantedNow = false;
      if (verdict.settle === 'paid') {
        // The conditional update is the once-only gate: of all concurrent reports, one sees state <> 'paid'.
        const [settled] = await tx
          .update(orders)
          .set({ state: 'paid', outcome: 'SUCCESS', updatedAt: sql`now()` })
          .where(and(eq(orders.id, order.id), ne(orders.state, 'paid')))
          .returning({ userId: orders.userId });
        if (settled !== undefined) {
          // The month bought starts at the current end while still paid, else now (docs/design.md
          // decision 9).
          const [before] = await tx
            .select({ periodStart: currentEndOrNow })
            .from(users)
            .where(eq(users.id, settled.userId))
            .for('update');
          const [user] = await tx
            .update(users)
            .set({ paidUntil: oneCalendarMonthAfterCurrentEnd })
            .where(eq(users.id, settled.userId))
            .returning({ paidUntil: users.paidUntil });
          // The receipt is only marked as owed here; the sweep (jobs/sweep.ts) sends it, so a mail can
          // neither hold up nor repeat the grant.
          await tx
            .update(orders)
            .set({
              grantedUntil: user?.paidUntil ?? null,
              periodStart: before?.periodStart ?? null,
              receiptDueAt: sql`now()`,
            })
            .where(eq(orders.id, order.id));
          grantedNow = true;
          grantedUserId = settled.userId;
        }
      } else {
        await tx
          .update(orders)
          .set({ state: verdict.settle ?? 'open', outcome: verdict.outcome, updatedAt: sql`now()` })
          .where(and(eq(orders.id, order.id), eq(orders.state, 'open')));
      }
      await recordPayments(tx, order.id, attempts);
      return grantedNow;
    });
    if (granted && grantedUserId !== null) {
      // The describe route's session cache holds the user's row: the new paid period must be read again.
      refreshUser(grantedUserId);
      for (const listener of grantListeners) listener(order.id);
    }
    return { orderId: order.id, outcome: verdict.outcome, payments: await storedPayments(order.id), granted };
  }

  async function findOrder(orderId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    return order ?? null;
  }

  async function findUserOrder(userId: number, orderId: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    return order ?? null;
  }

  let localGatewayOff = false;
  return {
    gateway,
    localGateway: deps.localGateway,

    turnOffLocalGateway() {
      localGatewayOff = true;
    },

    async createCheckoutSession(user) {
      if (localGatewayOff && gateway === deps.localGateway) {
        throw new GatewayError('The local test gateway is off: a proxy is in front of this server.');
      }
      const orderId = newOrderId();
      await db.insert(orders).values({
        id: orderId,
        userId: user.id,
        gateway: gateway.name,
        amountPaise: SUBSCRIPTION_PRICE.amountPaise,
        currency: SUBSCRIPTION_PRICE.currency,
      });
      try {
        const { paymentSessionId } = await gateway.createOrder({
          orderId,
          amountPaise: SUBSCRIPTION_PRICE.amountPaise,
          currency: SUBSCRIPTION_PRICE.currency,
          customer: { id: customerIdOf(user.id), email: user.email },
          returnUrl: `${apiUrl}/checkout/return?order_id={order_id}`,
          notifyUrl,
        });
        await db
          .update(orders)
          .set({ paymentSessionId, updatedAt: sql`now()` })
          .where(eq(orders.id, orderId));
        return {
          payment_session_id: paymentSessionId,
          order_id: orderId,
          gateway: gateway.name,
          mode: gateway.mode,
        };
      } catch (error) {
        await db
          .update(orders)
          .set({ state: 'failed', outcome: 'FAILED', updatedAt: sql`now()` })
          .where(eq(orders.id, orderId));
        throw error;
      }
    },

    findUserOrder,
    findOrder,
    reconcileOrder,
    recordedOrder,

    async reconcileOpenOrders(userId) {
      const open = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.state, 'open'),
            eq(orders.gateway, gateway.name),
            gt(orders.createdAt, new Date(Date.now() - RECENT_ORDER_MS)),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(MAX_ORDERS_PER_CHECK);
      let newest: ReconciledOrder | null = null;
      for (const order of open) {
        try {
          const reconciled = await reconcileOrder(order);
          newest ??= reconciled;
        } catch (error) {
          // The billing answer still stands on what we know; the order is asked about again next time.
          if (!(error instanceof GatewayError)) throw error;
          log.warn({ orderId: order.id, err: error }, 'could not reconcile an open order with the gateway');
        }
      }
      return newest;
    },

    async completeLocalPayment(userId, orderId, outcome) {
      const local = deps.localGateway;
      const order = await findUserOrder(userId, orderId);
      if (local === null || localGatewayOff || order === null || order.gateway !== 'local') {
        return { kind: 'not-found' };
      }
      if (!(await local.recordAttempt(orderId, outcome))) return { kind: 'already-settled' };
      const current = (await findOrder(orderId)) ?? order;
      return { kind: 'completed', order: await reconcileOrder(current, { fresh: true }) };
    },

    useLogger(logger) {
      log = logger;
    },

    onGranted(listener) {
      grantListeners.push(listener);
    },

    async billingOf(userId) {
      const [user] = await db.select({ paidUntil: users.paidUntil }).from(users).where(eq(users.id, userId));
      const paidUntil = user?.paidUntil ?? null;
      return {
        paymentStatus: paidUntil !== null && isPaid({ paidUntil }) ? 'paid' : 'unpaid',
        paidUntil: paidUntil === null ? null : paidUntil.toISOString(),
      };
    },

    async isWebhookProcessed(eventId) {
      const [row] = await db
        .select({ id: processedWebhookEvents.id })
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.id, eventId));
      return row !== undefined;
    },

    async markWebhookProcessed(event) {
      const inserted = await db
        .insert(processedWebhookEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: processedWebhookEvents.id });
      return inserted.length > 0;
    },
  };
}

/**
 * One calendar month (in India's time zone, where the business is) after the later of now and the current
 * end: an active subscription is extended from its end. 31 January plus a month is the end of February.
 */
const currentEndOrNow = sql<Date>`greatest(coalesce(${users.paidUntil}, now()), now())`.mapWith(
  (value: string | Date) => new Date(value),
);
export const oneCalendarMonthAfterCurrentEnd = sql`((greatest(coalesce(${users.paidUntil}, now()), now()) at time zone 'Asia/Kolkata') + interval '1 month') at time zone 'Asia/Kolkata'`;

function outcomeOf(value: string): OrderOutcome {
  return orderOutcomeValues.find((known) => known === value) ?? 'PENDING';
}

function paymentStatusOf(value: string): PaymentSummary['payment_status'] {
  return paymentSummaryPayment_statusValues.find((known) => known === value) ?? 'PENDING';
}

/** The key a webhook delivery is deduplicated by. */
export function webhookEventId(input: {
  idempotencyKey: string | null;
  type: string;
  paymentId: string | null;
  rawBody: Buffer;
}): string {
  if (input.idempotencyKey !== null) return `key:${input.idempotencyKey}`;
  if (input.paymentId !== null) return `payment:${input.type}:${input.paymentId}`;
  return `body:${createHash('sha256').update(input.rawBody).digest('hex')}`;
}
