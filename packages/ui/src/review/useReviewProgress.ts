import { useServices } from '../app/AppServicesProvider.tsx';
import { useApiRead } from '../app/useApiRead.ts';
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

/** "3-day streak"; null before the first day with a review. */
export function streakText(days: number): string | null {
  return days > 0 ? `${days}-day streak` : null;
}
