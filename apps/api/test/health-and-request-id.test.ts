// Proves the health routes an orchestrator relies on: liveness never depends on the database, readiness answers
// 503 once a shutdown has begun and stays 200 ("degraded") through a Redis outage; and that every request has an
// id: a well-formed incoming X-Request-Id is used, echoed and written on its log line, anything else is replaced.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lazyChildLogger } from '../src/http/request-id.ts';
import { capturedLog } from './support/log.ts';
import { freePort } from './support/process.ts';
import { databases, startTestServer, type TestServer } from './support/server.ts';

describe.each(databases)('health on %s', (database) => {
  let server: TestServer;
  const log = capturedLog();
  beforeAll(async () => {
    server = await startTestServer(database, { logLevel: 'info' }, { logStream: log.stream });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('live, ready and health answer ok while the process serves', async () => {
    for (const path of ['/health', '/health/live', '/health/ready']) {
      const response = await server.call(path);
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toEqual({ status: 'ok' });
    }
  });

  test('an incoming well-formed X-Request-Id is used, echoed and logged; others get a random id', async () => {
    const given = 'edge-4f1c2a9b.7e:01';
    const echoed = await server.call('/health/live', { headers: { 'x-request-id': given } });
    expect(echoed.headers.get('x-request-id')).toBe(given);
    const line = log.lines.map((text) => JSON.parse(text)).find((entry) => entry.reqId === given);
    expect(line).toMatchObject({ msg: 'request completed', req: { url: '/api/health/live' } });

    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of ['has space', 'x'.repeat(129), 'semi;colon']) {
      const replaced = await server.call('/health/live', { headers: { 'x-request-id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(uuid);
    }
    const first = (await server.call('/health/live')).headers.get('x-request-id');
    const second = (await server.call('/health/live')).headers.get('x-request-id');
    expect(first).toMatch(uuid);
    expect(second).toMatch(uuid);
    expect(first).not.toBe(second);
    // An error answer carries its id too.
    const missing = await server.call('/no-such-route', { headers: { 'x-request-id': 'req-404' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBe('req-404');
  });

  test('once a shutdown begins, ready answers 503 while live and health still answer 200', async () => {
    server.app.lifecycle.beginShutdown();
    const ready = await server.call('/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ message: 'Service unavailable.' });
    expect((await server.call('/health/live')).status).toBe(200);
    expect((await server.call('/health')).status).toBe(200);
  });
});

test('with Redis unreachable the process stays ready, and says degraded', async () => {
  const server = await startTestServer('pglite', { redisUrl: `redis://127.0.0.1:${await freePort()}` });
  try {
    const ready = await server.call('/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'degraded' });
    expect(await (await server.call('/health')).json()).toEqual({ status: 'degraded' });
  } finally {
    await server.close();
  }
}, 120_000);

test('quiet logs (LOG_LEVEL warn): no line per request, but a warning or error of a request carries its id', async () => {
  const log = capturedLog();
  const server = await startTestServer('pglite', { logLevel: 'warn' }, { logStream: log.stream });
  try {
    const response = await server.call('/health/live', { headers: { 'x-request-id': 'quiet-1' } });
    expect(response.headers.get('x-request-id')).toBe('quiet-1');
    expect(log.text()).not.toContain('quiet-1');
    // What Fastify makes for each request at this level (app.ts's childLoggerFactory).
    const requestLog = lazyChildLogger(server.app.log, { reqId: 'quiet-2' }, {});
    requestLog.info('not written at warn');
    requestLog.error('written, with the id');
    const lines = log.lines.map((text) => JSON.parse(text));
    expect(lines.filter((line) => line.reqId === 'quiet-2').map((line) => line.msg)).toEqual([
      'written, with the id',
    ]);
  } finally {
    await server.close();
  }
}, 120_000);
