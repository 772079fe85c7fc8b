import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.ts';
import { type LangOption, langQuery } from '../hindi.ts';
import { type ApiResult, settleAsSpecified } from '../result.ts';

export type SearchResults = components['schemas']['SearchResults'];
export type SearchGroup = SearchResults['groups'][number];

/**
 * GET /pages/search: terms of every subject that contain the query, best first, grouped by subject. With
 * `lang: 'hi'` Hindi names and their Latin keys match too, and each term carries its Hindi name.
 */
export function searchTerms(
  http: Client<paths>,
  query: string,
  { lang }: LangOption = {},
): Promise<ApiResult<SearchResults>> {
  return settleAsSpecified(() =>
    http.GET('/pages/search', { params: { query: { q: query, ...langQuery(lang) } } }),
  );
}
