import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.ts';
import { type ApiResult, isRecord, readString, settle } from '../result.ts';

export type LocalPaymentOutcome = components['schemas']['LocalPaymentRequest']['outcome'];

/** POST /checkout/local/complete: the local test gateway's checkout result. Returns the order's outcome. */
export function completeLocalPayment(
  http: Client<paths>,
  orderId: string,
  outcome: LocalPaymentOutcome,
): Promise<ApiResult<string | null>> {
  return settle(
    () => http.POST('/checkout/local/complete', { body: { orderId, outcome } }),
    (body) => (isRecord(body) ? readString(body.orderStatus) : null),
  );
}
