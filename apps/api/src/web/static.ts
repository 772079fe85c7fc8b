import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app at `/` when its folder exists. Paths that are not files get index.html (the app's
 * router handles them), except under /api, which always answers JSON.
 *
 * The web build writes a `.br` and a `.gz` copy beside every text file; they are sent by the request's
 * Accept-Encoding (brotli first), and the file itself to a client that accepts neither. Nothing is compressed
 * on the fly.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  const hashedAssets = join(webDist, 'assets') + sep;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
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
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    // A missing file (a path ending in .js, .png…) is a 404; any other path is a route of the web app.
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
    const isPageVisit = (request.method === 'GET' || request.method === 'HEAD') && !lastSegment.includes('.');
    if (hasWebApp && !isApi && isPageVisit) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found.' });
  });
}
