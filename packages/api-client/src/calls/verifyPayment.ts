import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.ts';
import { type BillingState, readBilling } from '../legacy.ts';
import { type ApiResult, isRecord, readString, settle } from '../result.ts';

type OrderOutcome = components['schemas']['OrderOutcome'];

export interface VerifiedOrder extends BillingState {
  /** SUCCESS, FAILED, CANCELLED, USER_DROPPED or PENDING; null when the server did not say. */
  orderStatus: OrderOutcome | string | null;
}

/** POST /checkout/verify. */
export function verifyPayment(http: Client<paths>, orderId: string): Promise<ApiResult<VerifiedOrder>> {
  return settle(
    () => http.POST('/checkout/verify', { body: { orderId } }),
    (body) => ({
      ...readBilling(body),
      orderStatus: isRecord(body) ? readString(body.orderStatus) : null,
    }),
  );
}
