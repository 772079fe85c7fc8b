import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.ts';
import { readUser, type SessionUser } from '../legacy.ts';
import { type ApiResult, failure, settle } from '../result.ts';

/** GET /auth/me. */
export async function getCurrentUser(http: Client<paths>): Promise<ApiResult<SessionUser>> {
  const result = await settle(() => http.GET('/auth/me'), readUser);
  if (result.error) return result;
  return result.data ? { data: result.data } : failure({ status: 200, message: undefined });
}
