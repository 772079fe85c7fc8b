import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { GatewayOrderStatus, GatewayPaymentStatus } from '../gateway.ts';

/**
 * A stand-in for Cashfree's PG API on 127.0.0.1 (the real one is unreachable in tests). It answers in the shapes
 * Cashfree documents for API version 2025-01-01 and records every request so tests can check what we send.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeCashfreeOrder {
  cf_order_id: string;
  order_id: string;
  entity: 'order';
  order_amount: number;
  order_currency: string;
  order_status: GatewayOrderStatus;
  payment_session_id: string;
  order_expiry_time: string;
  order_note: string | null;
  created_at: string;
  order_splits: unknown[];
  customer_details: Record<string, unknown>;
  order_meta: Record<string, unknown>;
  order_tags: null;
}

export interface FakeCashfreePayment {
  cf_payment_id: string;
  order_id: string;
  entity: 'payment';
  is_captured: boolean;
  order_amount: number;
  order_currency: string;
  payment_group: string;
  payment_currency: string;
  payment_amount: number;
  payment_time: string;
  payment_completion_time: string | null;
  payment_status: GatewayPaymentStatus;
  payment_message: string;
  bank_reference: string | null;
  auth_id: string | null;
  payment_method: Record<string, unknown>;
}

export interface FakeCashfree {
  url: string;
  appId: string;
  secretKey: string;
  requests: RecordedRequest[];
  orders: Map<string, FakeCashfreeOrder>;
  /** Adds a payment attempt; a SUCCESS also marks the order PAID, as Cashfree does. */
  addPayment(
    orderId: string,
    status: GatewayPaymentStatus,
    overrides?: Partial<FakeCashfreePayment>,
  ): FakeCashfreePayment;
  setOrderStatus(orderId: string, status: GatewayOrderStatus): void;
  /** The next requests answer this status with Cashfree's error shape. */
  failNext(status: number, count?: number): void;
  /** Makes every answer wait, so tests can overlap requests. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

const errorBodies: Record<number, { message: string; code: string; type: string }> = {
  400: { message: 'bad request', code: 'request_invalid', type: 'invalid_request_error' },
  401: { message: 'authentication Failed', code: 'request_failed', type: 'authentication_error' },
  404: { message: 'order not found', code: 'order_not_found', type: 'invalid_request_error' },
  409: {
    message: 'order with same id is already present',
    code: 'order_already_exists',
    type: 'invalid_request_error',
  },
  500: { message: 'internal error', code: 'internal_error', type: 'api_error' },
  502: { message: 'bad gateway', code: 'api_error', type: 'api_error' },
};

function istTime(offsetMs = 0): string {
  // Cashfree reports times in IST with an explicit offset.
  const ist = new Date(Date.now() + offsetMs + 5.5 * 3600_000).toISOString().slice(0, 19);
  return `${ist}+05:30`;
}

export async function startFakeCashfree(
  credentials: { appId?: string; secretKey?: string } = {},
): Promise<FakeCashfree> {
  const appId = credentials.appId ?? 'TEST_APP_ID';
  const secretKey = credentials.secretKey ?? 'TEST_SECRET_KEY';
  const requests: RecordedRequest[] = [];
  const orders = new Map<string, FakeCashfreeOrder>();
  const payments = new Map<string, FakeCashfreePayment[]>();
  const idempotencyKeys = new Map<string, string>();
  const failures: number[] = [];
  let delayMs = 0;
  let nextId = 5114910570000;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = raw.length > 0 ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const path = request.url ?? '/';
      requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
      const send = (status: number, payload: unknown) => {
        // The answer is what Cashfree knew when asked, even when it arrives late.
        const text = JSON.stringify(payload);
        setTimeout(() => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(text);
        }, delayMs);
      };
      const failure = failures.shift();
      if (failure !== undefined) return send(failure, errorBodies[failure] ?? errorBodies[500]);
      if (
        request.headers['x-client-id'] !== appId ||
        request.headers['x-client-secret'] !== secretKey ||
        typeof request.headers['x-api-version'] !== 'string'
      ) {
        return send(401, errorBodies[401]);
      }
      const match = /^\/pg\/orders(?:\/([^/?]+)(\/payments)?)?$/.exec(path);
      if (match === null)
        return send(404, {
          message: 'bad URL, please check API documentation',
          code: 'request_failed',
          type: 'invalid_request_error',
        });
      const [, encodedId, paymentsPart] = match;
      if (request.method === 'POST' && encodedId === undefined)
        return createOrder(body, request.headers, send);
      if (request.method === 'GET' && encodedId !== undefined) {
        const order = orders.get(decodeURIComponent(encodedId));
        if (order === undefined) return send(404, errorBodies[404]);
        return send(200, paymentsPart === undefined ? order : (payments.get(order.order_id) ?? []));
      }
      return send(404, errorBodies[404]);
    });
  });

  function createOrder(
    body: unknown,
    headers: IncomingHttpHeaders,
    send: (status: number, payload: unknown) => void,
  ) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return send(400, errorBodies[400]);
    const fields = new Map(Object.entries(body));
    const customer = fields.get('customer_details');
    const orderId = fields.get('order_id');
    const amount = fields.get('order_amount');
    const currency = fields.get('order_currency');
    const customerFields =
      typeof customer === 'object' && customer !== null ? new Map(Object.entries(customer)) : null;
    if (
      typeof orderId !== 'string' ||
      !/^[A-Za-z0-9_-]{3,45}$/.test(orderId) ||
      typeof amount !== 'number' ||
      amount < 1 ||
      typeof currency !== 'string' ||
      customerFields === null ||
      typeof customerFields.get('customer_id') !== 'string' ||
      typeof customerFields.get('customer_phone') !== 'string'
    ) {
      return send(400, { ...errorBodies[400], message: 'order request is invalid' });
    }
    const key = headers['x-idempotency-key'];
    const existing = orders.get(orderId);
    if (existing !== undefined) {
      // Cashfree replays the first answer for a repeated idempotency key; a new key on a used id is a conflict.
      if (typeof key === 'string' && idempotencyKeys.get(orderId) === key) return send(200, existing);
      return send(409, errorBodies[409]);
    }
    const meta = fields.get('order_meta');
    const note = fields.get('order_note');
    const order: FakeCashfreeOrder = {
      cf_order_id: String(nextId++),
      order_id: orderId,
      entity: 'order',
      order_amount: amount,
      order_currency: currency,
      order_status: 'ACTIVE',
      payment_session_id: `session_${orderId}_fake`,
      order_expiry_time: istTime(30 * 24 * 3600_000),
      order_note: typeof note === 'string' ? note : null,
      created_at: istTime(),
      order_splits: [],
      customer_details: Object.fromEntries(customerFields),
      order_meta: typeof meta === 'object' && meta !== null ? Object.fromEntries(Object.entries(meta)) : {},
      order_tags: null,
    };
    orders.set(orderId, order);
    if (typeof key === 'string') idempotencyKeys.set(orderId, key);
    return send(200, order);
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The fake Cashfree is not on TCP.');
  const { port } = address;

  return {
    url: `http://127.0.0.1:${port}/pg`,
    appId,
    secretKey,
    requests,
    orders,
    addPayment(orderId, status, overrides = {}) {
      const order = orders.get(orderId);
      if (order === undefined) throw new Error(`The fake Cashfree has no order ${orderId}.`);
      const list = payments.get(orderId) ?? [];
      const payment: FakeCashfreePayment = {
        cf_payment_id: String(nextId++),
        order_id: orderId,
        entity: 'payment',
        is_captured: status === 'SUCCESS',
        order_amount: order.order_amount,
        order_currency: order.order_currency,
        payment_group: 'upi',
        payment_currency: order.order_currency,
        payment_amount: order.order_amount,
        // Each attempt is a second later than the one before, so "newest" is well defined.
        payment_time: istTime(list.length * 1000),
        payment_completion_time: status === 'PENDING' ? null : istTime(list.length * 1000),
        payment_status: status,
        payment_message: status === 'SUCCESS' ? 'Transaction Success' : `Transaction ${status.toLowerCase()}`,
        bank_reference: status === 'SUCCESS' ? '1234567890' : null,
        auth_id: null,
        payment_method: { upi: { channel: 'collect', upi_id: 'student@upi' } },
        ...overrides,
      };
      list.push(payment);
      payments.set(orderId, list);
      if (status === 'SUCCESS') order.order_status = 'PAID';
      return payment;
    },
    setOrderStatus(orderId, status) {
      const order = orders.get(orderId);
      if (order === undefined) throw new Error(`The fake Cashfree has no order ${orderId}.`);
      order.order_status = status;
    },
    failNext(status, count = 1) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    setDelay(ms) {
      delayMs = ms;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
