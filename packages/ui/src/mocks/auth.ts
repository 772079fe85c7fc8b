// MSW handlers for /auth/*: login, signup, current user, logout, billing, password recovery.
import type { SessionUser } from '@termtap/api-client';
import { delay, HttpResponse } from 'msw';
import { newUser, storySessions, userForToken } from './fixtures.ts';
import { chosenLanguage } from './hindi.ts';
import { http } from './http.ts';

type ApiUser = {
  email: string;
  remainingClicks: number;
  paymentStatus: 'paid' | 'unpaid' | 'pending' | 'redirect' | 'failed';
  paidUntil: string | null;
  language?: 'en' | 'hi' | null;
};

function toApiUser(user: SessionUser): ApiUser {
  const status = user.paymentStatus;
  return {
    email: user.email ?? 'student@example.com',
    remainingClicks: user.remainingClicks ?? 0,
    paymentStatus:
      status === 'paid' || status === 'pending' || status === 'redirect' || status === 'failed'
        ? status
        : 'unpaid',
    paidUntil: user.paidUntil,
    // The API always sends language (null until chosen); the mock sends it once there is one, so the fixture users
    // the session tests compare against read back as they are.
    ...(user.language !== undefined ? { language: user.language } : {}),
  };
}

/** GET /auth/me answers with the fixture user of the sent token; unknown tokens get 401. */
export const currentUserByToken = http.get('/auth/me', ({ request, response }) => {
  const token = request.headers.get('x-access-token');
  const user = userForToken(token);
  // The 'unknown clicks' user exists to show what happens when /auth/me fails.
  if (!user || user.remainingClicks === null) return response(401).json({ message: 'Please log in again.' });
  // The language the account chose in this story (PUT /me/language, mocks/me.ts), else the fixture's.
  const language = chosenLanguage(token);
  return response(200).json({ ...toApiUser(user), ...(language ? { language } : {}) });
});

export function currentUser(user: SessionUser) {
  return http.get('/auth/me', ({ response }) => response(200).json(toApiUser(user)));
}

/** The session was ended elsewhere (password reset, "log out other devices"): the app signs out here too. */
export const currentUserFails = http.get('/auth/me', ({ response }) =>
  response(401).json({ message: 'Please log in again.' }),
);

/** The server could not answer (not a verdict on the session): the app keeps the stored user. */
export const currentUserUnreachable = http.get('/auth/me', () => HttpResponse.error());

export const logOutOk = http.post('/auth/logout', ({ response }) => response(204).empty());

export const logInOk = http.post('/auth/login', ({ response }) =>
  response(200).json({ authtoken: storySessions.free.token, user: toApiUser(storySessions.free.user) }),
);

export const logInFails = http.post('/auth/login', ({ response }) =>
  response(401).json({ message: 'Invalid email or password.' }),
);

/** A login answer in the older shape: `token` and no user, so the app asks GET /auth/me. */
export const logInWithoutUser = http.post('/auth/login', ({ response }) =>
  response.untyped(Response.json({ token: storySessions.free.token })),
);

export const signUpOk = http.post('/auth/createuser', ({ response }) =>
  response(200).json({ authtoken: storySessions.new.token, user: toApiUser(newUser) }),
);

export const signUpEmailTaken = http.post('/auth/createuser', ({ response }) =>
  response(409).json({ message: 'An account with this email already exists.' }),
);

/** The API's raw validator text for a short password (apps/api/src/http/errors.ts). */
export const signUpPasswordTooShort = http.post('/auth/createuser', ({ response }) =>
  response(400).json({ message: 'password: must be at least 6 characters.' }),
);

/** Never answers, to show a pending request. */
export const logInPending = http.post('/auth/login', async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
});

export const billingUnpaid = http.get('/auth/check-billing', ({ response }) =>
  response(200).json({ paymentStatus: 'unpaid', paidUntil: null }),
);

export const billingPaid = http.get('/auth/check-billing', ({ response }) =>
  response(200).json({ paymentStatus: 'paid', paidUntil: '2026-12-21T10:15:00.000Z' }),
);

export const forgotPasswordOk = http.post('/auth/forgot-password', ({ response }) =>
  response(200).json({ message: 'If the email exists, a reset link was sent.' }),
);

export const resetPasswordOk = http.post('/auth/reset-password/{token}', ({ response }) =>
  response(200).json({ message: 'Password reset successfully.' }),
);

// Password recovery's other answers. A story puts one first in its `auth` group so it answers before the
// default: `auth: [forgotPasswordRateLimited, ...authHandlers]`.
export const forgotPasswordRateLimited = http.post('/auth/forgot-password', ({ response }) =>
  response(429).json({ message: 'Too many attempts. Please try again in 15 minutes.' }),
);

/** Never answers, to show the sending state. */
export const forgotPasswordPending = http.post('/auth/forgot-password', async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
});

export const resetPasswordLinkExpired = http.post('/auth/reset-password/{token}', ({ response }) =>
  response(400).json({ message: 'This reset link is invalid or has expired.' }),
);

/** A server that answers without a message: the screen's own text is shown. */
export const resetPasswordServerDown = http.post('/auth/reset-password/{token}', ({ response }) =>
  response.untyped(new Response(null, { status: 503 })),
);

/** Never answers, to show the resetting state. */
export const resetPasswordPending = http.post('/auth/reset-password/{token}', async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
});

/** The handlers every story starts with; a story overrides a group by its key in parameters.msw.handlers. */
export const authHandlers = [
  currentUserByToken,
  logOutOk,
  logInOk,
  signUpOk,
  billingUnpaid,
  forgotPasswordOk,
  resetPasswordOk,
];
