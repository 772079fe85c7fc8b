// The access rules of SPEC.md §2 with DESIGN.md decisions 1, 2 and 4, applied around the lazily loaded screens.
import { paths } from '@termtap/ui/src/app/paths.ts';
import type { SubjectInfo } from '@termtap/ui/src/app/subjects.ts';
import { Spinner } from '@termtap/ui/src/components/Spinner/Spinner.tsx';
import { useSession } from '@termtap/ui/src/session/SessionProvider.tsx';
import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

const LoginRequiredModal = lazy(() =>
  import('@termtap/ui/src/components/LoginRequiredModal/LoginRequiredModal.tsx').then((module) => ({
    default: module.LoginRequiredModal,
  })),
);
const SubjectScreen = lazy(() =>
  import('@termtap/ui/src/screens/Subject/SubjectScreen.tsx').then((module) => ({
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
 * no subscription sees the plans screen instead (DESIGN.md decision 1).
 */
export function SubjectGate({ subject, plans }: { subject: SubjectInfo; plans: ReactNode }) {
  const { isLoggedIn, isLoading, hasAccess } = useSession();
  if (isLoggedIn && !hasAccess) return isLoading ? <Spinner /> : plans;
  return <SubjectScreen subject={subject} />;
}
