import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.ts';
import { type ApiResult, isRecord, readNumber, settle } from '../result.ts';

/** POST /auth/logout-others: revokes every other session of the user. Returns how many were revoked. */
export function logoutOtherSessions(http: Client<paths>): Promise<ApiResult<number>> {
  return settle(
    () => http.POST('/auth/logout-others'),
    (body) => (isRecord(body) ? (readNumber(body.revoked) ?? 0) : 0),
  );
}
