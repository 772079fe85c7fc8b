import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Language = 'en' | 'hi';

/**
 * Where the web build writes each language's prerendered pages inside the dist (apps/web/tooling/prerender.ts,
 * `pagesFolder`).
 */
const PRERENDERED: Record<Language, string> = { en: 'pages', hi: 'pages-hi' };

/** The cookie the web app sets when a student picks a language (packages/ui/src/i18n/language.ts). */
const LANGUAGE_COOKIE = 'termtap_lang';

interface Page {
  file: string;
  /** Names this language's page and its content: never the other language's, so a 304 cannot cross over. */
  etag: string;
}

/**
 * The routes with a prerendered page in a language: `pages/index.html` is `/`, `pages/<route>/index.html` is
 * `/<route>`. Read once at start (the build does not change under a running server).
 */
function prerenderedRoutes(webDist: string, language: Language): Map<string, Page> {
  const routes = new Map<string, Page>();
  const folder = join(webDist, PRERENDERED[language]);
  if (!existsSync(folder)) return routes;
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const parts = file.split(sep);
    if (parts.pop() !== 'index.html') continue;
    const path = [PRERENDERED[language], ...parts, 'index.html'].join('/');
    const hash = createHash('sha256')
      .update(readFileSync(join(webDist, path)))
      .digest('base64url')
      .slice(0, 22);
    routes.set(`/${parts.join('/')}`, { file: path, etag: `W/"${language}-${hash}"` });
  }
  return routes;
}

/** The language whose page a request gets: Hindi when its cookie says so, else English. */
function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.headers.cookie ?? '';
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=hi(?:;|$)`).test(cookie) ? 'hi' : 'en';
}

/** Whether If-None-Match names `etag` (weak comparison, as for a GET). */
function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => strip(tag) === strip(etag));
}

/**
 * Sends a prerendered page in the request's language. The body depends on the cookie, so the answer says
 * `Vary: Cookie`, and its validator is the page's own (language and content), not the file's size and time: a
 * cache or browser revalidating the English page for a request in Hindi gets the Hindi page, never a 304.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: Record<Language, Map<string, Page>>,
  path: string,
) {
  const page = pages[requestLanguage(request)].get(path) ?? pages.en.get(path);
  if (!page) return false;
  reply.header('vary', 'accept-encoding, cookie');
  reply.header('cache-control', 'no-cache');
  reply.header('etag', page.etag);
  if (isNotModified(request, page.etag)) {
    void reply.code(304).send();
    return true;
  }
  void reply.sendFile(page.file, { etag: false, lastModified: false });
  return true;
}

/**
 * Serves the built web app at `/` when its folder exists. A public route the build prerendered (`/`, the legal
 * pages, /sources, /articles-plan, each subject) gets its own page, in Hindi when the request's language cookie
 * says so (decision 0024); any other path that is not a file gets
 * index.html, the app's shell (the app's router handles it), except under /api, which always answers JSON.
 *
 * The web build writes a `.br` and a `.gz` copy beside every text file; they are sent by the request's
 * Accept-Encoding (brotli first), and the file itself to a client that accepts neither. Nothing is compressed
 * on the fly.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  const hashedAssets = join(webDist, 'assets') + sep;
  const pages: Record<Language, Map<string, Page>> = {
    en: hasWebApp ? prerenderedRoutes(webDist, 'en') : new Map(),
    hi: hasWebApp ? prerenderedRoutes(webDist, 'hi') : new Map(),
  };
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      // `/` too is decided below: its prerendered page when there is one, else the shell.
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        // Vite puts content-hashed files under /assets: they never change; everything else is revalidated.
        const immutable = path.startsWith(hashedAssets);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The body depends on Accept-Encoding, so caches must key on it (@fastify/static does not say so).
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  if (hasWebApp) {
    // `/` is the static root folder: without an Accept-Encoding that matches a copy, @fastify/static answers
    // 403 for a folder (index: false), so `/` is routed here explicitly.
    app.get('/', (request, reply) => {
      if (!sendPage(request, reply, pages, '/')) return reply.sendFile('index.html');
      return reply;
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    // A missing file (a path ending in .js, .png…) is a 404; any other path is a route of the web app.
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
    const isPageVisit = (request.method === 'GET' || request.method === 'HEAD') && !lastSegment.includes('.');
    if (hasWebApp && !isApi && isPageVisit) {
      const path = request.url.split('?')[0] ?? '/';
      if (sendPage(request, reply, pages, path.length > 1 ? path.replace(/\/+$/, '') : path)) return reply;
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found.' });
  });
}
