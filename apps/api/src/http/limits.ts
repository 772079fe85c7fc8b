import type { Server } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError, rawJsonAnswer } from './errors.ts';

/**
 * Attempt counters: in this process's memory, or in Redis when REDIS_URL is set so every API process shares
 * them. A count is taken before the work it guards (atomically), so parallel requests cannot all slip under a
 * limit; an attempt that turns out fine (a correct password) can be given back.
 */
export interface AttemptStore {
  /** Adds one to the key's count (the window starts at its first count); answers the count and the time left. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one back, never below zero. */
  decrement(key: string): Promise<void>;
  /** The key's count in its current window (0 when none), without counting. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  /** False while Redis is set but unreachable and this process counts on its own. */
  isShared(): boolean;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The attempt counters every limit uses (set up in app.ts). */
    attempts: AttemptStore;
  }
}

/** Counts in this process only: the default, and the stand-in while Redis is unreachable. */
export function memoryAttemptStore(): AttemptStore {
  const counts = new Map<string, { count: number; resetAt: number }>();
  // Expired windows are dropped once a minute, so keys from many IPs do not pile up.
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of counts) if (entry.resetAt <= now) counts.delete(key);
  }, 60_000);
  sweeper.unref();
  return {
    async increment(key, windowMs) {
      const now = Date.now();
      let entry = counts.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        counts.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async decrement(key) {
      const entry = counts.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async peek(key) {
      const now = Date.now();
      const entry = counts.get(key);
      if (!entry || entry.resetAt <= now) return { count: 0, resetInMs: 0 };
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    isShared: () => false,
    close: () => clearInterval(sweeper),
  };
}

const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const DECREMENT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}`;

/**
 * Counts in Redis; when Redis does not answer, counts in memory instead (limits then hold per process, not
 * across processes), says so in the log once per outage, and `isShared()` turns false so health reports it.
 */
export function redisAttemptStore(
  redis: Redis,
  log: FastifyBaseLogger,
  /** REDIS_KEY_PREFIX: every key is `<prefix>attempts:<limit>:<key>`. */
  prefix = 'termtap:',
): AttemptStore {
  const KEY_PREFIX = `${prefix}attempts:`;
  const fallback = memoryAttemptStore();
  let usingFallback = false;
  const onRedisError = (error: unknown) => {
    if (usingFallback) return;
    usingFallback = true;
    log.error(
      { err: error },
      'Redis is unreachable: rate limits now count in this process only, until it answers again',
    );
  };
  const onRedisAnswer = () => {
    if (!usingFallback) return;
    usingFallback = false;
    log.warn('Redis answers again: rate limits are shared between processes again');
  };
  redis.on('error', onRedisError);
  redis.on('ready', onRedisAnswer);
  return {
    async increment(key, windowMs) {
      try {
        const answer: unknown = await redis.eval(INCREMENT_SCRIPT, 1, KEY_PREFIX + key, String(windowMs));
        onRedisAnswer();
        if (!Array.isArray(answer)) throw new Error('unexpected answer from Redis');
        return { count: Number(answer[0]), resetInMs: Number(answer[1]) };
      } catch (error) {
        onRedisError(error);
        return fallback.increment(key, windowMs);
      }
    },
    async decrement(key) {
      try {
        await redis.eval(DECREMENT_SCRIPT, 1, KEY_PREFIX + key);
      } catch (error) {
        onRedisError(error);
      }
      await fallback.decrement(key);
    },
    async peek(key) {
      try {
        const answer: unknown = await redis.eval(PEEK_SCRIPT, 1, KEY_PREFIX + key);
        onRedisAnswer();
        if (!Array.isArray(answer)) throw new Error('unexpected answer from Redis');
        return { count: Number(answer[0]), resetInMs: Math.max(0, Number(answer[1])) };
      } catch (error) {
        onRedisError(error);
        return fallback.peek(key);
      }
    },
    isShared: () => !usingFallback && redis.status === 'ready',
    close: () => fallback.close(),
  };
}

/** A limit on attempts: at most `max` per `windowMs` for each key. */
export interface AttemptLimit {
  /** Keeps counters of different limits apart in a shared store. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted, e.g. the client IP or the e-mail in the body; null skips the limit. */
  key: (request: FastifyRequest) => string | null;
  /** The 429's first sentence (default "Too many attempts."). */
  refusal?: string;
}

export interface AttemptLimiter {
  /**
   * A preHandler: counts one attempt against each limit in order; 429 at the first one over, and the limits after
   * it are not counted (list the per-IP limit first, so a refused request stores nothing per e-mail).
   */
  hit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function attemptLimiter(store: AttemptStore, limits: readonly AttemptLimit[]): AttemptLimiter {
  return {
    async hit(request, reply) {
      for (const limit of limits) {
        const key = limit.key(request);
        if (key === null) continue;
        const { count, resetInMs } = await store.increment(`${limit.name}:${key}`, limit.windowMs);
        if (count > limit.max) throw tooManyAttempts(reply, resetInMs, limit.refusal);
      }
    },
  };
}

/** The 429 error, with Retry-After set on the reply. */
export function tooManyAttempts(
  reply: FastifyReply,
  resetInMs: number,
  refusal = 'Too many attempts.',
): HttpError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  reply.header('retry-after', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `${refusal} Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  );
}

/** The e-mail field of a JSON body, normalised, for per-account limits. */
export function emailInBody(request: FastifyRequest): string | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
}

export const clientIp = (request: FastifyRequest): string => request.ip;

/**
 * Counts one use of a budget and says whether it is still within `max`: for work that can be skipped instead of
 * refused (e.g. asking the payment gateway again, when our records can answer).
 */
export async function withinBudget(store: AttemptStore, limit: Omit<AttemptLimit, 'key'>, key: string) {
  const { count } = await store.increment(`${limit.name}:${key}`, limit.windowMs);
  return count <= limit.max;
}

/**
 * Holds at most `max` open connections per client address (idle keep-alive ones included): one address cannot
 * exhaust the server's sockets. The next connection gets a JSON 503 and is closed. Only meaningful when clients
 * connect directly (behind a proxy every connection comes from the proxy).
 */
export function capConnectionsPerIp(server: Server, max: number, headers: Record<string, string>): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.on('error', () => {});
      socket.end(rawJsonAnswer(503, 'Too many connections from your address.', headers));
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
