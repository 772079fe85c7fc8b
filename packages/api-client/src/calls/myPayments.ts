import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.ts';
import { type ApiResult, settleAsSpecified } from '../result.ts';

/** One order of the user's payment history. Dates are ISO strings; the period is null unless paid. */
export type MyPayment = components['schemas']['Payment'];
/** The user's orders, newest first. */
export type MyPayments = components['schemas']['Payments'];

/** GET /me/payments: the user's orders, newest first. */
export function listMyPayments(http: Client<paths>): Promise<ApiResult<MyPayments>> {
  return settleAsSpecified(() => http.GET('/me/payments'));
}

/**
 * GET /me/payments/{orderId}: one of the user's orders, refreshed from the gateway while still open. A 404 means
 * the user has no such order (made up, or someone else's).
 */
export function getMyPayment(http: Client<paths>, orderId: string): Promise<ApiResult<MyPayment>> {
  return settleAsSpecified(() => http.GET('/me/payments/{orderId}', { params: { path: { orderId } } }));
}
