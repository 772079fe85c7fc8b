import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.ts';
import { type CheckoutSessionInfo, readCheckoutSession } from '../legacy.ts';
import { type ApiResult, settle } from '../result.ts';

/** POST /checkout/create-session. Either id may be null: the caller decides what that means. */
export function createCheckoutSession(http: Client<paths>): Promise<ApiResult<CheckoutSessionInfo>> {
  return settle(() => http.POST('/checkout/create-session'), readCheckoutSession);
}
