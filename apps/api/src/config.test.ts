// Proves the environment is read with sensible defaults and every bad value is reported by name.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

test('an empty environment gives the one-machine defaults', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 3000,
    host: '127.0.0.1',
    // The README's ./data: the repo's own folder, whichever folder the server was started from.
    dataDir: resolve(repoRoot, 'data'),
    pgliteDir: resolve(repoRoot, 'data/pglite'),
    databaseUrl: null,
    publicUrl: 'http://localhost:3000',
    smtpUrl: null,
    redisUrl: null,
    nodeEnv: 'development',
    cashfree: null,
    cashfreeEnv: 'sandbox',
    cashfreeApiUrl: null,
  });
  expect(config.webDist).toMatch(/apps\/web\/dist$/);
});

test('set values are used', () => {
  const config = loadConfig({
    PORT: '8080',
    HOST: '0.0.0.0',
    DATA_DIR: '/var/lib/termtap',
    DATABASE_URL: 'postgres://app:secret@db:5432/termtap',
    PUBLIC_URL: 'https://termtap.in/',
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    MAIL_FROM: 'TermTap <no-reply@termtap.in>',
    REDIS_URL: 'redis://127.0.0.1:6379',
    NODE_ENV: 'production',
    CASHFREE_APP_ID: 'app',
    CASHFREE_SECRET_KEY: 'secret',
    CASHFREE_ENV: 'production',
    CASHFREE_API_URL: 'http://127.0.0.1:9999/pg/',
  });
  expect(config).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    dataDir: '/var/lib/termtap',
    databaseUrl: 'postgres://app:secret@db:5432/termtap',
    publicUrl: 'https://termtap.in',
    nodeEnv: 'production',
    cashfree: { appId: 'app', secretKey: 'secret' },
    cashfreeEnv: 'production',
    cashfreeApiUrl: 'http://127.0.0.1:9999/pg',
  });
});

test('every bad value is named in one error, and passwords in URLs are not echoed', () => {
  let error: unknown;
  try {
    loadConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://root:hunter2@db/x',
      SMTP_URL: 'not a url',
      NODE_ENV: 'staging',
      CASHFREE_APP_ID: 'only-the-id',
      CASHFREE_ENV: 'live',
      REDIS_URL: 'http://cache',
    });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const message = error instanceof Error ? error.message : '';
  for (const name of [
    'PORT',
    'DATABASE_URL',
    'SMTP_URL',
    'NODE_ENV',
    'CASHFREE_APP_ID',
    'CASHFREE_ENV',
    'REDIS_URL',
  ]) {
    expect(message).toContain(name);
  }
  expect(message).not.toContain('hunter2');
});

/** Every setting production requires (the SMTP server's answer is checked at start, in main.ts). */
const complete = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://termtap.in',
  SMTP_URL: 'smtp://mail.example.com',
  CASHFREE_APP_ID: 'app',
  CASHFREE_SECRET_KEY: 'secret',
};

test('production starts only fully configured: each missing setting is named', () => {
  expect(loadConfig(complete).nodeEnv).toBe('production');
  const problemsWithout = (env: Record<string, string | undefined>): string => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
    }
    return 'no problem';
  };
  expect(problemsWithout({ ...complete, PUBLIC_URL: undefined })).toMatch(/PUBLIC_URL must be set/);
  expect(problemsWithout({ ...complete, PUBLIC_URL: 'http://termtap.in' })).toMatch(
    /PUBLIC_URL must be an https URL when NODE_ENV is production \(got "http:\/\/termtap.in"\)/,
  );
  expect(
    problemsWithout({ ...complete, CASHFREE_APP_ID: undefined, CASHFREE_SECRET_KEY: undefined }),
  ).toMatch(/CASHFREE_APP_ID and CASHFREE_SECRET_KEY must be set when NODE_ENV is production/);
  // Nothing set: every problem at once, one line each.
  const all = problemsWithout({ NODE_ENV: 'production' });
  for (const name of ['PUBLIC_URL', 'SMTP_URL', 'CASHFREE_APP_ID']) expect(all).toContain(`  - ${name}`);
  // Outside production none of them is required.
  expect(loadConfig({ NODE_ENV: 'development' }).cashfree).toBeNull();
});

test('production without SMTP_URL refuses to start rather than log reset links', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
    /SMTP_URL must be set when NODE_ENV is production/,
  );
  expect(loadConfig({ ...complete, SMTP_URL: 'smtp://mail.example.com:587' }).smtpUrl).toBe(
    'smtp://mail.example.com:587',
  );
  // Outside production the dev outbox (and its logged link) is still the default.
  expect(loadConfig({}).smtpUrl).toBeNull();
});

test('the test gateway is automatic by default; an opt-in is read, and refused in production', () => {
  expect(loadConfig({}).localTestGateway).toBe('auto');
  expect(loadConfig({ LOCAL_TEST_GATEWAY: 'on' }).localTestGateway).toBe('on');
  expect(loadConfig({ LOCAL_TEST_GATEWAY: 'off' }).localTestGateway).toBe('off');
  expect(() => loadConfig({ LOCAL_TEST_GATEWAY: 'yes' })).toThrow(/LOCAL_TEST_GATEWAY must be one of/);
  expect(() => loadConfig({ ...complete, LOCAL_TEST_GATEWAY: 'on' })).toThrow(
    /LOCAL_TEST_GATEWAY=on is not allowed/,
  );
});

test('requests time out after 20 s unless REQUEST_TIMEOUT_MS says otherwise', () => {
  expect(loadConfig({}).requestTimeoutMs).toBe(20_000);
  expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5_000);
  expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
});

test('a PUBLIC_URL in capitals is read as the same https origin (HSTS and the webhook URL depend on it)', () => {
  expect(loadConfig({ PUBLIC_URL: 'HTTPS://TermTap.in/' }).publicUrl).toBe('https://termtap.in');
  expect(loadConfig({ PUBLIC_URL: 'Http://LOCALHOST:8080' }).publicUrl).toBe('http://localhost:8080');
  expect(loadConfig({ MAX_CONNECTIONS_PER_IP: '12' }).maxConnectionsPerIp).toBe(12);
  expect(loadConfig({}).maxConnectionsPerIp).toBe(256);
});
