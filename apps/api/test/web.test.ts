// Proves the web app is served with history fallback, /api never falls back to HTML, security headers are set and
// logs keep secrets out.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
let webDist: string;
const logLines: string[] = [];

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'termtap-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webDist, 'assets', 'app-1234.js'), 'console.log(1);');
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  server = await startTestServer('pglite', { webDist, logLevel: 'trace' }, { logStream });
});
afterAll(async () => {
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

const site = (path: string, init?: RequestInit) => fetch(server.api.replace(/\/api$/, '') + path, init);

test('the web app is served at / and any app route falls back to index.html', async () => {
  for (const path of ['/', '/nutrition', '/reset-password?token=abc', '/deep/link/here']) {
    const response = await site(path, { headers: { accept: 'text/html' } });
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root">');
  }
  const asset = await site('/assets/app-1234.js');
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toContain('immutable');
  expect((await site('/assets/missing-5678.js')).status).toBe(404);
});

test('unknown /api paths answer 404 JSON, never the web app', async () => {
  for (const path of ['/api', '/api/', '/api/unknown', '/api/pages', '/api/auth/nothing?x=1']) {
    const response = await site(path, { headers: { accept: 'text/html' } });
    expect(response.status, path).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  }
});

test('health answers ok', async () => {
  const response = await server.call('/health');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('security headers: a CSP without inline scripts and no framing, nosniff, a referrer policy', async () => {
  for (const response of [await site('/'), await server.call('/pages/chemistry')]) {
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain('https://sdk.cashfree.com');
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  }
});

test('logs never contain passwords, session tokens or reset tokens (outside the dev outbox line)', async () => {
  const password = 'log-secret-password-1';
  const signUp = await server.call('/auth/createuser', { json: { email: 'logs@example.com', password } });
  const { authtoken } = await signUp.json();
  await server.call('/auth/me', { token: authtoken });
  await server.call('/auth/login', { json: { email: 'logs@example.com', password: 'wrong-password-2' } });
  await server.call('/auth/forgot-password', { json: { email: 'logs@example.com' } });
  await server.app.services.settle();
  const user = await server.app.services.findUserByEmail('logs@example.com');
  const resetToken = await server.app.services.createPasswordReset(user?.id ?? 0);
  await server.call(`/auth/reset-password/${resetToken}`, { json: { newPassword: 'another-secret-3' } });

  const outboxLines = logLines.filter((line) => line.includes('dev outbox'));
  expect(outboxLines).toHaveLength(1);
  const otherLines = logLines.filter((line) => !line.includes('dev outbox')).join('\n');
  expect(otherLines).toContain('/auth/reset-password/[token]');
  for (const secret of [password, 'wrong-password-2', 'another-secret-3', authtoken, resetToken]) {
    expect(otherLines).not.toContain(secret);
  }
  expect(otherLines).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
});
