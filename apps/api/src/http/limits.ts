import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * Attempt limits on top of @fastify/rate-limit's stores (in memory, or Redis when REDIS_URL is set, so every API
 * process shares the counts). A route can count every request (`hit`) or only failures (`check` before, `hit`
 * after a failure), and apply several limits at once (per e-mail and per IP).
 */
export interface AttemptLimit {
  /** Keeps counters of different limits apart in a shared store. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted, e.g. the client IP or the e-mail in the body; null skips the limit. */
  key: (request: FastifyRequest) => string | null;
}

export interface AttemptLimiter {
  /** 429 when the limit is already reached; counts nothing. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one attempt; 429 when it goes over the limit. */
  hit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function attemptLimiter(app: FastifyInstance, limits: readonly AttemptLimit[]): AttemptLimiter {
  const counters = limits.map((limit) => ({
    limit,
    run: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${limit.name}:${limit.key(request) ?? ''}`,
    }),
  }));
  const apply = async (request: FastifyRequest, reply: FastifyReply, increment: boolean) => {
    for (const { limit, run } of counters) {
      if (limit.key(request) === null) continue;
      const state = await run(request, { increment });
      if (state.isAllowed) continue;
      const blocked = increment ? state.isExceeded : state.remaining === 0;
      if (blocked) {
        const seconds = Math.max(1, state.ttlInSeconds);
        reply.header('retry-after', String(seconds));
        throw new HttpError(429, tooManyAttemptsMessage(seconds));
      }
    }
  };
  return {
    check: (request, reply) => apply(request, reply, false),
    hit: (request, reply) => apply(request, reply, true),
  };
}

function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The e-mail field of a JSON body, normalised, for per-account limits. */
export function emailInBody(request: FastifyRequest): string | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
}

export const clientIp = (request: FastifyRequest): string => request.ip;
