import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { findSessionUser, type SessionUser } from './users.ts';

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
  const token = request.headers['x-access-token'];
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
    throw new HttpError(401, 'Please log in to continue.');
  }
  const session = await findSessionUser(request.server.services.db, token);
  if (!session) throw new HttpError(401, 'Your session has ended. Please log in again.');
  request.session = session;
}

/** The signed-in user of a route guarded by `requireAuth`. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw new HttpError(401, 'Please log in to continue.');
  return request.session;
}
