import type { Subject, TermDescription } from '@termtap/api-client';
import { useCallback, useRef, useState } from 'react';
import { useServices } from '../app/AppServicesProvider.tsx';
import { paths } from '../app/paths.ts';
import { useNotices } from '../components/Notices/NoticesProvider.tsx';
import { useLanguage, useT } from '../i18n/I18nProvider.tsx';
import { userAfterDescribe, userAfterPaymentRequired } from '../session/access.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { afterPress, collapsed, type TermRowState } from './termRowState.ts';

/**
 * Rows that describe their term when pressed (POST /pages/describe), each kept by its own key (the row's
 * position on a subject screen, docs/spec.md §4), keeping the session's counts in step; a 402 stores the
 * counts, raises the notice and goes to /articles-plan; a 401 asks to log in on the row (the API client's
 * `onSessionRejected` has ended the session, as for any call). `onDescribed` hears of every term the server
 * described. Each description is kept (the described-cache port) so it re-opens offline; a describe without a
 * network says so. In Hindi the describe asks with `lang=hi` (the Hindi name, and a core term's Hindi
 * definition) and is kept apart from the English copy.
 */
export function useTermRows(
  onDescribed?: (subject: Subject, term: string, description: TermDescription) => void,
) {
  const { api, navigation, describedCache, network } = useServices();
  const { setUser } = useSession();
  const { notify } = useNotices();
  const t = useT();
  const { language } = useLanguage();
  const [rows, setRows] = useState<ReadonlyMap<string, TermRowState>>(new Map());
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const onDescribedRef = useRef(onDescribed);
  onDescribedRef.current = onDescribed;

  const setRow = useCallback((key: string, state: TermRowState) => {
    setRows((current) => new Map(current).set(key, state));
  }, []);

  const press = useCallback(
    async (key: string, subject: Subject, term: string) => {
      const next = afterPress(rowsRef.current.get(key) ?? collapsed);
      if (next === rowsRef.current.get(key)) return;
      rowsRef.current = new Map(rowsRef.current).set(key, next);
      setRow(key, next);
      if (next.status !== 'loading') return;

      // Without a network a description this browser kept opens from there; any other waits for the network
      // and spends nothing: offline, no request is sent at all.
      const openOffline = async () => {
        const kept = await describedCache?.get(subject, term, language);
        setRow(key, kept ? { status: 'described', description: kept } : { status: 'offline' });
      };
      if (network && !network.isOnline()) return openOffline();

      const result = await api.describeTerm(
        { page: subject, attr: term },
        language === 'hi' ? { lang: 'hi' } : {},
      );
      if (result.data) {
        const description = result.data;
        setUser((user) => userAfterDescribe(user, description));
        setRow(key, { status: 'described', description });
        onDescribedRef.current?.(subject, term, description);
        void describedCache?.put(subject, term, description, language);
        return;
      }
      const { status, remainingClicks } = result.error;
      // No answer at all (the connection dropped): as offline.
      if (status === 0) return openOffline();
      if (status === 402) {
        setUser((user) => userAfterPaymentRequired(user, remainingClicks));
        setRow(key, collapsed);
        notify(t('terms.creditsExhausted'), 'error');
        navigation.navigate(paths.plans, { replace: true });
        return;
      }
      setRow(key, status === 401 ? { status: 'needsLogin' } : { status: 'failed' });
    },
    [api, describedCache, network, setUser, setRow, notify, navigation, t, language],
  );

  const rowState = useCallback((key: string) => rows.get(key) ?? collapsed, [rows]);

  return { rowState, press };
}
