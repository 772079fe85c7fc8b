import { useServices } from '../app/AppServicesProvider.tsx';
import { formatCount } from '../app/counts.ts';
import { useApiRead } from '../app/useApiRead.ts';
import type { Translate } from '../i18n/I18nProvider.tsx';
import { useSession } from '../session/SessionProvider.tsx';

/** The signed-in student's progress (known terms per subject, the streak); idle for a visitor. */
export function useReviewProgress(reloadKey: unknown = 0) {
  const { api } = useServices();
  const { isLoggedIn } = useSession();
  return useApiRead(() => api.getReviewProgress(), [api, reloadKey], {
    enabled: isLoggedIn,
    keepsDataWhileReloading: true,
  });
}

/** "3-day streak" (a badge) or "3-day streak." (ending a sentence); null before the first day with a review. */
export function streakText(t: Translate, days: number, { isSentence = false } = {}): string | null {
  if (days <= 0) return null;
  return t(isSentence ? 'review.streakSentence' : 'review.streak', { countText: formatCount(days) });
}
