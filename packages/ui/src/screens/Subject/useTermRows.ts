import type { Subject } from '@termtap/api-client';
import { useCallback, useRef, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { paths } from '../../app/paths.ts';
import { useNotices } from '../../components/Notices/NoticesProvider.tsx';
import { userAfterDescribe, userAfterPaymentRequired } from '../../session/access.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { afterPress, collapsed, type TermRowState } from './termRowState.ts';

export const creditsExhaustedText = 'Describe click credit exhausted! Get Unlimited click credit by payment.';

/**
 * The rows of one subject: pressing a row describes its term (POST /pages/describe) and keeps the session's
 * counts in step (SPEC.md §4); a 402 stores the counts, raises the notice and goes to /articles-plan.
 */
export function useTermRows(subject: Subject) {
  const { api, navigation } = useServices();
  const { setUser } = useSession();
  const { notify } = useNotices();
  const [rows, setRows] = useState<ReadonlyMap<number, TermRowState>>(new Map());
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const setRow = useCallback((index: number, state: TermRowState) => {
    setRows((current) => new Map(current).set(index, state));
  }, []);

  const press = useCallback(
    async (index: number, term: string) => {
      const next = afterPress(rowsRef.current.get(index) ?? collapsed);
      if (next === rowsRef.current.get(index)) return;
      rowsRef.current = new Map(rowsRef.current).set(index, next);
      setRow(index, next);
      if (next.status !== 'loading') return;

      const result = await api.describeTerm({ page: subject, attr: term });
      if (result.data) {
        const description = result.data;
        setUser((user) => userAfterDescribe(user, description));
        setRow(index, { status: 'described', description });
        return;
      }
      const { status, remainingClicks } = result.error;
      if (status === 402) {
        setUser((user) => userAfterPaymentRequired(user, remainingClicks));
        setRow(index, collapsed);
        notify(creditsExhaustedText, 'error');
        navigation.navigate(paths.plans, { replace: true });
        return;
      }
      setRow(index, status === 401 ? { status: 'needsLogin' } : { status: 'failed' });
    },
    [api, subject, setUser, setRow, notify, navigation],
  );

  const rowState = useCallback((index: number) => rows.get(index) ?? collapsed, [rows]);

  return { rowState, press };
}
