/** What every call returns: the data, or an error as a value (never a throw). */
export type ApiResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

export interface ApiError {
  /** The HTTP status, or 0 when no answer came back (offline, DNS, CORS, aborted). */
  status: number;
  /** The server's `message`, when it sent one. */
  message: string | undefined;
  /** Sent with 402: the clicks the user has left. */
  remainingClicks?: number;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export function readNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function ok<T>(data: T): ApiResult<T> {
  return { data };
}

export function failure<T>(error: ApiError): ApiResult<T> {
  return { error };
}

/** Turns a non-2xx answer into an ApiError; openapi-fetch gives the parsed body (or its text). */
export function toApiError(response: Response, body: unknown): ApiError {
  const error: ApiError = {
    status: response.status,
    message: isRecord(body) ? (readString(body.message) ?? undefined) : undefined,
  };
  const remainingClicks = isRecord(body) ? readNumber(body.remainingClicks) : null;
  if (remainingClicks !== null) error.remainingClicks = remainingClicks;
  return error;
}

/** The request's outcome, or null when no answer came back (offline, DNS, CORS, aborted). */
async function answerOf<Outcome>(request: () => Promise<Outcome>): Promise<Outcome | null> {
  try {
    return await request();
  } catch {
    return null;
  }
}

/**
 * Runs one openapi-fetch request whose answer is the spec's type as it stands (typed from the generated
 * schema, checked by the server against the same spec): a 2xx gives its body, a non-2xx or an empty 2xx an
 * ApiError, and a request that never got an answer is status 0.
 */
export async function settleAsSpecified<T>(
  request: () => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<ApiResult<T>> {
  const outcome = await answerOf(request);
  if (outcome === null) return failure({ status: 0, message: undefined });
  const { data, error, response } = outcome;
  if (!response.ok || data === undefined) return failure(toApiError(response, error));
  return ok(data);
}

/**
 * Runs one openapi-fetch request and folds every way it can end into an ApiResult: a 2xx goes through
 * `read`, a non-2xx becomes an ApiError with its status, and a request that never got an answer is status 0.
 */
export async function settle<T>(
  request: () => Promise<{ data?: unknown; error?: unknown; response: Response }>,
  read: (data: unknown, response: Response) => T,
): Promise<ApiResult<T>> {
  const outcome = await answerOf(request);
  if (outcome === null) return failure({ status: 0, message: undefined });
  const { data, error, response } = outcome;
  if (!response.ok) return failure(toApiError(response, error));
  return ok(read(data, response));
}
