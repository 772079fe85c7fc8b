// Proves the account endpoints hold up against abuse, on each database: parallel login guesses, lockout of
// the owner by a stranger, reset-link guessing, session expiry and caps, free describes per mailbox, and errors
// raised before routing.
import { connect, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  LOGIN_MAX_PER_IP,
  LOGIN_SUCCESS_MAX_PER_EMAIL,
  LOGIN_SUCCESS_MAX_PER_IP,
} from '../src/auth/login-limit.ts';
import { MAX_SESSIONS_PER_USER } from '../src/auth/sessions.ts';
import { hashToken } from '../src/auth/tokens.ts';
import { sessions } from '../src/db/schema/core.ts';
import { rawRequest, splitAnswer } from './support/raw-http.ts';
import { databases, startTestServer, type TestServer } from './support/server.ts';

const DAY = 24 * 60 * 60 * 1000;
let ipCounter = 0;
/** A client address no other test uses (the test server trusts X-Forwarded-For). */
const freshIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

describe.each(databases)('account hardening on %s', (database) => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer(database);
    port = Number(new URL(server.api).port);
  });
  afterAll(async () => {
    await server?.close();
  });

  const login = (email: string, password: string, ip: string) =>
    server.call('/auth/login', { ip, json: { email, password } });

  /**
   * Sends many logins at the same instant, as an attacker does: every connection is open first, then all the
   * requests are written in one go, so the server reads them before any password check has finished.
   */
  async function loginBurst(attempts: { email: string; password: string; ip: string }[]): Promise<number[]> {
    const sockets = await Promise.all(
      attempts.map(
        () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', reject);
          }),
      ),
    );
    const answers = sockets.map(
      (socket) =>
        new Promise<number>((resolve) => {
          let received = '';
          socket.setEncoding('latin1');
          socket.on('data', (chunk) => {
            received += chunk;
          });
          socket.on('close', () => resolve(Number(received.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0)));
        }),
    );
    attempts.forEach(({ email, password, ip }, index) => {
      const body = JSON.stringify({ email, password });
      sockets[index]?.end(
        `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Forwarded-For: ${ip}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    });
    return Promise.all(answers);
  }

  test('of 300 simultaneous guesses for one account from one IP, at most 10 are checked and the right password among them gets no session', async () => {
    const { email } = await server.signUp(undefined, 'right-password');
    const ip = freshIp();
    const guesses = Array.from({ length: 300 }, () => ({ email, password: 'wrong-password', ip }));
    const statuses = await loginBurst([...guesses, { email, password: 'right-password', ip }]);

    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(LOGIN_MAX_PER_IP);
    expect(statuses.at(-1)).toBe(429);
    expect((await login(email, 'right-password', ip)).status).toBe(429);
  });

  test('login policy: 300 simultaneous guesses from 300 IPs are bounded too (clean IPs get one try each, at most 100 in all)', async () => {
    const { email } = await server.signUp(undefined, 'right-password');
    const statuses = await loginBurst(
      Array.from({ length: 300 }, () => ({ email, password: 'wrong-password', ip: freshIp() })),
    );

    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(100);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(200);
  });

  test('ten wrong passwords from a stranger do not lock the owner out; the stranger is locked out', async () => {
    const { email } = await server.signUp(undefined, 'right-password');
    const strangerIps = Array.from({ length: 10 }, freshIp);
    for (const ip of strangerIps) expect((await login(email, 'wrong-password', ip)).status).toBe(401);

    const owner = await login(email, 'right-password', freshIp());
    expect(owner.status).toBe(200);
    expect((await owner.json()).user.email).toBe(email);
    for (const ip of strangerIps.slice(0, 3)) {
      expect((await login(email, 'right-password', ip)).status).toBe(429);
    }
  });

  test('forgot-password requests refused by the per-IP limit store nothing (no counter per made-up address)', async () => {
    const ip = freshIp();
    const keys: string[] = [];
    const increment = vi.spyOn(server.app.attempts, 'increment');
    try {
      for (let request = 0; request < 40; request += 1) {
        const email = `made-up-${request}-${Math.random().toString(36).slice(2)}@example.com`;
        const response = await server.call('/auth/forgot-password', { ip, json: { email } });
        expect(response.status).toBe(request < 30 ? 200 : 429);
        if (request >= 30) keys.push(email);
      }
      const counted = increment.mock.calls.map(([key]) => key);
      for (const email of keys) expect(counted.some((key) => key.includes(email))).toBe(false);
    } finally {
      increment.mockRestore();
    }
  });

  test(`an account logs in or changes its password at most ${LOGIN_SUCCESS_MAX_PER_EMAIL} times in 15 minutes, then 429 with Retry-After`, async () => {
    const { email, token } = await server.signUp(undefined, 'right-password');
    const changePassword = (sessionToken: string) =>
      server.call('/auth/change-password', {
        token: sessionToken,
        json: { currentPassword: 'right-password', newPassword: 'right-password' },
      });
    expect((await changePassword(token)).status).toBe(204);
    let latestToken = token;
    for (let count = 0; count < LOGIN_SUCCESS_MAX_PER_EMAIL - 1; count += 1) {
      const response = await login(email, 'right-password', freshIp());
      expect(response.status).toBe(200);
      latestToken = (await response.json()).authtoken;
    }
    const refused = await login(email, 'right-password', freshIp());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await changePassword(latestToken)).status).toBe(429);
  });

  test(`one IP gets at most ${LOGIN_SUCCESS_MAX_PER_IP} successful logins in 15 minutes, whatever the accounts`, async () => {
    const ip = freshIp();
    const accounts = await Promise.all(
      Array.from({ length: Math.ceil(LOGIN_SUCCESS_MAX_PER_IP / 10) + 1 }, () =>
        server.signUp(undefined, 'right-password'),
      ),
    );
    let succeeded = 0;
    for (const { email } of accounts.slice(0, -1)) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => login(email, 'right-password', ip)));
      succeeded += answers.filter((answer) => answer.status === 200).length;
    }
    expect(succeeded).toBe(LOGIN_SUCCESS_MAX_PER_IP);
    expect((await login(accounts.at(-1)?.email ?? '', 'right-password', ip)).status).toBe(429);
    expect((await login(accounts.at(-1)?.email ?? '', 'right-password', freshIp())).status).toBe(200);
  });

  test('under guessing from many IPs the owner still gets in from an IP or a device they logged in from before', async () => {
    const { email } = await server.signUp(undefined, 'right-password');
    const homeIp = freshIp();
    const first = await login(email, 'right-password', homeIp);
    expect(first.status).toBe(200);
    const deviceCookie = first.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('tt_device='))
      ?.split(';')[0];
    expect(deviceCookie).toBeTruthy();
    // The owner mistypes once at home, and strangers guess from 150 addresses: the account is locked for them.
    expect((await login(email, 'wrong-password', homeIp)).status).toBe(401);
    await loginBurst(
      Array.from({ length: 150 }, () => ({ email, password: 'wrong-password', ip: freshIp() })),
    );
    expect((await login(email, 'right-password', freshIp())).status).toBe(429);

    expect((await login(email, 'right-password', homeIp)).status).toBe(200);
    const travelling = await server.call('/auth/login', {
      ip: freshIp(),
      headers: { cookie: deviceCookie ?? '' },
      json: { email, password: 'right-password' },
    });
    expect(travelling.status).toBe(200);
    // The device cookie is this account's: it does not open another locked one.
    const other = await server.signUp(undefined, 'right-password');
    await loginBurst(
      Array.from({ length: 150 }, () => ({ email: other.email, password: 'x-wrong', ip: freshIp() })),
    );
    const borrowed = await server.call('/auth/login', {
      ip: freshIp(),
      headers: { cookie: deviceCookie ?? '' },
      json: { email: other.email, password: 'right-password' },
    });
    expect(borrowed.status).toBe(429);
  });

  test('a wrong password and an unknown e-mail take as long (no user enumeration by timing)', async () => {
    const { email } = await server.signUp(undefined, 'right-password');
    const timeLogin = async (address: string) => {
      const started = performance.now();
      const response = await login(address, 'wrong-password', freshIp());
      expect(response.status).toBe(401);
      return performance.now() - started;
    };
    // Each round times the two side by side and keeps their ratio: a pair shares whatever load the machine has
    // at that moment, so the median of the ratios holds on a busy machine, where medians of each alone drift.
    const ratios: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      const known = await timeLogin(email);
      ratios.push((await timeLogin(`ghost-${round}-${email}`)) / known);
    }
    const median = ratios.sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? 0;
    // Both run one argon2id verify; without the dummy hash an unknown e-mail would answer in a fraction.
    expect(median).toBeGreaterThan(0.5);
    expect(median).toBeLessThan(2);
  });

  test('reset-password with a wrong token answers fast, and one IP gets 10 tries per 15 minutes', async () => {
    const ip = freshIp();
    const started = performance.now();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await server.call(`/auth/reset-password/${'A'.repeat(43)}${attempt}`, {
        ip,
        json: { newPassword: 'x'.repeat(128) },
      });
      expect(response.status).toBe(400);
    }
    // Ten argon2id hashes take over 100 ms on these machines; ten token lookups take a fraction of that.
    expect(performance.now() - started).toBeLessThan(1_000);
    const blocked = await server.call(`/auth/reset-password/${'B'.repeat(43)}`, {
      ip,
      json: { newPassword: 'new-password' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);

    const { userId } = await server.signUp();
    const resetToken = await server.app.services.createPasswordReset(userId);
    const fromElsewhere = await server.call(`/auth/reset-password/${resetToken}`, {
      ip: freshIp(),
      json: { newPassword: 'new-password' },
    });
    expect(fromElsewhere.status).toBe(200);
  });

  test('a session unused for 30 days has ended; one used within 30 days works and is kept alive', async () => {
    const { db } = server.app.services;
    const { token: idle, userId } = await server.signUp();
    const recent = await server.app.services.createSession(userId);
    const lastUsed = (token: string, when: Date) =>
      db
        .update(sessions)
        .set({ lastUsedAt: when })
        .where(eq(sessions.tokenHash, hashToken(token)));
    await lastUsed(idle, new Date(Date.now() - 31 * DAY));
    await lastUsed(recent, new Date(Date.now() - 29 * DAY));

    expect((await server.call('/auth/me', { token: idle })).status).toBe(401);
    expect((await server.call('/auth/me', { token: recent })).status).toBe(200);
    const [touched] = await db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(recent)));
    expect(Date.now() - (touched?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  test(`a user holds at most ${MAX_SESSIONS_PER_USER} sessions; a new one ends the least recently used`, async () => {
    const { email, token: first } = await server.signUp(undefined, 'right-password');
    const ip = freshIp();
    const tokens = [first];
    for (let count = 1; count <= MAX_SESSIONS_PER_USER; count += 1) {
      const response = await login(email, 'right-password', ip);
      expect(response.status).toBe(200);
      tokens.push((await response.json()).authtoken);
    }

    expect((await server.call('/auth/me', { token: first })).status).toBe(401);
    for (const token of tokens.slice(1)) expect((await server.call('/auth/me', { token })).status).toBe(200);
  });

  test('the free describes go once per mailbox: +tags and Gmail dots share them; other mailboxes get their own', async () => {
    const tag = `${database}${Math.random().toString(36).slice(2, 8)}`;
    const signUp = async (email: string) => {
      const response = await server.call('/auth/createuser', { json: { email, password: 'secret-42' } });
      expect(response.status).toBe(200);
      return (await response.json()).user.remainingClicks;
    };

    expect(await signUp(`Sam.Lee${tag}+one@gmail.com`)).toBe(16);
    expect(await signUp(`samlee${tag}+two@googlemail.com`)).toBe(0);
    expect(await signUp(`s.a.m.lee${tag}@gmail.com`)).toBe(0);
    expect(await signUp(`sam.lee${tag}+x@example.com`)).toBe(16);
    expect(await signUp(`sam.lee${tag}@example.com`)).toBe(0);
    // Outside Gmail, dots are part of the mailbox.
    expect(await signUp(`samlee${tag}@example.com`)).toBe(16);
  });

  test('aliases signing up at once get one grant between them', async () => {
    const tag = `${database}${Math.random().toString(36).slice(2, 8)}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        server.call('/auth/createuser', {
          json: { email: `race${tag}+${index}@example.com`, password: 'secret-42' },
        }),
      ),
    );
    const clicks = await Promise.all(
      answers.map(async (answer) => (await answer.json()).user.remainingClicks),
    );
    expect(clicks.filter((count) => count === 16)).toHaveLength(1);
    expect(clicks.filter((count) => count === 0)).toHaveLength(19);
  });

  test('a malformed URL answers JSON { message } with the security headers, without echoing the URL', async () => {
    const response = await fetch(`${server.api}/pages/%ZZ`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({ message: 'The request is not valid.' });
  });

  test("what Node's parser refuses (bad headers, no Host, an unknown Expect, CONNECT) answers JSON { message } with the security headers", async () => {
    const cases = [
      { bytes: 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', status: 400 },
      { bytes: `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431 },
      { bytes: 'NOT A REQUEST\r\n\r\n', status: 400 },
      { bytes: 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n', status: 400 },
      {
        bytes: 'GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nConnection: close\r\n\r\n',
        status: 417,
      },
      { bytes: 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', status: 405 },
    ];
    for (const { bytes, status } of cases) {
      const answer = splitAnswer(await rawRequest(port, bytes));
      expect(answer.status, bytes.slice(0, 40)).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-security-policy']).toMatch(/default-src '(self|none)'/);
      expect(Object.keys(JSON.parse(answer.body))).toEqual(['message']);
    }
    expect((await fetch(`${server.api}/health`)).status).toBe(200);
  });

  test('no HSTS while the public URL is http', async () => {
    const response = await fetch(`${server.api}/health`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
