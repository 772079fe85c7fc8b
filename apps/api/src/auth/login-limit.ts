import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AttemptStore, emailInBody, tooManyAttempts } from '../http/limits.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failed (or still running) logins one IP may have in a window, whatever the accounts. */
export const LOGIN_MAX_PER_IP = 10;
/** Failed (or still running) logins one account may have in a window before only clean IPs may try. */
export const LOGIN_MAX_PER_EMAIL = 10;
/** Attempts one account may have in a window from all IPs together: bounds guessing from many IPs. */
export const LOGIN_HARD_MAX_PER_EMAIL = 100;

export interface LoginAttempt {
  /** The password was right: the attempt is taken back, so a user's own logins never count against them. */
  succeeded(): Promise<void>;
}

/**
 * The login limit. Each attempt is counted before the password is checked (atomically, in Redis when set), so
 * parallel guesses cannot all be checked; a right password gives its counts back. Once an account has had too
 * many failures, only an IP with no failed or pending login in the window may still try it: a stranger's
 * guesses cannot lock the owner out, and each guessing IP gets at most one try at a locked account. Past
 * LOGIN_HARD_MAX_PER_EMAIL attempts (only many IPs together get there) the account refuses everyone until the
 * window ends.
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
      const ipKey = `login-ip:${request.ip}`;
      const fromIp = await store.increment(ipKey, LOGIN_WINDOW_MS);
      if (fromIp.count > LOGIN_MAX_PER_IP) throw tooManyAttempts(reply, fromIp.resetInMs);
      const counted = [ipKey];
      if (email !== null) {
        const emailKey = `login-email:${email}`;
        const forEmail = await store.increment(emailKey, LOGIN_WINDOW_MS);
        counted.push(emailKey);
        const ipIsClean = fromIp.count === 1;
        const overLimit = forEmail.count > LOGIN_MAX_PER_EMAIL && !ipIsClean;
        if (overLimit || forEmail.count > LOGIN_HARD_MAX_PER_EMAIL) {
          throw tooManyAttempts(reply, forEmail.resetInMs);
        }
      }
      return {
        async succeeded() {
          await Promise.all(counted.map((key) => store.decrement(key)));
        },
      };
    },
  };
}
