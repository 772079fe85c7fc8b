import { AppServicesProvider, useServices } from '@termtap/ui/AppServicesProvider';
import { LanguageProvider, useT } from '@termtap/ui/i18n';
import { LanguageAccountSync } from '@termtap/ui/LanguageAccountSync';
import { Layout } from '@termtap/ui/Layout';
import type { Language } from '@termtap/ui/language';
import { NoticesProvider } from '@termtap/ui/NoticesProvider';
import type { AppServices } from '@termtap/ui/ports';
import { SessionProvider, useSession } from '@termtap/ui/SessionProvider';
import { Spinner } from '@termtap/ui/Spinner';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { matchRoutes, useRoutes } from 'react-router-dom';
import { userAfterBillingCheck } from './billing.ts';
import { useRouterNavigation } from './ports/routerNavigation.ts';
import { routes } from './routes.tsx';
import type { PageServices } from './services.ts';

const routeObjects = routes.map(({ path, element }) => ({ path, element }));

/**
 * docs/spec.md §2: billing is checked again on every path change, so a payment confirmed elsewhere shows at
 * once.
 * A 401 means the session was ended elsewhere: the API client's `onSessionRejected` signs the student out here
 * too (SessionProvider); other failures are ignored.
 */
function BillingRecheck() {
  const { api, navigation } = useServices();
  const { token, setUser } = useSession();
  const { pathname } = navigation;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => {
    if (token === null) return;
    let isCurrent = true;
    void api.checkBilling().then((result) => {
      const billing = result.data;
      if (isCurrent && billing) setUser((user) => userAfterBillingCheck(user, billing));
    });
    return () => {
      isCurrent = false;
    };
  }, [api, token, pathname, setUser]);
  return null;
}

/** A new screen starts at the top, with its own document title (in the interface's language). */
function PageChange({ pathname }: { pathname: string }) {
  // The page a visit starts on keeps its scroll position: a prerendered page may have been scrolled before
  // the script ran, and the browser restores the position on reload.
  const isFirstPage = useRef(true);
  const t = useT();
  useEffect(() => {
    const match = matchRoutes(routeObjects, pathname)?.[0];
    const route = routes.find((candidate) => candidate.path === match?.route.path);
    document.title = route?.title(t) ?? 'TermTap';
  }, [pathname, t]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => {
    if (!isFirstPage.current) window.scrollTo(0, 0);
    isFirstPage.current = false;
  }, [pathname]);
  return null;
}

function Screens() {
  return useRoutes(routeObjects);
}

/**
 * Marks <html data-app="ready"> (and announces `termtap:ready`) once the first screen has committed (a prerendered
 * page: once it has hydrated), so a test can tell "the app runs" (data-app="started") from "the screen answers at
 * once". A language switch pressed before then is made now.
 */
function MarkReady({ onReady }: { onReady(): void }) {
  useEffect(() => {
    onReady();
    document.documentElement.dataset.app = 'ready';
    // /boot.js makes a press held on a page rendered afresh once this screen is there (decision 0009).
    document.dispatchEvent(new Event('termtap:ready'));
  }, [onReady]);
  return null;
}

export interface AppProps {
  services: PageServices;
  /** The first render's language (its messages loaded): the prerendered page's, else the remembered choice. */
  language?: Language;
  /**
   * Remembers a switch (storage, cookie, the service worker's flag): the student's, or the signed-in account's
   * language followed by LanguageAccountSync.
   */
  onLanguageChange?(language: Language): void;
}

/** A promise and the function that settles it. */
function settleable(): { promise: Promise<void>; settle(): void } {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

/** The host: real ports, the providers packages/ui expects, the shared layout and the route table. */
export function App({ services, language = 'en', onLanguageChange }: AppProps) {
  // A language switch waits for the first screen (hydrated, on a prerendered page): see LanguageProvider.
  const [firstScreen] = useState(settleable);
  const navigation = useRouterNavigation();
  // A prerendered page's data belongs to the page the visit started on: once the student moves on, screens
  // render as in any client-side visit (fetching their data, windowed lists).
  const startPath = useRef(navigation.pathname);
  const hasMovedOn = useRef(false);
  if (navigation.pathname !== startPath.current) hasMovedOn.current = true;
  const pagePrerendered = hasMovedOn.current ? undefined : services.prerendered;
  const appServices = useMemo<AppServices>(
    () => ({ ...services, prerendered: pagePrerendered, navigation }),
    [services, pagePrerendered, navigation],
  );
  return (
    <LanguageProvider
      initialLanguage={language}
      onChange={onLanguageChange}
      firstScreen={firstScreen.promise}
    >
      <AppServicesProvider services={appServices}>
        <NoticesProvider>
          <SessionProvider>
            <LanguageAccountSync />
            <BillingRecheck />
            <PageChange pathname={navigation.pathname} />
            <Layout>
              <Suspense fallback={<Spinner />}>
                <Screens />
                <MarkReady onReady={firstScreen.settle} />
              </Suspense>
            </Layout>
          </SessionProvider>
        </NoticesProvider>
      </AppServicesProvider>
    </LanguageProvider>
  );
}
