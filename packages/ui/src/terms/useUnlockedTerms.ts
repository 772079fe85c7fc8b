import type { MyTermsQuery } from '@termtap/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../app/AppServicesProvider.tsx';
import { humanErrorText } from '../app/errorText.ts';
import { useNotices } from '../components/Notices/NoticesProvider.tsx';
import { useSession } from '../session/SessionProvider.tsx';

/** What a signed-in user has unlocked and starred, by "subject/term". */
export type UnlockedMap = ReadonlyMap<string, { starred: boolean }>;

export const unlockedKey = (subject: string, term: string) => `${subject}/${term}`;

/** The largest page GET /me/terms gives: more than any subject lists. */
const WHOLE_SUBJECT = 500;

/**
 * The signed-in user's unlocked terms (GET /me/terms), so rows can show "Free to reopen" and a Save star.
 * Visitors have none. A failure leaves the marks off: the list itself still works.
 */
export function useUnlockedTerms(query: MyTermsQuery = {}) {
  const { api } = useServices();
  const { token } = useSession();
  const { notify } = useNotices();
  const [unlocked, setUnlocked] = useState<UnlockedMap>(new Map());
  const { subject, starredOnly } = query;

  useEffect(() => {
    if (token === null) {
      setUnlocked(new Map());
      return;
    }
    let isCurrent = true;
    void api
      .listMyTerms({ ...(subject ? { subject } : {}), starredOnly, limit: WHOLE_SUBJECT })
      .then((result) => {
        if (!isCurrent || !result.data) return;
        setUnlocked(
          new Map(
            result.data.items.map((item) => [
              unlockedKey(item.subject, item.term),
              { starred: item.starred },
            ]),
          ),
        );
      });
    return () => {
      isCurrent = false;
    };
  }, [api, token, subject, starredOnly]);

  /** A describe that succeeded unlocked the term. */
  const markUnlocked = useCallback((subjectOfTerm: string, term: string) => {
    setUnlocked((current) => {
      const key = unlockedKey(subjectOfTerm, term);
      return current.has(key) ? current : new Map(current).set(key, { starred: false });
    });
  }, []);

  /** Saves or unsaves at once on screen; puts it back and says so if the server refuses. */
  const setStarred = useCallback(
    async (subjectOfTerm: Parameters<typeof api.setStar>[0], term: string, starred: boolean) => {
      const key = unlockedKey(subjectOfTerm, term);
      setUnlocked((current) => new Map(current).set(key, { starred }));
      const result = await api.setStar(subjectOfTerm, term, starred);
      if (result.error) {
        setUnlocked((current) => new Map(current).set(key, { starred: !starred }));
        notify(humanErrorText(result.error.message, 'Could not save this term. Try again.'), 'error');
      }
    },
    [api, notify],
  );

  return { unlocked, markUnlocked, setStarred };
}
