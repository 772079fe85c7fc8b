import type { components } from '@termtap/api-client/schema';
import type { FastifyInstance } from 'fastify';
import { requireAuth, sessionOf } from '../auth/require-auth.ts';
import { HttpError } from '../http/errors.ts';
import { fastifyPath, isSubject, routeSchema } from '../http/openapi.ts';
import { describe } from './describe.ts';

type DescribeRequest = components['schemas']['DescribeRequest'];

export async function pagesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  app.get<{ Params: { subject: string } }>(
    fastifyPath('/pages/{subject}'),
    { schema: routeSchema('/pages/{subject}', 'get') },
    async (request, reply) => {
      if (!isSubject(request.params.subject)) throw new HttpError(404, 'Unknown subject.');
      const { json, etag } = app.services.catalog().list(request.params.subject);
      reply.header('cache-control', 'public, max-age=300').header('etag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => [etag, '*'].includes(tag.trim().replace(/^W\//, '')))) {
        return reply.code(304).send();
      }
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.post<{ Body: DescribeRequest }>(
    fastifyPath('/pages/describe'),
    { schema: routeSchema('/pages/describe', 'post'), preValidation: requireAuth },
    async (request) => {
      const { page, attr } = request.body;
      if (!isSubject(page)) throw new HttpError(404, 'Unknown subject.');
      const term = app.services.catalog().find(page, attr);
      if (!term) throw new HttpError(404, 'Unknown term.');
      return describe(db, sessionOf(request).user, term);
    },
  );
}
