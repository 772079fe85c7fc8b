// MSW handlers for password recovery's other answers (the successful ones are in auth.ts). A story puts them
// first in its `auth` group, so they answer before the defaults: `auth: [forgotPasswordRateLimited, ...authHandlers]`.
import { delay } from 'msw';
import { http } from './http.ts';

export const forgotPasswordRateLimited = http.post('/auth/forgot-password', ({ response }) =>
  response(429).json({ message: 'Too many attempts. Please try again in 15 minutes.' }),
);

/** No answer ever comes, to show the sending state. */
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

export const resetPasswordPending = http.post('/auth/reset-password/{token}', async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
});
