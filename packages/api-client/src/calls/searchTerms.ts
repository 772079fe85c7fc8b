import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.ts';
import { readAliases, type TermEntry } from '../legacy.ts';
import { type ApiResult, isRecord, readNumber, readString, settle } from '../result.ts';

type Subject = components['schemas']['Subject'];

export interface SearchGroup {
  subject: Subject;
  terms: TermEntry[];
}

export interface SearchResults {
  query: string;
  /** Every match, including any the server left out of `groups` to keep the answer short. */
  total: number;
  groups: SearchGroup[];
}

function readResults(body: unknown): SearchResults {
  const record = isRecord(body) ? body : {};
  const groups = Array.isArray(record.groups) ? record.groups : [];
  return {
    query: readString(record.query) ?? '',
    total: readNumber(record.total) ?? 0,
    groups: groups.filter(isRecord).map((group) => ({
      subject: group.subject as Subject,
      terms: (Array.isArray(group.terms) ? group.terms : []).filter(isRecord).flatMap((item) => {
        const term = readString(item.term);
        return term === null ? [] : [{ term, alsoCalled: readAliases(item.alsoCalled) }];
      }),
    })),
  };
}

/** GET /pages/search: terms of every subject that contain the query, best first, grouped by subject. */
export function searchTerms(http: Client<paths>, query: string): Promise<ApiResult<SearchResults>> {
  return settle(() => http.GET('/pages/search', { params: { query: { q: query } } }), readResults);
}
