import type { MyTerm, MyTermsQuery, Subject } from '@termtap/api-client';
import { useCallback, useMemo } from 'react';
import { useServices } from '../app/AppServicesProvider.tsx';
import { humanErrorText } from '../app/errorText.ts';
import { useApiRead } from '../app/useApiRead.ts';
import { useNotices } from '../components/Notices/NoticesProvider.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { useSession } from '../session/SessionProvider.tsx';

/** What a signed-in user has unlocked and starred, by "subject/term". */
export type UnlockedMap = ReadonlyMap<string, { starred: boolean }>;

export const unlockedKey = (subject: string, term: string) => `${subject}/${term}`;

/** The largest page GET /me/terms gives: more than any subject lists. */
const WHOLE_SUBJECT = 500;
const noTerms: readonly MyTerm[] = [];

/**
 * The signed-in user's unlocked terms (GET /me/terms), so rows can show "Free to reopen" and a Save star.
 * Visitors have none. A failure leaves the marks off: the list itself still works.
 */
export function useUnlockedTerms(query: MyTermsQuery = {}) {
  const { api } = useServices();
  const { token } = useSession();
  const { notify } = useNotices();
  const t = useT();
  const { subject, starredOnly } = query;
  const page = useApiRead(
    () => api.listMyTerms({ ...(subject ? { subject } : {}), starredOnly, limit: WHOLE_SUBJECT }),
    [api, token, subject, starredOnly],
    { enabled: token !== null },
  );
  const { update } = page;
  const items = page.status === 'loaded' ? page.data.items : noTerms;
  const unlocked: UnlockedMap = useMemo(
    () => new Map(items.map((item) => [unlockedKey(item.subject, item.term), { starred: item.starred }])),
    [items],
  );

  /** A describe that succeeded unlocked the term (now). */
  const markUnlocked = useCallback(
    (subjectOfTerm: Subject, term: string) => {
      update((current) =>
        current.items.some((item) => item.subject === subjectOfTerm && item.term === term)
          ? current
          : {
              total: current.total + 1,
              items: [
                ...current.items,
                { subject: subjectOfTerm, term, starred: false, unlockedAt: new Date().toISOString() },
              ],
            },
      );
    },
    [update],
  );

  /** Sets the star of one unlocked term on screen. */
  const showStarred = useCallback(
    (subjectOfTerm: Subject, term: string, starred: boolean) =>
      update((current) => ({
        ...current,
        items: current.items.map((item) =>
          item.subject === subjectOfTerm && item.term === term ? { ...item, starred } : item,
        ),
      })),
    [update],
  );

  /** Saves or unsaves at once on screen; puts it back and says so if the server refuses. */
  const setStarred = useCallback(
    async (subjectOfTerm: Subject, term: string, starred: boolean) => {
      showStarred(subjectOfTerm, term, starred);
      const result = await api.setStar(subjectOfTerm, term, starred);
      if (result.error) {
        showStarred(subjectOfTerm, term, !starred);
        notify(humanErrorText(t, result.error.message, 'Could not save this term. Try again.'), 'error');
      }
    },
    [api, notify, showStarred, t],
  );

  return { unlocked, markUnlocked, setStarred };
}
