import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttpsUrl } from '../config.ts';
import { type AttemptStore, emailInBody, tooManyAttempts } from '../http/limits.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failed (or still running) logins one IP may have in a window, whatever the accounts. */
export const LOGIN_MAX_PER_IP = 10;
/** Failed (or still running) logins one account may have in a window before only clean IPs may try. */
export const LOGIN_MAX_PER_EMAIL = 10;
/** Attempts one account may have in a window from all IPs together: bounds guessing from many IPs. */
export const LOGIN_HARD_MAX_PER_EMAIL = 100;
/** Successful logins and password changes one account may have in a window (each costs an argon2 hash). */
export const LOGIN_SUCCESS_MAX_PER_EMAIL = 20;
/** Successful logins one IP may have in a window, whatever the accounts. */
export const LOGIN_SUCCESS_MAX_PER_IP = 100;
/** How long an IP or a device the owner logged in from stays known to the account. */
export const KNOWN_SOURCE_MS = 90 * 24 * 60 * 60_000;
/** The cookie naming this browser to the login limit; it grants nothing else. */
export const DEVICE_COOKIE = 'tt_device';

export interface LoginAttempt {
  /**
   * The password was right: the failure counts are given back (a user's own logins never count against them),
   * the success is counted, and this IP and device become known to the account.
   */
  succeeded(): Promise<void>;
}

function deviceIdOf(request: FastifyRequest): string | null {
  const match = /(?:^|;\s*)tt_device=([A-Za-z0-9_-]{20,64})(?:;|$)/.exec(request.headers.cookie ?? '');
  return match?.[1] ?? null;
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/**
 * The login limit. Each attempt is counted before the password is checked (atomically, in Redis when set), so
 * parallel guesses cannot all be checked; a right password gives its failure counts back.
 *
 * Strangers: once an account has had too many failures, only an IP with no failed or pending login in the window
 * may still try it, and past LOGIN_HARD_MAX_PER_EMAIL attempts (only many IPs together get there) nobody new may.
 *
 * The owner: an IP or a browser (the `tt_device` cookie, random, set at a successful login) the owner logged in
 * from before is known to the account for 90 days, and a known source is not held by the account's lock-out: a
 * known device counts its failures on its own (10 per window), a known IP under the per-IP limit. So a stranger
 * guessing from many addresses cannot lock the owner out of where they already log in.
 *
 * Cost: a right password costs a hash too, so successes have budgets no person meets (LOGIN_SUCCESS_MAX_*), checked
 * before the hash; only successes fill them, so a stranger cannot.
 */
export function loginLimiter(store: AttemptStore) {
  return {
    /**
     * Counts one attempt. `email` is the account tried (default: the body's `email`); a signed-in user checking
     * their current password (change-password) passes their own, so those guesses share the login limits.
     */
    async begin(
      request: FastifyRequest,
      reply: FastifyReply,
      email: string | null = emailInBody(request),
    ): Promise<LoginAttempt> {
      const ip = request.ip;
      const successIpKey = `login-ok-ip:${ip}`;
      const successEmailKey = email === null ? null : `login-ok-email:${email}`;
      for (const [key, max] of [
        [successIpKey, LOGIN_SUCCESS_MAX_PER_IP],
        [successEmailKey, LOGIN_SUCCESS_MAX_PER_EMAIL],
      ] as const) {
        if (key === null) continue;
        const spent = await store.peek(key);
        if (spent.count >= max) throw tooManyAttempts(reply, spent.resetInMs);
      }

      const device = deviceIdOf(request);
      const knownIpKey = email === null ? null : `login-known:${email}:ip:${ip}`;
      const knownDeviceKey =
        email === null || device === null ? null : `login-known:${email}:dev:${digest(device)}`;
      const isKnown = async (key: string | null) => key !== null && (await store.peek(key)).count > 0;

      const counted: string[] = [];
      if (knownDeviceKey !== null && (await isKnown(knownDeviceKey))) {
        const deviceFailures = `login-dev-fail:${knownDeviceKey}`;
        const fromDevice = await store.increment(deviceFailures, LOGIN_WINDOW_MS);
        counted.push(deviceFailures);
        if (fromDevice.count > LOGIN_MAX_PER_IP) throw tooManyAttempts(reply, fromDevice.resetInMs);
      } else {
        const ipKey = `login-ip:${ip}`;
        const fromIp = await store.increment(ipKey, LOGIN_WINDOW_MS);
        if (fromIp.count > LOGIN_MAX_PER_IP) throw tooManyAttempts(reply, fromIp.resetInMs);
        counted.push(ipKey);
        if (email !== null) {
          const emailKey = `login-email:${email}`;
          const forEmail = await store.increment(emailKey, LOGIN_WINDOW_MS);
          counted.push(emailKey);
          const ipIsClean = fromIp.count === 1;
          const overLimit = forEmail.count > LOGIN_MAX_PER_EMAIL && !ipIsClean;
          if ((overLimit || forEmail.count > LOGIN_HARD_MAX_PER_EMAIL) && !(await isKnown(knownIpKey))) {
            throw tooManyAttempts(reply, forEmail.resetInMs);
          }
        }
      }
      return {
        async succeeded() {
          await Promise.all(counted.map((key) => store.decrement(key)));
          await store.increment(successIpKey, LOGIN_WINDOW_MS);
          if (successEmailKey === null || email === null) return;
          await store.increment(successEmailKey, LOGIN_WINDOW_MS);
          if (knownIpKey !== null) await store.increment(knownIpKey, KNOWN_SOURCE_MS);
          const deviceId = device ?? randomBytes(24).toString('base64url');
          await store.increment(`login-known:${email}:dev:${digest(deviceId)}`, KNOWN_SOURCE_MS);
          if (device === null) {
            const secure = isHttpsUrl(request.server.services.config.publicUrl) ? '; Secure' : '';
            reply.header(
              'set-cookie',
              `${DEVICE_COOKIE}=${deviceId}; Path=/api/auth; Max-Age=${KNOWN_SOURCE_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
            );
          }
        },
      };
    },
  };
}
