import type { ApiError, ApiResult } from '@termtap/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where one read stands. `idle`: not asked (switched off, e.g. no session or an empty query). */
export type ApiRead<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; error: ApiError };

export interface ApiReadOptions<T> {
  /** Asks nothing while false, and the read is idle. */
  enabled?: boolean;
  /** An answer already at hand (a prerendered page's list): used at once and not asked for. */
  initialData?: T | undefined;
  /** How long to wait after the key changes before asking (while someone types). Read when the key changes. */
  delayMs?: number;
  /** Asking again keeps the data on screen until the new answer replaces it (a reload after a payment). */
  keepsDataWhileReloading?: boolean;
}

export type ApiReadResult<T> = ApiRead<T> & {
  /** Asks again with the same key ("Try again", or a reload after a change). */
  retry(): void;
  /** Changes the loaded data on screen (an optimistic star, a further page); nothing happens before it loads. */
  update(change: (data: T) => T): void;
  /** Shows an answer the screen asked for itself (a re-check after asking the server to refresh it). */
  settle(result: ApiResult<T>): void;
};

/** Where a read stands once this answer came. */
export function apiReadOf<T>(result: ApiResult<T>): ApiRead<T> {
  return result.error ? { status: 'failed', error: result.error } : { status: 'loaded', data: result.data };
}

/**
 * The one way packages/ui reads from the API: asks when a part of `key` changes (the values the read depends
 * on), drops an answer that arrives after the key changed or the screen went away, and keeps the error as a
 * value for the screen to show by status.
 *
 * The retry policy, in one place: a failed read is not asked again by itself (a failing server is not
 * hammered, and a story's failure state stays put); `retry()` asks again when the person chooses to.
 */
export function useApiRead<T>(
  read: () => Promise<ApiResult<T>>,
  key: readonly unknown[],
  { enabled = true, initialData, delayMs = 0, keepsDataWhileReloading = false }: ApiReadOptions<T> = {},
): ApiReadResult<T> {
  const [state, setState] = useState<ApiRead<T>>(() => {
    if (!enabled) return { status: 'idle' };
    return initialData !== undefined ? { status: 'loaded', data: initialData } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // The latest closures: the key, not their identity, says when to ask.
  const latest = useRef({ read, delayMs, keepsDataWhileReloading });
  latest.current = { read, delayMs, keepsDataWhileReloading };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's key lists what the read depends on.
  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return;
    }
    if (initialData !== undefined) {
      setState((current) =>
        current.status === 'loaded' && current.data === initialData
          ? current
          : { status: 'loaded', data: initialData },
      );
      return;
    }
    let isCurrent = true;
    const { read: ask, delayMs: pause, keepsDataWhileReloading: keepsData } = latest.current;
    setState((current) => (keepsData && current.status === 'loaded' ? current : { status: 'loading' }));
    const send = () =>
      void ask().then((result) => {
        if (isCurrent) setState(apiReadOf(result));
      });
    const timer = pause > 0 ? setTimeout(send, pause) : undefined;
    if (timer === undefined) send();
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [...key, enabled, initialData, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.status === 'loaded' ? { ...current, data: change(current.data) } : current,
    );
  }, []);

  const settle = useCallback((result: ApiResult<T>) => setState(apiReadOf(result)), []);

  return { ...state, retry, update, settle };
}
