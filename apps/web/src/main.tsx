import '@termtap/ui/global.css';
import { loadLanguage } from '@termtap/ui/i18n';
import type { Language } from '@termtap/ui/language';
import { readStoredToken } from '@termtap/ui/storedSession';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from './App.tsx';
import { firstLanguage, pageLanguage, readChosenLanguage, rememberLanguage } from './ports/language.ts';
import { preloadElement } from './preload.ts';
import { readPageData } from './prerender/pageData.ts';
import { routes } from './routes.tsx';
import { createPageServices } from './services.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const pageServices = createPageServices();
// A prerendered page (dist/pages/…) arrives with its markup in #root, and a subject page with its term list.
const isPrerendered = container.firstElementChild !== null;
// The prerender shows what a visitor sees at the route's own path. A signed-in student's first render differs
// (their badge, their unlocked terms), and so does a subject filtered by `?q=` (or a path with a trailing
// slash, which the server also answers with the page): those are rendered afresh over the page instead of
// hydrated (decision 0007).
// The first render's language is the remembered choice, else the page's (decision 0024). A page in another
// language than the choice (its cookie was lost) is rendered afresh in the choice, like a signed-in student's.
// A remembered choice is written again: the cookie may have been lost, the service worker's flag may predate it.
const chosenLanguage = readChosenLanguage(pageServices.storage, document.cookie);
const htmlLanguage = pageLanguage(isPrerendered, document.documentElement.lang);
const language = firstLanguage({ pageLanguage: htmlLanguage, chosen: chosenLanguage });
if (chosenLanguage) rememberLanguage(chosenLanguage, pageServices.storage);
const onLanguageChange = (chosen: Language) => rememberLanguage(chosen, pageServices.storage);

const { pathname, search } = window.location;
const isHydrating =
  isPrerendered &&
  language === htmlLanguage &&
  search === '' &&
  (pathname === '/' || !pathname.endsWith('/')) &&
  readStoredToken(pageServices.storage) === null;
const pageData = isPrerendered ? readPageData(document) : null;
const services = {
  ...pageServices,
  prerendered: { ...(pageData ? { terms: pageData } : {}), isHydrating: () => isHydrating },
};

// The same tree as the prerender's (src/prerender/entry.tsx), or the ids of useId would differ.
const app = (
  <StrictMode>
    <BrowserRouter>
      <App services={services} language={language} onLanguageChange={onLanguageChange} />
    </BrowserRouter>
  </StrictMode>
);

function start() {
  if (isHydrating) {
    // As a transition, hydration yields to the browser between rows instead of one long task.
    startTransition(() => {
      hydrateRoot(container as HTMLElement, app);
    });
  } else {
    createRoot(container as HTMLElement).render(app);
  }
  // React now handles presses (hydrating what they land on first): /boot.js presses again the buttons pressed
  // before this moment, or, on a page rendered afresh, once App has shown its first screen (decision 0009). The
  // mark on <html> says so to anyone looking; App marks "ready" later.
  document.documentElement.dataset.app = 'started';
  document.dispatchEvent(new CustomEvent('termtap:started', { detail: { fresh: !isHydrating } }));
}

// A first render in Hindi waits for Hindi's messages (a chunk of their own), so it neither flashes English nor
// mismatches the Hindi HTML it hydrates.
const messagesLoaded = language === 'en' ? null : loadLanguage(language);

if (isPrerendered) {
  // The route's lazily loaded screens first, so neither hydration nor a fresh render shows a fallback. In a task
  // of its own: asking for a chunk and its imports (a <link rel="modulepreload"> each) cost 30–120 ms at 4× CPU
  // in traces, which added to the entry's evaluation made one long task of it.
  const route = matchRoutes([...routes], pathname)?.[0]?.route;
  setTimeout(() => void Promise.all([preloadElement(route?.element), messagesLoaded]).then(start, start), 0);
} else if (messagesLoaded) {
  void messagesLoaded.then(start, start);
} else {
  start();
}

// The service worker (vite-plugin-pwa: offline pages, kept term lists) registers a few seconds after the page has
// loaded: installing it fetches the whole precache (about 80 files), which on a slow connection would compete with
// the page's own requests and the student's first describes (decision 0009). On a prerendered page this module
// runs after the first paint (/boot.js), often after the load event. A new version takes over at once and the
// page reloads into it.
const SERVICE_WORKER_DELAY_MS = 5_000;
const registerServiceWorker = () =>
  setTimeout(function register() {
    import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true }))
      // Offline when the time came, the module cannot be fetched: try again once the browser is back online.
      .catch(() => window.addEventListener('online', register, { once: true }));
  }, SERVICE_WORKER_DELAY_MS);
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });
