import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import {
  findSessionUser,
  findSessionUserCached,
  SESSION_CACHE_TTL_MS,
  type SessionUser,
} from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuth` for routes that need a signed-in user. */
    session: SessionUser | null;
  }
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * A preValidation hook: 401 unless `x-access-token` names a live session. It runs before body validation so a
 * caller without a session learns that first.
 */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  request.session = await liveSession(request, (db, token) => findSessionUser(db, token));
}

/**
 * `requireAuth` answered from the session cache (auth/sessions.ts) for a few seconds at most. Only for a
 * route that reads nothing from the session's user that could be out of date (describe: see pages/describe.ts);
 * a revoked session still dies at once in this process.
 */
export async function requireAuthCached(request: FastifyRequest): Promise<void> {
  const { services } = request.server;
  const ttlMs = SESSION_CACHE_TTL_MS[services.databaseKind];
  request.session = await liveSession(request, (db, token) => findSessionUserCached(db, token, ttlMs));
}

async function liveSession(
  request: FastifyRequest,
  find: (db: FastifyRequest['server']['services']['db'], token: string) => Promise<SessionUser | null>,
): Promise<SessionUser> {
  const token = request.headers['x-access-token'];
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
    throw new HttpError(401, 'Please log in to continue.');
  }
  const session = await find(request.server.services.db, token);
  if (!session) throw new HttpError(401, 'Your session has ended. Please log in again.');
  return session;
}

/** The signed-in user of a route guarded by `requireAuth`. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw new HttpError(401, 'Please log in to continue.');
  return request.session;
}
