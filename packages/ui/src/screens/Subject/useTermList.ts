import type { Subject, TermEntry } from '@termtap/api-client';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { useApiRead } from '../../app/useApiRead.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';

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
 * is used at once, and not asked for again, when it is in the language shown.
 *
 * In Hindi the list is asked for with `lang=hi` (each item then carries its Hindi name and search keys); English
 * asks as it always did, with no `lang`. A switch of language asks again, the old list staying on screen until
 * the new one comes.
 */
export function useTermList(subject: Subject): TermListState {
  const { api, prerendered } = useServices();
  const { language } = useLanguage();
  const sent = prerendered?.terms;
  const sentWithPage =
    sent?.subject === subject && (sent.language ?? 'en') === language ? sent.terms : undefined;
  const list = useApiRead(
    async () => {
      const result = await api.listTerms(subject, language === 'hi' ? { lang: 'hi' } : {});
      if (result.error) console.warn(`Could not load the ${subject} terms (status ${result.error.status}).`);
      return result;
    },
    [api, subject, language],
    { initialData: sentWithPage, keepsDataWhileReloading: true },
  );
  const { retry } = list;
  if (list.status === 'loaded') return { status: 'loaded', terms: list.data, retry };
  return { status: list.status === 'failed' ? 'failed' : 'loading', retry };
}
