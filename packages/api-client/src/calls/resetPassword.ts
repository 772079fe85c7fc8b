import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.ts';
import { type ApiResult, isRecord, readString, settle } from '../result.ts';

/** POST /auth/reset-password/{token}. Returns the server's message, if any. */
export function resetPassword(
  http: Client<paths>,
  token: string,
  newPassword: string,
): Promise<ApiResult<string | null>> {
  return settle(
    () =>
      http.POST('/auth/reset-password/{token}', {
        params: { path: { token } },
        body: { newPassword },
      }),
    (body) => (isRecord(body) ? readString(body.message) : null),
  );
}
