import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/** The subscription: ₹150 for one calendar month, no renewal. */
export const SUBSCRIPTION_PRICE = { amountPaise: 15000, currency: 'INR' } as const;

/**
 * One checkout attempt: an order at a payment gateway. `state` moves once, from open to paid (the month is
 * granted in the same transaction) or to failed (the gateway says it can no longer be paid).
 */
export const orders = pgTable(
  'orders',
  {
    /** Our id, also the gateway's order_id. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** cashfree or local. */
    gateway: text('gateway').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    paymentSessionId: text('payment_session_id'),
    /** open, paid or failed. */
    state: text('state').notNull().default('open'),
    /** The last verified outcome, in the vocabulary of the payment result screen. */
    outcome: text('outcome').notNull().default('PENDING'),
    /** The user's paid_until right after this order granted its month: the end of the month it bought. */
    grantedUntil: timestamp('granted_until', { withTimezone: true }),
    /** The start of the month this order bought: the previous end if the user was still paid, else the grant time. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    /** Set by the grant: a receipt is owed. The sweep (jobs/sweep.ts) sends it. */
    receiptDueAt: timestamp('receipt_due_at', { withTimezone: true }),
    /** When the receipt mail was handed to the mailer; null until then. */
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    /** Sends tried so far; the sweep gives up after RECEIPT_MAX_ATTEMPTS. */
    receiptAttempts: integer('receipt_attempts').notNull().default(0),
    /** A sweep holds the receipt until then while it sends, so another process does not send it too. */
    receiptClaimedUntil: timestamp('receipt_claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_id_state').on(table.userId, table.state),
    index('orders_receipt_due')
      .on(table.receiptDueAt)
      .where(sql`${table.receiptDueAt} is not null and ${table.receiptSentAt} is null`),
    check('orders_state_known', sql`${table.state} in ('open', 'paid', 'failed')`),
    check('orders_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);

/** The payment attempts of an order, as the gateway last reported them. */
export const payments = pgTable(
  'payments',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The gateway's id for the attempt (Cashfree's cf_payment_id). */
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    /** SUCCESS, NOT_ATTEMPTED, FAILED, USER_DROPPED, VOID, CANCELLED or PENDING. */
    status: text('status').notNull(),
    isCaptured: boolean('is_captured').notNull(),
    amountPaise: integer('amount_paise'),
    currency: text('currency'),
    /** When the attempt was made, per the gateway; its position breaks ties and fills in when unknown. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.gatewayPaymentId] })],
);

/** Webhook deliveries already handled: a repeated delivery changes nothing. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  /** Cashfree's x-idempotency-key, or the event type with the payment id. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: text('order_id').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local test gateway's own books (no money moves): the attempts a tester chose in the test checkout. */
export const localGatewayPayments = pgTable(
  'local_gateway_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** SUCCESS, FAILED, USER_DROPPED or PENDING. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('local_gateway_payments_order_id').on(table.orderId)],
);

export type OrderRecord = typeof orders.$inferSelect;
