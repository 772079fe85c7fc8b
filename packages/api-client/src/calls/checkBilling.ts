import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.ts';
import { type BillingState, readBilling } from '../legacy.ts';
import { type ApiResult, settle } from '../result.ts';

/** GET /auth/check-billing. */
export function checkBilling(http: Client<paths>): Promise<ApiResult<BillingState>> {
  return settle(() => http.GET('/auth/check-billing'), readBilling);
}
