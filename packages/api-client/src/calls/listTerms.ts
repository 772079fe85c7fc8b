import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.ts';
import { readTerms, type TermEntry } from '../legacy.ts';
import { type ApiResult, settle } from '../result.ts';

export type Subject = components['schemas']['Subject'];

/** GET /pages/{subject}: the terms (with their other names), in the server's order. */
export function listTerms(http: Client<paths>, subject: Subject): Promise<ApiResult<TermEntry[]>> {
  return settle(
    () => http.GET('/pages/{subject}', { params: { path: { subject } } }),
    (body) => readTerms(subject, body),
  );
}
