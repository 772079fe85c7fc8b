import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.ts';
import { type LangOption, langQuery } from '../hindi.ts';
import { readTerms, type TermEntry } from '../legacy.ts';
import { type ApiResult, settle } from '../result.ts';

export type Subject = components['schemas']['Subject'];

/**
 * GET /pages/{subject}: the terms (with their other names), in the server's order; with `lang: 'hi'` each with
 * its Hindi name and search keys under `hindi`.
 */
export function listTerms(
  http: Client<paths>,
  subject: Subject,
  { lang }: LangOption = {},
): Promise<ApiResult<TermEntry[]>> {
  return settle(
    () => http.GET('/pages/{subject}', { params: { path: { subject }, query: langQuery(lang) } }),
    (body) => readTerms(subject, body),
  );
}
