import type { Subject, TermEntry } from '@termtap/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';

export type TermList = { status: 'loading' } | { status: 'loaded'; terms: readonly TermEntry[] };

/** GET /pages/{subject}. A failure is only logged and the list stays empty (SPEC.md §8). */
export function useTermList(subject: Subject): TermList {
  const { api } = useServices();
  const [list, setList] = useState<TermList>({ status: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    setList({ status: 'loading' });
    void api.listTerms(subject).then((result) => {
      if (!isCurrent) return;
      if (result.error) console.warn(`Could not load the ${subject} terms (status ${result.error.status}).`);
      setList({ status: 'loaded', terms: result.data ?? [] });
    });
    return () => {
      isCurrent = false;
    };
  }, [api, subject]);

  return list;
}
