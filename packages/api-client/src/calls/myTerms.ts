import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.ts';
import { type Language, langQuery } from '../hindi.ts';
import { type ApiResult, settle, settleAsSpecified } from '../result.ts';

type Subject = components['schemas']['Subject'];
export type MyTerm = components['schemas']['MyTerm'];
export type MyTermsPage = components['schemas']['MyTerms'];

export interface MyTermsQuery {
  subject?: Subject;
  starredOnly?: boolean;
  limit?: number;
  offset?: number;
  /** `hi`: each term with its Hindi name. */
  lang?: Language;
}

/** GET /me/terms: the user's unlocked terms, starred first, then newest first. */
export function listMyTerms(http: Client<paths>, query: MyTermsQuery = {}): Promise<ApiResult<MyTermsPage>> {
  return settleAsSpecified(() =>
    http.GET('/me/terms', {
      params: {
        query: {
          ...(query.subject ? { subject: query.subject } : {}),
          ...(query.starredOnly ? { starred: 'true' as const } : {}),
          ...(query.limit !== undefined ? { limit: query.limit } : {}),
          ...(query.offset !== undefined ? { offset: query.offset } : {}),
          ...langQuery(query.lang),
        },
      },
    }),
  );
}

/** PUT /me/language: remember the language the student chose, so it follows them to another device. */
export function setLanguage(http: Client<paths>, language: Language): Promise<ApiResult<null>> {
  return settle(
    () => http.PUT('/me/language', { body: { language } }),
    () => null,
  );
}

/** PUT or DELETE /me/terms/{subject}/{term}/star: save a described term, or unsave it. */
export function setStar(
  http: Client<paths>,
  subject: Subject,
  term: string,
  starred: boolean,
): Promise<ApiResult<null>> {
  const params = { params: { path: { subject, term } } };
  return settle(
    () =>
      starred
        ? http.PUT('/me/terms/{subject}/{term}/star', params)
        : http.DELETE('/me/terms/{subject}/{term}/star', params),
    () => null,
  );
}
