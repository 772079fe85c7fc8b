import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app at `/` when its folder exists. Paths that are not files get index.html (the app's
 * router handles them), except under /api, which always answers JSON.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      cacheControl: false,
      setHeaders(res, path) {
        // Vite puts content-hashed files under /assets: they never change; everything else is revalidated.
        const immutable = path.startsWith(join(webDist, 'assets'));
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
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
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found.' });
  });
}
