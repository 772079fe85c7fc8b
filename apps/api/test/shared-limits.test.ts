// Proves two API processes on one PostgreSQL share sessions and attempt limits through Redis (runs when
// TEST_DATABASE_URL and TEST_REDIS_URL are set).
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const canRun = Boolean(redisUrl && process.env.TEST_DATABASE_URL);

describe.runIf(canRun)('two API processes with PostgreSQL and Redis', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer('postgres', { redisUrl: redisUrl ?? null });
    // The second app uses the first one's database: like a second process behind a load balancer.
    second = await startTestServer('pglite', {
      redisUrl: redisUrl ?? null,
      databaseUrl: first.app.services.config.databaseUrl,
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  test('a session made on one process works on the other, and logout on one ends it on both', async () => {
    const { token } = await first.signUp();
    expect((await second.call('/auth/me', { token })).status).toBe(200);
    expect((await second.call('/auth/logout', { method: 'POST', token })).status).toBe(204);
    expect((await first.call('/auth/me', { token })).status).toBe(401);
  });

  test('login failures for one e-mail count across both processes; the owner from a clean IP still gets in', async () => {
    const { email } = await first.signUp(undefined, 'right-password');
    const tag = Math.floor(Math.random() * 200) + 1;
    const failingIps = Array.from({ length: 10 }, (_, index) => `198.51.${tag}.${index + 1}`);
    for (const [attempt, ip] of failingIps.entries()) {
      const server = attempt % 2 === 0 ? first : second;
      const response = await server.call('/auth/login', { ip, json: { email, password: 'wrong-password' } });
      expect(response.status).toBe(401);
    }
    for (const [server, ip] of [
      [first, failingIps[1]],
      [second, failingIps[0]],
    ] as const) {
      const blocked = await server.call('/auth/login', { ip, json: { email, password: 'right-password' } });
      expect(blocked.status).toBe(429);
    }
    expect((await second.call('/auth/login', { json: { email, password: 'right-password' } })).status).toBe(
      200,
    );
  });

  test('simultaneous guesses from one IP spread over both processes are counted before they are checked', async () => {
    const { email } = await first.signUp(undefined, 'right-password');
    const ip = `198.51.${Math.floor(Math.random() * 200) + 1}.200`;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        (index % 2 === 0 ? first : second).call('/auth/login', {
          ip,
          json: { email, password: 'wrong-password' },
        }),
      ),
    );
    const checked = answers.filter((answer) => answer.status === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
  });

  test('forgot-password requests refused by the per-IP limit leave no key in Redis', async () => {
    const ip = `198.51.${Math.floor(Math.random() * 200) + 1}.201`;
    const refused: string[] = [];
    for (let request = 0; request < 35; request += 1) {
      const email = `made-up-${request}-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await first.call('/auth/forgot-password', { ip, json: { email } });
      if (response.status === 429) refused.push(email);
    }
    expect(refused.length).toBe(5);
    const redis = new Redis(redisUrl ?? '');
    try {
      const prefix = `${first.app.services.config.redisKeyPrefix}attempts:forgot-email:`;
      for (const email of refused) expect(await redis.exists(`${prefix}${email}`)).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});
