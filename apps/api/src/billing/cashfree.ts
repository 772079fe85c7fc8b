import { paymentSummaryPayment_statusValues } from '@termtap/api-client/schema';
import {
  GatewayError,
  type GatewayOrder,
  type GatewayOrderStatus,
  type GatewayPayment,
  type NewGatewayOrder,
  type PaymentGateway,
  toPaise,
} from './gateway.ts';

/**
 * Every Cashfree API version (2022-09-01, 2023-08-01, 2025-01-01) requires `customer_phone` on Create Order,
 * and Cashfree's reference says dummy customer details may be passed when a use case needs none. TermTap
 * collects no phone number, so it sends Cashfree's own documented example number.
 */
export const CASHFREE_API_VERSION = '2025-01-01';
export const PLACEHOLDER_CUSTOMER_PHONE = '9999999999';

export const CASHFREE_API_URLS = {
  sandbox: 'https://sandbox.cashfree.com/pg',
  production: 'https://api.cashfree.com/pg',
} as const;

export interface CashfreeOptions {
  appId: string;
  secretKey: string;
  env: 'sandbox' | 'production';
  /** Overrides the base URL for the environment (tests point it at a local server). */
  apiUrl?: string | undefined;
  timeoutMs?: number;
}

const orderStatuses: readonly GatewayOrderStatus[] = [
  'ACTIVE',
  'PAID',
  'EXPIRED',
  'TERMINATED',
  'TERMINATION_REQUESTED',
];

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readString(body: JsonObject, key: string): string {
  const value = body[key];
  if (typeof value === 'string' && value.length > 0) return value;
  throw new GatewayError(`Cashfree answered without ${key}.`);
}

function readNumber(body: JsonObject, key: string): number {
  const value = body[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new GatewayError(`Cashfree answered without ${key}.`);
}

function readOptionalNumber(body: JsonObject, key: string): number | null {
  const value = body[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function readOptionalString(body: JsonObject, key: string): string | null {
  const value = body[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((known) => known === value);
}

function parseOrder(body: unknown): GatewayOrder {
  if (!isObject(body)) throw new GatewayError('Cashfree answered an order that is not an object.');
  const status = body.order_status;
  if (!isOneOf(orderStatuses, status))
    throw new GatewayError(`Cashfree answered order_status ${String(status)}.`);
  return {
    orderId: readString(body, 'order_id'),
    status,
    amountPaise: toPaise(readNumber(body, 'order_amount')),
    currency: readString(body, 'order_currency'),
  };
}

function parsePayment(body: unknown): GatewayPayment {
  if (!isObject(body)) throw new GatewayError('Cashfree answered a payment that is not an object.');
  const id = body.cf_payment_id;
  if (typeof id !== 'string' && typeof id !== 'number')
    throw new GatewayError('Cashfree answered without cf_payment_id.');
  // A status this adapter does not know yet must never count as paid: treat it as pending.
  const status = isOneOf(paymentSummaryPayment_statusValues, body.payment_status)
    ? body.payment_status
    : 'PENDING';
  const amount = readOptionalNumber(body, 'payment_amount');
  return {
    paymentId: String(id),
    status,
    isCaptured: body.is_captured === true,
    amountPaise: amount === null ? null : toPaise(amount),
    currency: readOptionalString(body, 'payment_currency'),
    time: readOptionalString(body, 'payment_time'),
  };
}

/** Cashfree's Payment Gateway API (PG): create order, get order, get payments. */
export function createCashfreeGateway(options: CashfreeOptions): PaymentGateway {
  const baseUrl = (options.apiUrl ?? CASHFREE_API_URLS[options.env]).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    init: { body?: unknown; idempotencyKey?: string } = {},
  ) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-client-id': options.appId,
      'x-client-secret': options.secretKey,
      'x-api-version': CASHFREE_API_VERSION,
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.idempotencyKey !== undefined) headers['x-idempotency-key'] = init.idempotencyKey;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(
        `Cashfree is not reachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text.length > 0 ? JSON.parse(text) : null;
    } catch {
      throw new GatewayError(
        `Cashfree answered ${response.status} with a body that is not JSON.`,
        response.status,
      );
    }
    if (!response.ok) {
      const reason = isObject(body) ? readOptionalString(body, 'message') : null;
      throw new GatewayError(
        `Cashfree answered ${response.status}: ${reason ?? 'no message'}`,
        response.status,
      );
    }
    return body;
  }

  return {
    name: 'cashfree',
    mode: options.env,

    async createOrder(order: NewGatewayOrder) {
      const orderMeta: Record<string, string> = { return_url: order.returnUrl };
      if (order.notifyUrl !== null) orderMeta.notify_url = order.notifyUrl;
      const body = await call('POST', '/orders', {
        // The order id is unique, so a retried create can never make a second order.
        idempotencyKey: order.orderId,
        body: {
          order_id: order.orderId,
          order_amount: order.amountPaise / 100,
          order_currency: order.currency,
          customer_details: {
            customer_id: order.customer.id,
            customer_email: order.customer.email,
            customer_phone: PLACEHOLDER_CUSTOMER_PHONE,
          },
          order_meta: orderMeta,
          order_note: 'TermTap monthly subscription',
        },
      });
      if (!isObject(body)) throw new GatewayError('Cashfree answered an order that is not an object.');
      const created = parseOrder(body);
      if (created.orderId !== order.orderId) throw new GatewayError('Cashfree answered another order id.');
      return { paymentSessionId: readString(body, 'payment_session_id') };
    },

    async getOrder(orderId: string) {
      const order = parseOrder(await call('GET', `/orders/${encodeURIComponent(orderId)}`));
      if (order.orderId !== orderId) throw new GatewayError('Cashfree answered another order id.');
      return order;
    },

    async getPayments(orderId: string) {
      const body = await call('GET', `/orders/${encodeURIComponent(orderId)}/payments`);
      if (!Array.isArray(body)) throw new GatewayError('Cashfree answered payments that are not a list.');
      return body.map(parsePayment);
    },
  };
}
