// Pins what the web app needs from sign-up, login, the current user, billing, logout and password recovery.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { newStudentEmail, states, studentEmail, studentPassword } from '../../src/states.ts';
import { clientFor, isoDateTime, jsonHeaders, pact, stateResetPath, stateToken } from './pact.ts';

const { integer, string } = MatchersV3;

/** The user fields the web app reads after sign-up or login: the badge's count and the access rule. */
const unpaidUser = { remainingClicks: integer(16), paymentStatus: 'unpaid' };

describe('consumer: auth', () => {
  test('sign-up returns a session token and the new unpaid user', async () => {
    const credentials = { email: newStudentEmail, password: studentPassword };
    await pact
      .addInteraction()
      .given(states.noAccountForNewStudent, { email: newStudentEmail })
      .uponReceiving('a sign-up with a new e-mail')
      .withRequest('POST', '/auth/createuser', (request) => request.jsonBody(credentials))
      .willRespondWith(200, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody({ authtoken: string('8J2kq0Xn5cV7bT1mZ4rW9yH3sL6dF0aP'), user: unpaidUser }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).signUp(credentials);
        expect(result.data).toMatchObject({
          token: '8J2kq0Xn5cV7bT1mZ4rW9yH3sL6dF0aP',
          user: { remainingClicks: 16, paymentStatus: 'unpaid' },
        });
      });
  });

  test('sign-up with a taken e-mail answers 409 with a message to show', async () => {
    const credentials = { email: studentEmail, password: studentPassword };
    await pact
      .addInteraction()
      .given(states.accountForStudent, { email: studentEmail, password: studentPassword })
      .uponReceiving('a sign-up with an e-mail that already has an account')
      .withRequest('POST', '/auth/createuser', (request) => request.jsonBody(credentials))
      .willRespondWith(409, (response) =>
        response.headers(jsonHeaders).jsonBody({ message: 'An account with this email already exists.' }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).signUp(credentials);
        expect(result.error).toEqual({ status: 409, message: 'An account with this email already exists.' });
      });
  });

  test('login returns a session token and the user', async () => {
    const credentials = { email: studentEmail, password: studentPassword };
    await pact
      .addInteraction()
      .given(states.accountForStudent, { email: studentEmail, password: studentPassword })
      .uponReceiving('a login with the right password')
      .withRequest('POST', '/auth/login', (request) => request.jsonBody(credentials))
      .willRespondWith(200, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody({ authtoken: string('q3Vt7xZr0nW8kP2bY5sL1mC9aD4fH6jE'), user: unpaidUser }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).logIn(credentials);
        expect(result.data).toMatchObject({
          token: 'q3Vt7xZr0nW8kP2bY5sL1mC9aD4fH6jE',
          user: { remainingClicks: 16, paymentStatus: 'unpaid' },
        });
      });
  });

  test('login with a wrong password answers 401 with a message to show', async () => {
    const credentials = { email: studentEmail, password: 'not-the-password' };
    await pact
      .addInteraction()
      .given(states.accountForStudent, { email: studentEmail, password: studentPassword })
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/auth/login', (request) => request.jsonBody(credentials))
      .willRespondWith(401, (response) =>
        response.headers(jsonHeaders).jsonBody({ message: 'Invalid email or password.' }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).logIn(credentials);
        expect(result.error).toEqual({ status: 401, message: 'Invalid email or password.' });
      });
  });

  test('the current user carries the clicks left and the payment status', async () => {
    await pact
      .addInteraction()
      .given(states.userWithThreeClicks, { remainingClicks: 3 })
      .uponReceiving('a request for the current user')
      .withRequest('GET', '/auth/me', (request) => request.headers({ 'x-access-token': stateToken }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ remainingClicks: integer(3), paymentStatus: 'unpaid' }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').getCurrentUser();
        expect(result.data).toMatchObject({ remainingClicks: 3, paymentStatus: 'unpaid' });
      });
  });

  test('the current user with an unknown token answers 401', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the current user with an unknown token')
      .withRequest('GET', '/auth/me', (request) =>
        request.headers({ 'x-access-token': 'no-session-has-this-token' }),
      )
      .willRespondWith(401)
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'no-session-has-this-token').getCurrentUser();
        expect(result.error?.status).toBe(401);
      });
  });

  test('billing of a paid user says paid and until when', async () => {
    await pact
      .addInteraction()
      .given(states.paidUser)
      .uponReceiving('a billing check by a paid user')
      .withRequest('GET', '/auth/check-billing', (request) =>
        request.headers({ 'x-access-token': stateToken }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(jsonHeaders)
          .jsonBody({ paymentStatus: 'paid', paidUntil: isoDateTime('2026-12-21T10:15:00.000Z') }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').checkBilling();
        expect(result.data).toEqual({
          paymentStatus: 'paid',
          paidUntil: '2026-12-21T10:15:00.000Z',
          isPaid: true,
        });
      });
  });

  test('billing of an unpaid user says unpaid', async () => {
    await pact
      .addInteraction()
      .given(states.userWithThreeClicks, { remainingClicks: 3 })
      .uponReceiving('a billing check by an unpaid user')
      .withRequest('GET', '/auth/check-billing', (request) =>
        request.headers({ 'x-access-token': stateToken }),
      )
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ paymentStatus: 'unpaid' }))
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').checkBilling();
        expect(result.data).toMatchObject({ paymentStatus: 'unpaid', isPaid: false });
      });
  });

  test('logout revokes the session', async () => {
    await pact
      .addInteraction()
      .given(states.userWithThreeClicks, { remainingClicks: 3 })
      .uponReceiving('a logout')
      .withRequest('POST', '/auth/logout', (request) => request.headers({ 'x-access-token': stateToken }))
      .willRespondWith(204)
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').logOut();
        expect(result).toEqual({ data: null });
      });
  });

  test('forgot-password answers with a message to show', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for a password reset link')
      .withRequest('POST', '/auth/forgot-password', (request) => request.jsonBody({ email: studentEmail }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ message: 'If the email exists, a reset link was sent.' }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).forgotPassword(studentEmail);
        expect(result.data).toBe('If the email exists, a reset link was sent.');
      });
  });

  test('reset-password with a valid token answers with a message to show', async () => {
    await pact
      .addInteraction()
      .given(states.resetRequested, { email: studentEmail })
      .uponReceiving('a password reset with a valid token')
      .withRequest('POST', stateResetPath, (request) => request.jsonBody({ newPassword: 'new-secret-42' }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ message: 'Password reset successfully.' }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).resetPassword('reset-token-from-state', 'new-secret-42');
        expect(result.data).toBe('Password reset successfully.');
      });
  });

  test('reset-password with an unknown token answers 400 with a message to show', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a password reset with an unknown token')
      .withRequest('POST', '/auth/reset-password/no-reset-link-has-this-token', (request) =>
        request.jsonBody({ newPassword: 'new-secret-42' }),
      )
      .willRespondWith(400, (response) =>
        response.headers(jsonHeaders).jsonBody({ message: 'This reset link is invalid or has expired.' }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url).resetPassword(
          'no-reset-link-has-this-token',
          'new-secret-42',
        );
        expect(result.error).toEqual({ status: 400, message: 'This reset link is invalid or has expired.' });
      });
  });
});
