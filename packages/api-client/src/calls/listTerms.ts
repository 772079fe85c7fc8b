import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.ts';
import { readTerms } from '../legacy.ts';
import { type ApiResult, settle } from '../result.ts';

export type Subject = components['schemas']['Subject'];

/** GET /pages/{subject}: the term texts, in the server's order. */
export function listTerms(http: Client<paths>, subject: Subject): Promise<ApiResult<string[]>> {
  return settle(
    () => http.GET('/pages/{subject}', { params: { path: { subject } } }),
    (body) => readTerms(subject, body),
  );
}
