import type { components } from '@termtap/api-client/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GATEWAY_ASKS_PER_USER } from '../billing/gateway-budget.ts';
import { HttpError } from '../http/errors.ts';
import { attemptLimiter, clientIp, emailInBody, withinBudget } from '../http/limits.ts';
import { fastifyPath, routeSchema } from '../http/openapi.ts';
import { changePassword, changePasswordValidationMessage } from './change-password.ts';
import { checkBilling } from './check-billing.ts';
import { loginLimiter } from './login-limit.ts';
import { sendResetLink } from './password-reset.ts';
import { verifyPassword } from './passwords.ts';
import { requireAuth, sessionOf } from './require-auth.ts';
import { createSession, revokeOtherSessions, revokeSession } from './sessions.ts';
import { createUser, findUserByEmail, resetPassword, toUserView } from './users.ts';

type Credentials = components['schemas']['Credentials'];
type ForgotPasswordRequest = components['schemas']['ForgotPasswordRequest'];
type ResetPasswordRequest = components['schemas']['ResetPasswordRequest'];
type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Trims the e-mail before validation, so ' A@b.c ' is accepted as 'a@b.c'. */
async function trimEmail(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string') {
    body.email = body.email.trim();
  }
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  const logins = loginLimiter(app.attempts);
  const signups = attemptLimiter(app.attempts, [
    { name: 'signup-ip', max: 30, windowMs: HOUR, key: clientIp },
  ]);
  const resetRequests = attemptLimiter(app.attempts, [
    // The IP first: a request it refuses creates no counter for the (possibly made-up) address.
    { name: 'forgot-ip', max: 30, windowMs: HOUR, key: clientIp },
    { name: 'forgot-email', max: 5, windowMs: HOUR, key: emailInBody },
  ]);
  // Each IP may try 10 reset links in 15 minutes: a real user needs one or two.
  const resets = attemptLimiter(app.attempts, [
    { name: 'reset-ip', max: 10, windowMs: 15 * MINUTE, key: clientIp },
  ]);

  app.post<{ Body: Credentials }>(
    fastifyPath('/auth/createuser'),
    { schema: routeSchema('/auth/createuser', 'post'), preValidation: trimEmail, preHandler: signups.hit },
    async (request) => {
      const user = await createUser(db, request.body.email, request.body.password);
      const authtoken = await createSession(db, user.id);
      return { authtoken, user: toUserView(user) };
    },
  );

  app.post<{ Body: Credentials }>(
    fastifyPath('/auth/login'),
    { schema: routeSchema('/auth/login', 'post'), preValidation: trimEmail },
    async (request, reply) => {
      const attempt = await logins.begin(request, reply);
      const user = await findUserByEmail(db, request.body.email);
      const passwordMatches = await verifyPassword(user?.passwordHash ?? null, request.body.password);
      if (!user || !passwordMatches) throw new HttpError(401, 'Invalid email or password.');
      await attempt.succeeded();
      const authtoken = await createSession(db, user.id);
      return { authtoken, user: toUserView(user) };
    },
  );

  app.get(fastifyPath('/auth/me'), { preValidation: requireAuth }, async (request) =>
    toUserView(sessionOf(request).user),
  );

  app.post(fastifyPath('/auth/logout'), { preValidation: requireAuth }, async (request, reply) => {
    await revokeSession(db, sessionOf(request).sessionId);
    return reply.code(204).send();
  });

  app.post<{ Body: ChangePasswordRequest }>(
    fastifyPath('/auth/change-password'),
    {
      schema: routeSchema('/auth/change-password', 'post'),
      preValidation: requireAuth,
      // The handler words a short new password in the spec's sentence.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        throw new HttpError(400, changePasswordValidationMessage(request.validationError));
      }
      const { user, sessionId } = sessionOf(request);
      // Guessing the current password from a stolen session counts against the same limits as failed logins.
      const attempt = await logins.begin(request, reply, user.email);
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw new HttpError(401, 'Current password is incorrect.');
      }
      await attempt.succeeded();
      await changePassword(db, user.id, sessionId, request.body.newPassword);
      return reply.code(204).send();
    },
  );

  app.post(fastifyPath('/auth/logout-others'), { preValidation: requireAuth }, async (request) => {
    const { user, sessionId } = sessionOf(request);
    return { revoked: await revokeOtherSessions(db, user.id, sessionId) };
  });

  app.get(fastifyPath('/auth/check-billing'), { preValidation: requireAuth }, async (request) => {
    const { user } = sessionOf(request);
    const askGateway = await withinBudget(app.attempts, GATEWAY_ASKS_PER_USER, String(user.id));
    return checkBilling(app.services, user, askGateway);
  });

  app.post<{ Body: ForgotPasswordRequest }>(
    fastifyPath('/auth/forgot-password'),
    {
      schema: routeSchema('/auth/forgot-password', 'post'),
      preValidation: trimEmail,
      preHandler: resetRequests.hit,
    },
    async (request) => {
      // The mail goes out in the background: the answer neither waits for it nor says whether the account exists.
      app.services.track(sendResetLink(app.services, request.body.email, request.log));
      return { message: 'If the email exists, a reset link was sent.' };
    },
  );

  app.post<{ Body: ResetPasswordRequest; Params: { token: string } }>(
    fastifyPath('/auth/reset-password/{token}'),
    { schema: routeSchema('/auth/reset-password/{token}', 'post'), preHandler: resets.hit },
    async (request) => {
      const changed = await resetPassword(db, request.params.token, request.body.newPassword);
      if (!changed) throw new HttpError(400, 'This reset link is invalid or has expired.');
      return { message: 'Password reset successfully.' };
    },
  );
}
