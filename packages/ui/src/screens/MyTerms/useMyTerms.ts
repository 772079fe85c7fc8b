import type { MyTerm } from '@termtap/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';

/** One page of GET /me/terms. */
export const PAGE_SIZE = 100;

export type MyTermsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; items: MyTerm[]; total: number; isLoadingMore: boolean };

/** The user's unlocked terms, a page at a time; `starredOnly` asks the server for saved ones only. */
export function useMyTerms(starredOnly: boolean) {
  const { api } = useServices();
  const [state, setState] = useState<MyTermsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    void api.listMyTerms({ starredOnly, limit: PAGE_SIZE }).then((result) => {
      if (!isCurrent) return;
      setState(
        result.data
          ? { status: 'loaded', items: result.data.items, total: result.data.total, isLoadingMore: false }
          : { status: 'failed' },
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [api, starredOnly, attempt]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'loaded' || state.isLoadingMore) return;
    setState({ ...state, isLoadingMore: true });
    const result = await api.listMyTerms({ starredOnly, limit: PAGE_SIZE, offset: state.items.length });
    setState({
      ...state,
      items: [...state.items, ...(result.data?.items ?? [])],
      total: result.data?.total ?? state.total,
      isLoadingMore: false,
    });
  }, [api, starredOnly, state]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { state, loadMore, retry };
}
