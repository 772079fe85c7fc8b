// The access rules of docs/spec.md §2 with docs/design.md decisions 1, 2 and 4, applied around the lazily
// loaded screens.
import { paths } from '@termtap/ui/paths';
import { PlansGate } from '@termtap/ui/plansGate';
import { useSession } from '@termtap/ui/SessionProvider';
import { Spinner } from '@termtap/ui/Spinner';
import type { SubjectInfo } from '@termtap/ui/subjects';
import { type ReactNode, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { lazy } from './preload.ts';

const LoginRequiredModal = lazy(() =>
  import('@termtap/ui/LoginRequiredModal').then((module) => ({
    default: module.LoginRequiredModal,
  })),
);
const SubjectScreen = lazy(() =>
  import('@termtap/ui/screens/SubjectScreen').then((module) => ({
    default: module.SubjectScreen,
  })),
);

/** / and /login: a user with access (paid, or clicks left) goes to /nutrition, replacing history. */
export function RedirectWithAccess({ children }: { children: ReactNode }) {
  const { hasAccess } = useSession();
  return hasAccess ? <Navigate to={paths.nutrition} replace /> : children;
}

/** /articles-plan: only a paid user is sent on; an unpaid user with clicks left may still read the plans. */
export function RedirectWhenPaid({ children }: { children: ReactNode }) {
  const { isPaid } = useSession();
  return isPaid ? <Navigate to={paths.nutrition} replace /> : children;
}

/** /payment-status: without a token, the login-required modal instead of the page. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? children : <LoginRequiredModal />;
}

/**
 * A subject route: visitors and users with access see the subject; a signed-in user with no clicks left and
 * no subscription sees the plans screen instead (docs/design.md decision 1), opened with the subject's
 * heading and "You've used all 16 free describes" (PlansGate). The gate is decided once, on entering
 * the route (decision 17): the describe that spends the last click still opens, and the next one meets the
 * server's 402 and its redirect. Routes are keyed by subject, so each visit decides afresh.
 */
export function SubjectGate({ subject, plans }: { subject: SubjectInfo; plans: ReactNode }) {
  const { isLoggedIn, isLoading, hasAccess } = useSession();
  const showsPlans = useRef<boolean | null>(null);
  const isBlocked = isLoggedIn && !hasAccess;
  // A stored user is checked against the server at start, and the gate waits for that answer either way: the
  // stored count may be stale (describes spent in another tab or device, or a month bought there). If the call
  // fails, loading ends with the stored user, which then decides (docs/spec.md §8).
  if (showsPlans.current === null && !(isLoggedIn && isLoading)) showsPlans.current = isBlocked;
  // Logging out (or in) on the page is a new situation, not the count changing under the student.
  if (!isLoggedIn) showsPlans.current = false;
  if (showsPlans.current === null) return <Spinner />;
  return showsPlans.current ? (
    <PlansGate subject={subject}>{plans}</PlansGate>
  ) : (
    <SubjectScreen subject={subject} />
  );
}

/** What a visitor sees on a subject route, loaded before a prerendered subject page hydrates. */
SubjectGate.preload = () => SubjectScreen.preload();
