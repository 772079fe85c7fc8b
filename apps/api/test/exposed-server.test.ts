// Proves a server reachable from the network gives no months away and cannot be held open: the free test
// gateway is off unless the operator opts in (and says so in the log), and a slowly sent request is cut off.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isLocalGatewayEnabled, showsAProxy } from '../src/billing/create-billing.ts';
import { capturedLog } from './support/log.ts';
import { rawRequest, splitAnswer } from './support/raw-http.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
const log = capturedLog();
beforeAll(async () => {
  server = await startTestServer(
    'pglite',
    { host: '0.0.0.0', localTestGateway: 'auto', requestTimeoutMs: 1_000, logLevel: 'info' },
    { logStream: log.stream },
  );
});
afterAll(async () => {
  await server?.close();
});

test('the test gateway is on by default only on a loopback address with no proxy in front', () => {
  const base = {
    cashfree: null,
    nodeEnv: 'development',
    trustProxyHops: 0,
    publicUrl: 'http://localhost:3000',
  } as const;
  expect(isLocalGatewayEnabled({ ...base, host: '127.0.0.1', localTestGateway: 'auto' })).toBe(true);
  expect(isLocalGatewayEnabled({ ...base, host: 'localhost', localTestGateway: 'auto' })).toBe(true);
  expect(isLocalGatewayEnabled({ ...base, host: '::1', localTestGateway: 'auto' })).toBe(true);
  expect(isLocalGatewayEnabled({ ...base, host: '0.0.0.0', localTestGateway: 'auto' })).toBe(false);
  expect(isLocalGatewayEnabled({ ...base, host: '192.168.1.5', localTestGateway: 'auto' })).toBe(false);
  expect(
    isLocalGatewayEnabled({ ...base, host: '127.0.0.1', trustProxyHops: 1, localTestGateway: 'auto' }),
  ).toBe(false);
  expect(isLocalGatewayEnabled({ ...base, host: '0.0.0.0', localTestGateway: 'on' })).toBe(true);
  expect(isLocalGatewayEnabled({ ...base, host: '127.0.0.1', localTestGateway: 'off' })).toBe(false);
  expect(
    isLocalGatewayEnabled({ ...base, nodeEnv: 'production', host: '127.0.0.1', localTestGateway: 'on' }),
  ).toBe(false);
});

test('a server listening on 0.0.0.0 gives no months away: no test checkout, and the log says why', async () => {
  const { token } = await server.signUp();
  const session = await server.call('/checkout/create-session', { method: 'POST', token });
  expect(session.status).toBe(502);
  const complete = await server.call('/checkout/local/complete', {
    token,
    json: { orderId: 'tt_anything', outcome: 'SUCCESS' },
  });
  expect(complete.status).toBe(404);
  expect((await server.call('/auth/me', { token })).status).toBe(200);
  expect(log.text()).toContain('The local test gateway is off');
});

test('a request whose body trickles in is answered 408 JSON and closed after the timeout', async () => {
  const port = Number(new URL(server.api).port);
  const started = Date.now();
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    // One more byte every 200 ms keeps the connection busy, as the attack did; it must not buy more time.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    socket.on('close', () => clearInterval(trickle));
    socket.setTimeout(15_000, () => socket.destroy(new Error('the server never cut the request off')));
  });
  const elapsed = Date.now() - started;

  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer).toMatch(/content-security-policy: /i);
  expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
    message: 'The request took too long.',
  });
  expect(elapsed).toBeLessThan(5_000);
  expect((await server.call('/health')).status).toBe(200);
});

test('headers sent a line at a time are cut off too', async () => {
  const port = Number(new URL(server.api).port);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 200);
    socket.on('close', () => clearInterval(trickle));
    socket.setTimeout(15_000, () => socket.destroy(new Error('the server never cut the headers off')));
  });
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
});

test('the test gateway stays off by default when the public URL is https: a proxy ends TLS in front', () => {
  const base = { cashfree: null, nodeEnv: 'development', trustProxyHops: 0, host: '127.0.0.1' } as const;
  expect(
    isLocalGatewayEnabled({ ...base, localTestGateway: 'auto', publicUrl: 'http://localhost:3000' }),
  ).toBe(true);
  expect(isLocalGatewayEnabled({ ...base, localTestGateway: 'auto', publicUrl: 'https://termtap.in' })).toBe(
    false,
  );
  expect(isLocalGatewayEnabled({ ...base, localTestGateway: 'auto', publicUrl: 'HTTPS://termtap.in' })).toBe(
    false,
  );
  expect(isLocalGatewayEnabled({ ...base, localTestGateway: 'on', publicUrl: 'https://termtap.in' })).toBe(
    true,
  );
});

test('a proxy shows itself by X-Forwarded-For, Forwarded or X-Real-IP', () => {
  expect(showsAProxy({ 'x-forwarded-for': '203.0.113.9' })).toBe(true);
  expect(showsAProxy({ forwarded: 'for=203.0.113.9' })).toBe(true);
  expect(showsAProxy({ 'x-real-ip': '203.0.113.9' })).toBe(true);
  expect(showsAProxy({ host: 'localhost:3000', 'user-agent': 'curl' })).toBe(false);
});

describe('a server on a loopback address with no proxy configured', () => {
  let local: TestServer;
  const localLog = capturedLog();
  beforeAll(async () => {
    local = await startTestServer(
      'pglite',
      {
        host: '127.0.0.1',
        trustProxyHops: 0,
        localTestGateway: 'auto',
        maxConnectionsPerIp: 5,
        logLevel: 'info',
      },
      { logStream: localLog.stream },
    );
  });
  afterAll(async () => {
    await local?.close();
  });

  test('turns the test gateway off for good once a request shows a proxy in front, and says so', async () => {
    const { token } = await local.signUp();
    const direct = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${local.api}${path}`, { method: 'POST', headers: { 'x-access-token': token, ...headers } });
    const before = await direct('/checkout/create-session');
    expect(before.status).toBe(200);
    const { order_id: orderId } = await before.json();

    expect((await fetch(`${local.api}/health`, { headers: { 'x-real-ip': '203.0.113.9' } })).status).toBe(
      200,
    );

    expect((await direct('/checkout/create-session')).status).toBe(502);
    const complete = await fetch(`${local.api}/checkout/local/complete`, {
      method: 'POST',
      headers: { 'x-access-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId, outcome: 'success' }),
    });
    expect(complete.status).toBe(404);
    expect(
      (await (await fetch(`${local.api}/auth/me`, { headers: { 'x-access-token': token } })).json())
        .paidUntil,
    ).toBeNull();
    expect(localLog.text()).toContain('The local test gateway is now off');
  });

  test('holds at most MAX_CONNECTIONS_PER_IP open connections from one address; the next gets a JSON 503', async () => {
    const port = Number(new URL(local.api).port);
    const held = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', reject);
          }),
      ),
    );
    try {
      const refused = splitAnswer(await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'));
      expect(refused.status).toBe(503);
      expect(refused.headers['content-security-policy']).toBeTruthy();
      expect(JSON.parse(refused.body)).toEqual({ message: 'Too many connections from your address.' });
    } finally {
      for (const socket of held) socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`${local.api}/health`)).status).toBe(200);
  });
});
