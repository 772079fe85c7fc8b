// Proves change-password and log-out-of-other-devices: the current password is checked and
// rate-limited like logins, the new one follows the sign-up rules, and every other session ends while this one
// stays; on each database.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_MAX_PER_IP } from '../src/auth/login-limit.ts';
import { databases, startTestServer, type TestServer } from './support/server.ts';

describe.each(databases)('account sessions on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  const changePassword = (token: string | undefined, body: unknown, ip?: string) =>
    server.call('/auth/change-password', { token, json: body, ...(ip ? { ip } : {}) });
  const me = (token: string) => server.call('/auth/me', { token });
  const logIn = (email: string, password: string) =>
    server.call('/auth/login', { json: { email, password } });

  test('a wrong current password is 401 with its message, and nothing changes', async () => {
    const { token, email, userId } = await server.signUp(undefined, 'secret-42');
    const other = await server.app.services.createSession(userId);

    const response = await changePassword(token, {
      currentPassword: 'not-my-password',
      newPassword: 'new-pass-1',
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Current password is incorrect.' });
    expect((await me(token)).status).toBe(200);
    expect((await me(other)).status).toBe(200);
    expect((await logIn(email, 'secret-42')).status).toBe(200);
    expect((await logIn(email, 'new-pass-1')).status).toBe(401);
  });

  test('a short new password is 400 with the spec sentence; other bad bodies name the field', async () => {
    const { token } = await server.signUp(undefined, 'secret-42');

    const short = await changePassword(token, { currentPassword: 'secret-42', newPassword: 'abc' });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: 'Password must be at least 6 characters long.' });

    const missing = await changePassword(token, { newPassword: 'new-pass-1' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'currentPassword: is required.' });

    const extra = await changePassword(token, {
      currentPassword: 'secret-42',
      newPassword: 'new-pass-1',
      x: 1,
    });
    expect(extra.status).toBe(400);
    expect(await extra.json()).toEqual({ message: 'x: is not allowed.' });

    const long = await changePassword(token, { currentPassword: 'secret-42', newPassword: 'x'.repeat(129) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ message: 'newPassword: must be at most 128 characters.' });
  });

  test('without a session it is 401 before the body is looked at', async () => {
    const response = await changePassword(undefined, { nonsense: true });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in to continue.' });
  });

  test('success: 204, other sessions 401, this one still works, the new password logs in and the old does not', async () => {
    const { token, email, userId } = await server.signUp(undefined, 'secret-42');
    const phone = await server.app.services.createSession(userId);
    const laptop = await server.app.services.createSession(userId);
    const stranger = await server.signUp();

    const response = await changePassword(token, { currentPassword: 'secret-42', newPassword: 'new-pass-1' });

    expect(response.status).toBe(204);
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
    expect((await me(stranger.token)).status).toBe(200);
    expect((await logIn(email, 'secret-42')).status).toBe(401);
    expect((await logIn(email, 'new-pass-1')).status).toBe(200);
  });

  test('wrong current passwords are limited like failed logins: 429 past the limit, also for the right one', async () => {
    const { token } = await server.signUp(undefined, 'secret-42');
    const ip = '192.0.2.77';
    for (let attempt = 0; attempt < LOGIN_MAX_PER_IP; attempt += 1) {
      const wrong = await changePassword(
        token,
        { currentPassword: `wrong-${attempt}`, newPassword: 'n3w-pass' },
        ip,
      );
      expect(wrong.status).toBe(401);
    }

    const limited = await changePassword(
      token,
      { currentPassword: 'secret-42', newPassword: 'n3w-pass' },
      ip,
    );

    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).message).toMatch(/^Too many attempts/);
    // Logins from that IP are refused too: the two share one count.
    const login = await server.call('/auth/login', {
      ip,
      json: { email: 'someone@example.com', password: 'whatever1' },
    });
    expect(login.status).toBe(429);
  });

  test('logout-others revokes every other session, says how many, and keeps this one', async () => {
    const { token, userId } = await server.signUp();
    const others = [
      await server.app.services.createSession(userId),
      await server.app.services.createSession(userId),
    ];
    const stranger = await server.signUp();

    const response = await server.call('/auth/logout-others', { method: 'POST', token });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revoked: 2 });
    for (const other of others) expect((await me(other)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
    expect((await me(stranger.token)).status).toBe(200);
    const again = await server.call('/auth/logout-others', { method: 'POST', token });
    expect(await again.json()).toEqual({ revoked: 0 });
  });

  test('logout-others needs a session', async () => {
    const response = await server.call('/auth/logout-others', { method: 'POST' });
    expect(response.status).toBe(401);
  });
});
