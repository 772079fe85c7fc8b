import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.ts';
import { type ApiResult, isRecord, readNumber, readString, settle } from '../result.ts';

type Subject = components['schemas']['Subject'];

export interface MyTerm {
  subject: Subject;
  term: string;
  unlockedAt: string;
  starred: boolean;
}

export interface MyTermsPage {
  total: number;
  items: MyTerm[];
}

export interface MyTermsQuery {
  subject?: Subject;
  starredOnly?: boolean;
  limit?: number;
  offset?: number;
}

function readPage(body: unknown): MyTermsPage {
  const record = isRecord(body) ? body : {};
  const items = Array.isArray(record.items) ? record.items : [];
  return {
    total: readNumber(record.total) ?? 0,
    items: items.filter(isRecord).flatMap((item) => {
      const term = readString(item.term);
      const subject = readString(item.subject);
      if (term === null || subject === null) return [];
      return [
        {
          subject: subject as Subject,
          term,
          unlockedAt: readString(item.unlockedAt) ?? '',
          starred: item.starred === true,
        },
      ];
    }),
  };
}

/** GET /me/terms: the user's unlocked terms, starred first, then newest first. */
export function listMyTerms(http: Client<paths>, query: MyTermsQuery = {}): Promise<ApiResult<MyTermsPage>> {
  return settle(
    () =>
      http.GET('/me/terms', {
        params: {
          query: {
            ...(query.subject ? { subject: query.subject } : {}),
            ...(query.starredOnly ? { starred: 'true' as const } : {}),
            ...(query.limit !== undefined ? { limit: query.limit } : {}),
            ...(query.offset !== undefined ? { offset: query.offset } : {}),
          },
        },
      }),
    readPage,
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
