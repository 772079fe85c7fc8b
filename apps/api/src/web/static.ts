import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the web build writes a route's prerendered page (apps/web/tooling/prerender.ts), inside the dist. */
const PRERENDERED = 'pages';

/**
 * The routes with a prerendered page: `pages/index.html` is `/`, `pages/<route>/index.html` is `/<route>`.
 * Read once at start (the build does not change under a running server).
 */
function prerenderedRoutes(webDist: string): Map<string, string> {
  const routes = new Map<string, string>();
  const folder = join(webDist, PRERENDERED);
  if (!existsSync(folder)) return routes;
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const parts = file.split(sep);
    if (parts.pop() !== 'index.html') continue;
    routes.set(`/${parts.join('/')}`, [PRERENDERED, ...parts, 'index.html'].join('/'));
  }
  return routes;
}

/**
 * Serves the built web app at `/` when its folder exists. A public route the build prerendered (`/`, the legal
 * pages, /sources, /articles-plan, each subject) gets its own page; any other path that is not a file gets
 * index.html, the app's shell (the app's router handles it), except under /api, which always answers JSON.
 *
 * The web build writes a `.br` and a `.gz` copy beside every text file; they are sent by the request's
 * Accept-Encoding (brotli first), and the file itself to a client that accepts neither. Nothing is compressed
 * on the fly.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  const hashedAssets = join(webDist, 'assets') + sep;
  const prerendered = hasWebApp ? prerenderedRoutes(webDist) : new Map<string, string>();
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
    app.get('/', (_request, reply) => reply.sendFile(prerendered.get('/') ?? 'index.html'));
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    // A missing file (a path ending in .js, .png…) is a 404; any other path is a route of the web app.
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
    const isPageVisit = (request.method === 'GET' || request.method === 'HEAD') && !lastSegment.includes('.');
    if (hasWebApp && !isApi && isPageVisit) {
      const path = request.url.split('?')[0] ?? '/';
      const page = prerendered.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
      return reply.sendFile(page ?? 'index.html');
    }
    return reply.code(404).send({ message: 'Not found.' });
  });
}
