import type { components } from '@termtap/api-client/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuthCached, sessionOf } from '../auth/require-auth.ts';
import { refreshUser } from '../auth/sessions.ts';
import { HttpError } from '../http/errors.ts';
import { attemptLimiter } from '../http/limits.ts';
import { fastifyPath, isSubject, queryInteger, routeSchema } from '../http/openapi.ts';
import type { Language } from './catalog.ts';
import { describe } from './describe.ts';

type DescribeRequest = components['schemas']['DescribeRequest'];

/** New terms a paid user may unlock per minute and per hour. */
export const DESCRIBE_NEW_TERMS_PER_MINUTE = 30;
export const DESCRIBE_NEW_TERMS_PER_HOUR = 300;

/** Weak comparison (RFC 9110 §8.8.3.2): the opaque parts match, whatever the W/ prefixes. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch?.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag)) ?? false;
}

/** Answers for the Accept-Encoding values seen (browsers send a handful): the term list is the hot route. */
const encodingByHeader = new Map<string, 'br' | 'gzip' | 'identity'>();

/** Brotli, else gzip, else none: whichever the client accepts (an explicit q=0 refuses a coding). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (acceptEncoding === undefined) return 'identity';
  let known = encodingByHeader.get(acceptEncoding);
  if (known === undefined) {
    known = parseAcceptEncoding(acceptEncoding);
    if (encodingByHeader.size >= 200) encodingByHeader.clear();
    encodingByHeader.set(acceptEncoding, known);
  }
  return known;
}

function parseAcceptEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of acceptEncoding?.split(',') ?? []) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param.trim()));
    if (!refused) accepted.add(coding.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export async function pagesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  // A paid user's new terms: what no student reading meets, and what keeps a script from taking the catalogue in
  // seconds (every term it unlocks stays free after the month). Terms already unlocked are not counted.
  const byUser = (request: FastifyRequest) => (request.session ? String(request.session.user.id) : null);
  const refusal = 'You are opening new terms faster than anyone reads them.';
  const describeRate = attemptLimiter(app.attempts, [
    { name: 'describe-minute', max: DESCRIBE_NEW_TERMS_PER_MINUTE, windowMs: 60_000, key: byUser, refusal },
    { name: 'describe-hour', max: DESCRIBE_NEW_TERMS_PER_HOUR, windowMs: 3_600_000, key: byUser, refusal },
  ]);

  // The Hindi list is another representation with its own ETag (its URL differs by ?lang=hi), so an English
  // list's ETag never answers 304 to a Hindi request.
  app.get<{ Params: { subject: string }; Querystring: { lang?: Language } }>(
    fastifyPath('/pages/{subject}'),
    { schema: routeSchema('/pages/{subject}', 'get') },
    async (request, reply) => {
      if (!isSubject(request.params.subject)) throw new HttpError(404, 'Unknown subject.');
      const list = app.services.catalog().list(request.params.subject, request.query.lang);
      reply
        .header('cache-control', 'public, max-age=300')
        .header('etag', list.etag)
        .header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], list.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') return reply.send(list.json);
      const body = list.ready[encoding] ?? (await list.encoded(encoding));
      return reply.header('content-encoding', encoding).send(body);
    },
  );

  // Search runs over the catalog in memory (≈4,000 terms): a few hundred microseconds, no database.
  app.get<{ Querystring: { q: string; limit?: string; lang?: Language } }>(
    fastifyPath('/pages/search'),
    { schema: routeSchema('/pages/search', 'get') },
    async (request, reply) => {
      const query = request.query.q.trim();
      // A query with no letter or digit (blank, punctuation, a lone combining accent) would match every term.
      if (!/[\p{L}\p{N}]/u.test(query)) throw new HttpError(400, 'q: type at least one letter to search.');
      const limit = queryInteger('/pages/search', 'get', 'limit', request.query.limit, 40);
      reply.header('cache-control', 'public, max-age=300');
      return { query, ...app.services.catalog().search(query, limit, request.query.lang) };
    },
  );

  app.post<{ Body: DescribeRequest; Querystring: { lang?: Language } }>(
    fastifyPath('/pages/describe'),
    // The hot authenticated path: its session lookup may come from the cache (see describe.ts for why that is safe).
    { schema: routeSchema('/pages/describe', 'post'), preValidation: requireAuthCached },
    async (request, reply) => {
      const { page, attr } = request.body;
      if (!isSubject(page)) throw new HttpError(404, 'Unknown subject.');
      const term = app.services.catalog().find(page, attr);
      if (!term) throw new HttpError(404, 'Unknown term.');
      return describe(
        db,
        sessionOf(request).user,
        term,
        refreshUser,
        () => describeRate.hit(request, reply),
        request.query.lang,
      );
    },
  );
}
