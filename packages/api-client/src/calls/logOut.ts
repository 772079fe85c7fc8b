import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.ts';
import { type ApiResult, settle } from '../result.ts';

/** POST /auth/logout: revokes the session on the server. */
export function logOut(http: Client<paths>): Promise<ApiResult<null>> {
  return settle(
    () => http.POST('/auth/logout'),
    () => null,
  );
}
