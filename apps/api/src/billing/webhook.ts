import { createHash } from 'node:crypto';
import type { BillingLogger, BillingService } from './billing-service.ts';
import { webhookEventId } from './billing-service.ts';
import { checkWebhookSignature } from './webhook-signature.ts';

export interface WebhookDelivery {
  signature: string;
  timestamp: string;
  idempotencyKey: string | null;
  rawBody: Buffer;
  /** The parsed body; read only after the signature holds. */
  payload: unknown;
}

export type WebhookAnswer =
  | { status: 200; message: 'ok' }
  | { status: 401; message: 'Invalid webhook signature.' | 'Stale webhook timestamp.' };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(value: unknown, key: string): unknown {
  return isObject(value) ? value[key] : undefined;
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.length > 0) return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

/**
 * Ids go into the database as they are only when plain printable ASCII of a sane length; anything else (a NUL
 * byte, which PostgreSQL text cannot hold, or megabytes of junk) would fail the insert with a 500, and Cashfree
 * would retry such a delivery forever.
 */
const PLAIN_ID = /^[\x21-\x7e]{1,128}$/;
/** Cashfree's rule for order ids (ours are a subset): letters, digits, _ and -, at most 50. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,50}$/;

function plainId(value: string | null): string | null {
  if (value === null) return null;
  return PLAIN_ID.test(value) ? value : `sha256:${createHash('sha256').update(value).digest('hex')}`;
}

/**
 * Cashfree's webhook: check the signature over the raw bytes, refuse stale deliveries, skip deliveries already
 * handled, then ask the gateway for the order (the payload itself grants nothing). A gateway failure is thrown,
 * so Cashfree gets a non-200 answer and delivers again later.
 */
export async function receiveWebhook(
  billing: BillingService,
  secret: string,
  delivery: WebhookDelivery,
  log: BillingLogger,
  now: number = Date.now(),
): Promise<WebhookAnswer> {
  const check = checkWebhookSignature({ secret, now, ...delivery });
  if (check === 'bad-signature') return { status: 401, message: 'Invalid webhook signature.' };
  if (check === 'stale') return { status: 401, message: 'Stale webhook timestamp.' };

  const sentType = text(field(delivery.payload, 'type'));
  const type = sentType !== null && /^[A-Z_]{1,64}$/.test(sentType) ? sentType : 'UNKNOWN';
  const data = field(delivery.payload, 'data');
  const sentOrderId = text(field(field(data, 'order'), 'order_id'));
  const paymentId = plainId(text(field(field(data, 'payment'), 'cf_payment_id')));
  if (sentOrderId !== null && !ORDER_ID.test(sentOrderId)) {
    // Not an order id Cashfree would accept, so not one of ours: acknowledge so it is not retried.
    log.warn({ type }, 'webhook with a malformed order id ignored');
    return { status: 200, message: 'ok' };
  }
  const orderId = sentOrderId;
  const eventId = webhookEventId({
    idempotencyKey: plainId(delivery.idempotencyKey),
    type,
    paymentId,
    rawBody: delivery.rawBody,
  });
  if (orderId === null || (await billing.isWebhookProcessed(eventId))) return { status: 200, message: 'ok' };

  const order = await billing.findOrder(orderId);
  if (order === null) {
    // Not one of ours (another integration on the same Cashfree account): acknowledge so it is not retried.
    log.warn({ orderId, type }, 'webhook for an unknown order ignored');
    return { status: 200, message: 'ok' };
  }
  await billing.reconcileOrder(order, { fresh: true });
  await billing.markWebhookProcessed({ id: eventId, type, orderId });
  return { status: 200, message: 'ok' };
}
