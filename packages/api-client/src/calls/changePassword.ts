import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.ts';
import { type ApiResult, settle } from '../result.ts';

/** POST /auth/change-password: every other session of the user is revoked; this one stays. */
export function changePassword(
  http: Client<paths>,
  currentPassword: string,
  newPassword: string,
): Promise<ApiResult<null>> {
  return settle(
    () => http.POST('/auth/change-password', { body: { currentPassword, newPassword } }),
    () => null,
  );
}
