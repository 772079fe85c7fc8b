import type { Subject, TermEntry } from '@termtap/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';

export type TermList =
  | { status: 'loading' }
  | { status: 'loaded'; terms: readonly TermEntry[] }
  /** The list could not be loaded: the screen says so and offers to try again. */
  | { status: 'failed' };

/** The list, and a way to ask for it again after a failure. */
export type TermListState = TermList & { retry(): void };

/**
 * GET /pages/{subject}. A failure is logged and reported as 'failed' (the screen offers "Try again", which
 * asks again, where docs/spec.md §8 showed a silent empty list). A prerendered page brings its list
 * along: it is used at once, and not asked for again.
 */
export function useTermList(subject: Subject): TermListState {
  const { api, prerendered } = useServices();
  const sentWithPage = prerendered?.terms?.subject === subject ? prerendered.terms.terms : undefined;
  const [list, setList] = useState<TermList>(() =>
    sentWithPage ? { status: 'loaded', terms: sentWithPage } : { status: 'loading' },
  );

  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    if (sentWithPage) return;
    let isCurrent = true;
    setList({ status: 'loading' });
    void api.listTerms(subject).then((result) => {
      if (!isCurrent) return;
      if (result.error) {
        console.warn(`Could not load the ${subject} terms (status ${result.error.status}).`);
        setList({ status: 'failed' });
        return;
      }
      setList({ status: 'loaded', terms: result.data ?? [] });
    });
    return () => {
      isCurrent = false;
    };
  }, [api, subject, sentWithPage, attempt]);

  return { ...list, retry };
}
