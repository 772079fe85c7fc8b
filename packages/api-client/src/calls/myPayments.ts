import type { Client } from 'openapi-fetch';
import { type components, orderOutcomeValues, type paths } from '../generated/schema.ts';
import { type ApiResult, isRecord, readNumber, readString, settle } from '../result.ts';

type OrderOutcome = components['schemas']['OrderOutcome'];

/** One order of the user's payment history. Dates are ISO strings; the period is null unless paid. */
export interface MyPayment {
  orderId: string;
  createdAt: string;
  /** Rupees (150). */
  amount: number;
  currency: string;
  status: OrderOutcome;
  periodStart: string | null;
  periodEnd: string | null;
  receiptSentAt: string | null;
}

function readOutcome(value: unknown): OrderOutcome {
  return orderOutcomeValues.find((known) => known === value) ?? 'PENDING';
}

function readPayment(body: unknown): MyPayment | null {
  if (!isRecord(body)) return null;
  const orderId = readString(body.orderId);
  if (orderId === null) return null;
  return {
    orderId,
    createdAt: readString(body.createdAt) ?? '',
    amount: readNumber(body.amount) ?? 0,
    currency: readString(body.currency) ?? 'INR',
    status: readOutcome(body.status),
    periodStart: readString(body.periodStart),
    periodEnd: readString(body.periodEnd),
    receiptSentAt: readString(body.receiptSentAt),
  };
}

/** GET /me/payments: the user's orders, newest first. */
export function listMyPayments(http: Client<paths>): Promise<ApiResult<MyPayment[]>> {
  return settle(
    () => http.GET('/me/payments'),
    (body) => {
      const items = isRecord(body) && Array.isArray(body.items) ? body.items : [];
      return items.flatMap((item) => {
        const payment = readPayment(item);
        return payment === null ? [] : [payment];
      });
    },
  );
}

/**
 * GET /me/payments/{orderId}: one of the user's orders, refreshed from the gateway while still open. A 404 means
 * the user has no such order (made up, or someone else's).
 */
export function getMyPayment(http: Client<paths>, orderId: string): Promise<ApiResult<MyPayment>> {
  return settle(
    () => http.GET('/me/payments/{orderId}', { params: { path: { orderId } } }),
    (body) =>
      readPayment(body) ?? {
        orderId,
        createdAt: '',
        amount: 0,
        currency: 'INR',
        status: 'PENDING',
        periodStart: null,
        periodEnd: null,
        receiptSentAt: null,
      },
  );
}
