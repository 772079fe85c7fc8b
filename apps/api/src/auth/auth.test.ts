// Proves sign-up, login, the session calls and the attempt limits behave as openapi.yaml says, on each database.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resetLinkIn } from '../../test/support/mail.ts';
import { databases, startTestServer, type TestServer } from '../../test/support/server.ts';

describe.each(databases)('auth on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  test('createuser trims and lower-cases the e-mail and starts with 16 clicks, unpaid', async () => {
    const response = await server.call('/auth/createuser', {
      json: { email: '  New.Student@Example.COM ', password: 'secret-42' },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toEqual({
      email: 'new.student@example.com',
      remainingClicks: 16,
      paymentStatus: 'unpaid',
      paidUntil: null,
      language: null,
    });
    expect(body.authtoken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const me = await server.call('/auth/me', { token: body.authtoken });
    expect(await me.json()).toEqual(body.user);
  });

  test('createuser answers 409 for an e-mail that is taken, whatever its case', async () => {
    await server.signUp('taken@example.com');
    const response = await server.call('/auth/createuser', {
      json: { email: 'TAKEN@example.com', password: 'another-pass' },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'An account with this email already exists.' });
  });

  test('createuser rejects a password under 6 or over 128 characters', async () => {
    const short = await server.call('/auth/createuser', {
      json: { email: 'short@example.com', password: '12345' },
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: 'password: must be at least 6 characters.' });
    const long = await server.call('/auth/createuser', {
      json: { email: 'long@example.com', password: 'x'.repeat(129) },
    });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe('password: must be at most 128 characters.');
  });

  test('login gives a new working token; wrong password and unknown e-mail get the same 401', async () => {
    const { email } = await server.signUp(undefined, 'right-password');
    const ok = await server.call('/auth/login', {
      json: { email: email.toUpperCase(), password: 'right-password' },
    });
    expect(ok.status).toBe(200);
    const { authtoken, user } = await ok.json();
    expect(user.email).toBe(email);
    expect((await server.call('/auth/me', { token: authtoken })).status).toBe(200);

    const wrong = await server.call('/auth/login', { json: { email, password: 'wrong-password' } });
    const unknown = await server.call('/auth/login', {
      json: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid email or password.' });
    }
  });

  test('me, logout and check-billing answer 401 without a token, with a malformed one and with an unknown one', async () => {
    const calls = [
      ['/auth/me', 'GET'],
      ['/auth/logout', 'POST'],
      ['/auth/check-billing', 'GET'],
    ] as const;
    for (const [path, method] of calls) {
      for (const token of [undefined, 'not a token!', 'A'.repeat(43)]) {
        const response = await server.call(path, { method, token });
        expect(response.status, `${method} ${path} with ${token}`).toBe(401);
        expect(typeof (await response.json()).message).toBe('string');
      }
    }
  });

  test('logout revokes only that session', async () => {
    const { token, userId } = await server.signUp();
    const other = await server.app.services.createSession(userId);
    const response = await server.call('/auth/logout', { method: 'POST', token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await server.call('/auth/me', { token })).status).toBe(401);
    expect((await server.call('/auth/me', { token: other })).status).toBe(200);
  });

  test('check-billing and me show paid while paid_until is in the future, unpaid once it has passed', async () => {
    const { token, userId } = await server.signUp();
    expect(await (await server.call('/auth/check-billing', { token })).json()).toEqual({
      paymentStatus: 'unpaid',
      paidUntil: null,
    });
    const future = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    await server.app.services.setPaidUntil(userId, future);
    expect(await (await server.call('/auth/check-billing', { token })).json()).toEqual({
      paymentStatus: 'paid',
      paidUntil: future.toISOString(),
    });
    const past = new Date(Date.now() - 1000);
    await server.app.services.setPaidUntil(userId, past);
    const me = await (await server.call('/auth/me', { token })).json();
    expect(me).toMatchObject({ paymentStatus: 'unpaid', paidUntil: past.toISOString() });
  });

  test('forgot-password answers the same for a known and an unknown e-mail; the known one gets a mail in the outbox', async () => {
    const { email } = await server.signUp();
    const known = await server.call('/auth/forgot-password', { json: { email } });
    const unknown = await server.call('/auth/forgot-password', { json: { email: 'ghost@example.com' } });
    for (const response of [known, unknown]) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: 'If the email exists, a reset link was sent.' });
    }
    await server.app.services.settle();
    const outbox = join(server.dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    const mail = await readFile(join(outbox, files[0] ?? ''), 'utf8');
    expect(mail).toContain(`To: ${email}`);
    expect(resetLinkIn(mail)).toMatch(/^http:\/\/termtap\.test\/reset-password\?token=[A-Za-z0-9_-]{40,}$/);
  });

  test('a reset token from the services resets once; an expired one is refused', async () => {
    const { email, userId, token: oldSession } = await server.signUp(undefined, 'old-password');
    const resetToken = await server.app.services.createPasswordReset(userId);
    const first = await server.call(`/auth/reset-password/${resetToken}`, {
      json: { newPassword: 'new-password' },
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Password reset successfully.' });
    expect((await server.call('/auth/me', { token: oldSession })).status).toBe(401);
    const login = await server.call('/auth/login', { json: { email, password: 'new-password' } });
    expect(login.status).toBe(200);
    const again = await server.call(`/auth/reset-password/${resetToken}`, {
      json: { newPassword: 'third-password' },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'This reset link is invalid or has expired.' });

    const expired = await server.app.services.createPasswordReset(userId, new Date(Date.now() - 1000));
    const late = await server.call(`/auth/reset-password/${expired}`, {
      json: { newPassword: 'third-password' },
    });
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ message: 'This reset link is invalid or has expired.' });
  });

  test('login: after 10 failures for one e-mail, IPs that failed are refused (429, Retry-After) even with the right password', async () => {
    const { email } = await server.signUp(undefined, 'right-password');
    const attackerIp = '192.0.2.40';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await server.call('/auth/login', {
        ip: attackerIp,
        json: { email, password: 'wrong-password' },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await server.call('/auth/login', {
      ip: attackerIp,
      json: { email, password: 'right-password' },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
  });

  test('login: 10 failures from one IP block that IP for other e-mails too; successes are not counted', async () => {
    const ip = '192.0.2.10';
    const { email } = await server.signUp(undefined, 'right-password');
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const ok = await server.call('/auth/login', { ip, json: { email, password: 'right-password' } });
      expect(ok.status).toBe(200);
    }
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await server.call('/auth/login', {
        ip,
        json: { email: `nobody${attempt}@example.com`, password: 'wrong-password' },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await server.call('/auth/login', { ip, json: { email, password: 'right-password' } });
    expect(blocked.status).toBe(429);
    const elsewhere = await server.call('/auth/login', { json: { email, password: 'right-password' } });
    expect(elsewhere.status).toBe(200);
  });

  test('createuser: 30 sign-ups per hour from one IP, then 429', async () => {
    const ip = '192.0.2.20';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await server.call('/auth/createuser', {
        ip,
        json: { email: `burst${attempt}-${database}@example.com`, password: 'secret-42' },
      });
      expect(response.status).toBe(200);
    }
    const blocked = await server.call('/auth/createuser', {
      ip,
      json: { email: `burst-last-${database}@example.com`, password: 'secret-42' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  test('forgot-password: 5 per hour per e-mail, 30 per hour per IP', async () => {
    const email = 'limited@example.com';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await server.call('/auth/forgot-password', { json: { email } })).status).toBe(200);
    }
    const perEmail = await server.call('/auth/forgot-password', { json: { email: ' LIMITED@example.com' } });
    expect(perEmail.status).toBe(429);

    const ip = '192.0.2.30';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await server.call('/auth/forgot-password', {
        ip,
        json: { email: `ip${attempt}@example.com` },
      });
      expect(response.status).toBe(200);
    }
    const perIp = await server.call('/auth/forgot-password', { ip, json: { email: 'fresh@example.com' } });
    expect(perIp.status).toBe(429);
    await server.app.services.settle();
  });
});
