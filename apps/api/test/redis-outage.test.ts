// Proves the rate limits survive a Redis outage: when Redis cannot be reached, they keep working in the
// process, the log says so loudly, and health reports "degraded"; when Redis answers again, limits are shared again.
import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { capturedLog } from './support/log.ts';
import { freePort } from './support/process.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const wrongLogins = async (server: TestServer, email: string, ip: string, count: number) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const response = await server.call('/auth/login', { ip, json: { email, password: 'wrong-password' } });
    statuses.push(response.status);
  }
  return statuses;
};

describe('Redis unreachable from the start', () => {
  let server: TestServer;
  const log = capturedLog();
  beforeAll(async () => {
    const nobodyListens = await freePort();
    server = await startTestServer(
      'pglite',
      { redisUrl: `redis://127.0.0.1:${nobodyListens}`, logLevel: 'warn' },
      { logStream: log.stream },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  test('login limits still hold (in this process), health says degraded, and the log says why', async () => {
    const { email } = await server.signUp(undefined, 'right-password');
    const statuses = await wrongLogins(server, email, '198.20.0.1', 12);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);

    const health = await server.call('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'degraded' });
    expect(log.text()).toContain('Redis is unreachable: rate limits now count in this process only');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))('Redis going away and coming back', () => {
  let server: TestServer;
  let proxy: Server;
  let proxyPort: number;
  const sockets = new Set<Socket>();
  const log = capturedLog();
  const target = new URL(redisUrl ?? 'redis://127.0.0.1:6379');

  /** A TCP relay to the real Redis that the test can cut and restore, like a network outage. */
  async function openProxy(port: number) {
    proxy = createServer((client) => {
      const upstream = new NetSocket();
      sockets.add(client);
      sockets.add(upstream);
      upstream.connect(Number(target.port || 6379), target.hostname);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop);
      upstream.on('error', drop);
      client.on('close', drop);
      upstream.on('close', drop);
    });
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  }

  async function cutProxy() {
    await new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    });
  }

  beforeAll(async () => {
    proxyPort = await freePort();
    await openProxy(proxyPort);
    server = await startTestServer(
      'pglite',
      { redisUrl: `redis://127.0.0.1:${proxyPort}`, logLevel: 'warn' },
      { logStream: log.stream },
    );
  });
  afterAll(async () => {
    await server?.close();
    await cutProxy().catch(() => undefined);
  });

  test('an outage mid-run falls back loudly and health turns degraded, then ok again when Redis is back', async () => {
    await expect.poll(async () => (await (await server.call('/health')).json()).status).toBe('ok');
    await cutProxy();

    const { email } = await server.signUp(undefined, 'right-password');
    const ip = `198.20.1.${Math.floor(Math.random() * 250) + 1}`;
    const statuses = await wrongLogins(server, email, ip, 11);
    expect(statuses.at(-1)).toBe(429);
    expect((await (await server.call('/health')).json()).status).toBe('degraded');
    expect(log.text()).toContain('Redis is unreachable');

    await openProxy(proxyPort);
    await expect
      .poll(async () => (await (await server.call('/health')).json()).status, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe('ok');
  });
});
