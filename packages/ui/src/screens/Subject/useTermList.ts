import type { Subject, TermEntry } from '@termtap/api-client';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { useApiRead } from '../../app/useApiRead.ts';

export type TermList =
  | { status: 'loading' }
  | { status: 'loaded'; terms: readonly TermEntry[] }
  /** The list could not be loaded: the screen says so and offers to try again. */
  | { status: 'failed' };

/** The list, and a way to ask for it again after a failure. */
export type TermListState = TermList & { retry(): void };

/**
 * GET /pages/{subject}. A failure is logged and reported as 'failed' (the screen offers "Try again", which
 * asks again, instead of a silent empty list). A prerendered page brings its list along: it
 * is used at once, and not asked for again.
 */
export function useTermList(subject: Subject): TermListState {
  const { api, prerendered } = useServices();
  const sentWithPage = prerendered?.terms?.subject === subject ? prerendered.terms.terms : undefined;
  const list = useApiRead(
    async () => {
      const result = await api.listTerms(subject);
      if (result.error) console.warn(`Could not load the ${subject} terms (status ${result.error.status}).`);
      return result;
    },
    [api, subject],
    { initialData: sentWithPage },
  );
  const { retry } = list;
  if (list.status === 'loaded') return { status: 'loaded', terms: list.data, retry };
  return { status: list.status === 'failed' ? 'failed' : 'loading', retry };
}
