import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.ts';
import { type Hindi, type LangOption, langQuery, readHindi } from '../hindi.ts';
import { type DescribeParts, partsFromSnippet, readParts } from '../parts.ts';
import { type ApiResult, isRecord, readNumber, readString, settle } from '../result.ts';

export type DescribeRequest = components['schemas']['DescribeRequest'];

export interface TermDescription {
  /** Null when the server had no description: show 'No description available.' */
  snippet: string | null;
  /**
   * The description's labelled parts: the answer's `parts`, else recovered from the snippet's labelled lines
   * (older servers); null with no snippet.
   */
  parts: DescribeParts | null;
  link: string | null;
  remainingClicks: number | null;
  paid: boolean;
  /** Where the text comes from ("Definition: WordNet 3.1"); null from servers that do not say. */
  attribution: string | null;
  /** Asked for with `lang: 'hi'`: the Hindi name, and a core term's Hindi definition. */
  hindi?: Hindi;
}

function readDescription(body: unknown): TermDescription {
  const record = isRecord(body) ? body : {};
  const snippet = readString(record.snippet);
  const hindi = readHindi(record.hindi);
  return {
    snippet,
    parts: readParts(record.parts) ?? (snippet === null ? null : partsFromSnippet(snippet)),
    link: readString(record.link),
    remainingClicks: readNumber(record.remainingClicks),
    paid: record.paid === true,
    attribution: readString(record.attribution),
    ...(hindi ? { hindi } : {}),
  };
}

/** POST /pages/describe (in Hindi too with `lang: 'hi'`; it spends the same). A 402 error carries `remainingClicks`. */
export function describeTerm(
  http: Client<paths>,
  request: DescribeRequest,
  { lang }: LangOption = {},
): Promise<ApiResult<TermDescription>> {
  return settle(
    () => http.POST('/pages/describe', { body: request, params: { query: langQuery(lang) } }),
    readDescription,
  );
}
