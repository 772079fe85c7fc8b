import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.ts';
import { type ApiResult, isRecord, readString, settle } from '../result.ts';

/** POST /auth/forgot-password. Returns the server's message, if any. */
export function forgotPassword(http: Client<paths>, email: string): Promise<ApiResult<string | null>> {
  return settle(
    () => http.POST('/auth/forgot-password', { body: { email } }),
    (body) => (isRecord(body) ? readString(body.message) : null),
  );
}
