import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.ts';
import { readSession, type Session } from '../legacy.ts';
import { type ApiResult, failure, settle } from '../result.ts';

export type Credentials = components['schemas']['Credentials'];

/** POST /auth/createuser. A 200 without a token is reported as an error with the answer's status. */
export async function signUp(http: Client<paths>, credentials: Credentials): Promise<ApiResult<Session>> {
  const result = await settle(() => http.POST('/auth/createuser', { body: credentials }), readSession);
  if (result.error) return result;
  return result.data ? { data: result.data } : failure({ status: 200, message: undefined });
}
