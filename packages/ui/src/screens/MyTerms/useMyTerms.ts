import type { MyTerm } from '@termtap/api-client';
import { useCallback, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { useApiRead } from '../../app/useApiRead.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';

/** One page of GET /me/terms. */
export const PAGE_SIZE = 100;

export type MyTermsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; items: MyTerm[]; total: number; isLoadingMore: boolean };

/**
 * The user's unlocked terms, a page at a time; `starredOnly` asks the server for saved ones only. In Hindi each
 * term comes with its Hindi name (`lang=hi`), so a switch of language asks again.
 */
export function useMyTerms(starredOnly: boolean) {
  const { api } = useServices();
  const { language } = useLanguage();
  const lang = language === 'hi' ? language : undefined;
  const firstPage = useApiRead(
    () => api.listMyTerms({ starredOnly, limit: PAGE_SIZE, lang }),
    [api, starredOnly, lang],
  );
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const { update } = firstPage;
  const loadedItems = firstPage.status === 'loaded' ? firstPage.data.items : null;

  const loadMore = useCallback(async () => {
    if (loadedItems === null || isLoadingMore) return;
    setIsLoadingMore(true);
    const result = await api.listMyTerms({ starredOnly, limit: PAGE_SIZE, offset: loadedItems.length, lang });
    update((page) => ({
      items: [...page.items, ...(result.data?.items ?? [])],
      total: result.data?.total ?? page.total,
    }));
    setIsLoadingMore(false);
  }, [api, starredOnly, lang, loadedItems, isLoadingMore, update]);

  const state: MyTermsState =
    firstPage.status === 'loaded'
      ? { status: 'loaded', items: firstPage.data.items, total: firstPage.data.total, isLoadingMore }
      : firstPage.status === 'failed'
        ? { status: 'failed' }
        : { status: 'loading' };
  return { state, loadMore, retry: firstPage.retry };
}
