// The service worker's answer to a visit of a prerendered route (decision 0024), in the student's language.
// Workbox imports this script (vite.config.ts, `importScripts`), and the build puts `PAGE_ROUTES` and
// `HINDI_CACHE` before it (tooling/serviceWorkerPages.ts). A route of vite.config.ts's `runtimeCaching` calls
// `termtapPages.matches` and `termtapPages.handle`.
//
// The page writes the student's language into Cache Storage (src/ports/language.ts); a worker that has just
// started reads it there, which memory could not give it. English pages are precached (under their files'
// URLs, /pages/<route>/index.html). Hindi pages are kept in a cache of this build once visited: a Hindi student
// reads them offline, and an English one never downloads them. A newer build's worker drops the older caches,
// whose pages name scripts that build no longer has.

declare const PAGE_ROUTES: readonly string[];
declare const HINDI_CACHE: string;

interface RouteOptions {
  request: Request;
  url: URL;
}

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

// The same names as src/ports/language.ts (this script is built on its own, outside the app's modules).
const languageFlagCache = 'termtap-language';
const languageFlagUrl = '/termtap-language';
const hindiCachePrefix = 'termtap-pages-hi-';

const pageRoutes = new Set(PAGE_ROUTES);

const pageFile = (folder: string, path: string) =>
  path === '/' ? `/${folder}/index.html` : `/${folder}${path}/index.html`;

async function chosenLanguage(): Promise<'en' | 'hi'> {
  const flag = await caches.match(languageFlagUrl, { cacheName: languageFlagCache });
  return (await flag?.text()) === 'hi' ? 'hi' : 'en';
}

/** The Hindi page from this build's cache, else the network (then kept), else the app's shell, which renders in Hindi. */
async function hindiPage(request: Request, path: string): Promise<Response> {
  const file = pageFile('pages-hi', path);
  const cache = await caches.open(HINDI_CACHE);
  const kept = await cache.match(file);
  if (kept) return kept;
  try {
    const response = await fetch(file);
    if (response.ok) {
      await cache.put(file, response.clone());
      return response;
    }
  } catch {
    // Offline, and this page was not visited in Hindi since this build.
  }
  return (await caches.match('/index.html', { ignoreSearch: true })) ?? fetch(request);
}

async function handle({ request, url }: RouteOptions): Promise<Response> {
  if ((await chosenLanguage()) === 'hi') return hindiPage(request, url.pathname);
  // Precached with Workbox's revision in the query.
  return (await caches.match(pageFile('pages', url.pathname), { ignoreSearch: true })) ?? fetch(request);
}

Object.assign(globalThis, {
  termtapPages: {
    /** A visit of a prerendered route at its own path (a `?q=` visit gets the shell, as from the server). */
    matches: ({ request, url }: RouteOptions) =>
      request.mode === 'navigate' && url.search === '' && pageRoutes.has(url.pathname),
    handle,
  },
});

addEventListener('activate', (event) => {
  (event as ExtendableEvent).waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(hindiCachePrefix) && name !== HINDI_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
