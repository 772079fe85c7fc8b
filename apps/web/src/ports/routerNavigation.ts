import type { NavigationPort } from '@termtap/ui/ports';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Leaves the single-page app for a full load that replaces the current history entry. */
export function replacePage(to: string): void {
  window.location.replace(to);
}

/**
 * The navigation port over react-router. A new object per location, so screens reading `pathname` or `search`
 * re-render when the route changes.
 */
export function useRouterNavigation(): NavigationPort {
  const location = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      pathname: location.pathname,
      search: new URLSearchParams(location.search),
      navigate: (to: string, options?: { replace?: boolean }) => {
        navigate(to, { replace: options?.replace === true });
      },
      replacePage,
    }),
    [location.pathname, location.search, navigate],
  );
}
