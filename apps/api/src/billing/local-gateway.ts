import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { localGatewayPayments, orders } from '../db/schema/billing.ts';
import {
  GatewayError,
  type GatewayOrder,
  type GatewayOrderStatus,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type PaymentGateway,
} from './gateway.ts';

export type LocalOutcome = 'success' | 'failed' | 'user_dropped' | 'pending';

const statusOfOutcome: Record<LocalOutcome, GatewayPaymentStatus> = {
  success: 'SUCCESS',
  failed: 'FAILED',
  user_dropped: 'USER_DROPPED',
  pending: 'PENDING',
};

/** How a test signs the webhooks it sends in the gateway's place (the local gateway itself sends none). */
export interface LocalWebhookSigning {
  /** The secret the signatures are made with, as Cashfree's are with the client secret. */
  secret: string;
  /** The time, in milliseconds since the epoch, each delivery's timestamp is judged against. */
  now: number;
}

export interface LocalGateway extends PaymentGateway {
  /** Records the attempt the tester chose. False when the order is already PAID or TERMINATED. */
  recordAttempt(orderId: string, outcome: LocalOutcome): Promise<boolean>;
  /**
   * Null (the default): the webhook does not exist, as without Cashfree keys. Set by a test that plays the
   * gateway's webhook (the contract's provider state), so signed deliveries can be checked without Cashfree.
   */
  webhookSigning: LocalWebhookSigning | null;
}

/**
 * The offline test gateway (docs/design.md decision 11). It keeps its books in the database, so every API
 * process sees the same state, and answers like Cashfree: a success makes the order PAID; a failure ends the
 * test order (TERMINATED), so the result screen shows the failure; a drop or a pending attempt leaves it
 * ACTIVE.
 */
export function createLocalGateway(db: Database): LocalGateway {
  async function readAttempts(database: Database, orderId: string) {
    return database
      .select({
        id: localGatewayPayments.id,
        status: localGatewayPayments.status,
        createdAt: localGatewayPayments.createdAt,
      })
      .from(localGatewayPayments)
      .where(eq(localGatewayPayments.orderId, orderId))
      .orderBy(asc(localGatewayPayments.id));
  }

  function statusOf(attempts: readonly { status: string }[]): GatewayOrderStatus {
    if (attempts.some((attempt) => attempt.status === 'SUCCESS')) return 'PAID';
    if (attempts.some((attempt) => attempt.status === 'FAILED')) return 'TERMINATED';
    return 'ACTIVE';
  }

  return {
    name: 'local',
    mode: 'test',
    webhookSigning: null,

    async createOrder() {
      return { paymentSessionId: `local_${randomBytes(12).toString('hex')}` };
    },

    async getOrder(orderId: string): Promise<GatewayOrder> {
      const [order] = await db
        .select({ amountPaise: orders.amountPaise, currency: orders.currency })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (order === undefined) throw new GatewayError('The local gateway has no such order.', 404);
      return { orderId, status: statusOf(await readAttempts(db, orderId)), ...order };
    },

    async getPayments(orderId: string): Promise<GatewayPayment[]> {
      const [order] = await db
        .select({ amountPaise: orders.amountPaise, currency: orders.currency })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (order === undefined) throw new GatewayError('The local gateway has no such order.', 404);
      const attempts = await readAttempts(db, orderId);
      return attempts.map((attempt) => ({
        paymentId: `local_${attempt.id}`,
        status: isPaymentStatus(attempt.status) ? attempt.status : 'PENDING',
        isCaptured: attempt.status === 'SUCCESS',
        amountPaise: order.amountPaise,
        currency: order.currency,
        time: attempt.createdAt.toISOString(),
      }));
    },

    async recordAttempt(orderId: string, outcome: LocalOutcome) {
      return db.transaction(async (tx) => {
        // Lock the order so two completions of one test order cannot both land.
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, orderId))
          .for('update');
        if (order === undefined) return false;
        if (statusOf(await readAttempts(tx, orderId)) !== 'ACTIVE') return false;
        await tx.insert(localGatewayPayments).values({ orderId, status: statusOfOutcome[outcome] });
        return true;
      });
    },
  };
}

const paymentStatuses: readonly string[] = Object.values(statusOfOutcome);

function isPaymentStatus(value: string): value is GatewayPaymentStatus {
  return paymentStatuses.includes(value);
}
