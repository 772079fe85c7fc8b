import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.ts';
import { readSession, type Session } from '../legacy.ts';
import { type ApiResult, failure, settle } from '../result.ts';
import type { Credentials } from './signUp.ts';

/** POST /auth/login. A 200 without a token is reported as an error with the answer's status. */
export async function logIn(http: Client<paths>, credentials: Credentials): Promise<ApiResult<Session>> {
  const result = await settle(() => http.POST('/auth/login', { body: credentials }), readSession);
  if (result.error) return result;
  return result.data ? { data: result.data } : failure({ status: 200, message: undefined });
}
