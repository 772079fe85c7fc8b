import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import { copyMigratedPgliteFolder, migratedPgliteTemplate } from './pglite-template.ts';

/** The databases every integration test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databases: readonly ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234/api */
  api: string;
  dataDir: string;
  /** fetch against the API; each call comes from its own client IP unless `ip` is given (rate limits are per IP). */
  call(path: string, init?: CallInit): Promise<Response>;
  /** A signed-up user with a session token. */
  signUp(email?: string, password?: string): Promise<{ token: string; userId: number; email: string }>;
  close(): Promise<void>;
}

export interface CallInit {
  method?: string;
  token?: string;
  /** Sent as JSON unless it is already a string. */
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  ip?: string;
}

let ipCounter = 0;
const ipPrefix = Math.floor(Math.random() * 256);
let userCounter = 0;

function nextIp(): string {
  ipCounter += 1;
  return `10.${ipPrefix}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A PostgreSQL database of its own for this test file, dropped on close, so parallel runs never collide. */
async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `termtap_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Builds the app on a fresh database and listens on 127.0.0.1 with a random port. */
export async function startTestServer(
  database: 'pglite' | 'postgres',
  overrides: Partial<AppConfig> = {},
  options: {
    logStream?: Writable;
    /** The mail sweep's clock (see createApp). */
    now?: () => Date;
    /** The sweep's timer: off (null) unless a test asks, so only the test decides when it runs. */
    sweepIntervalMs?: number | null;
  } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'termtap-api-test-'));
  const postgres = database === 'postgres' ? await createTestDatabase() : null;
  const config: AppConfig = {
    ...loadConfig({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    dataDir,
    databaseUrl: postgres?.url ?? null,
    pgliteDir: 'memory://',
    nodeEnv: 'test',
    trustProxyHops: 1,
    webDist: join(dataDir, 'no-web-app'),
    publicUrl: 'http://termtap.test',
    // Requests arrive through a pretend proxy (trustProxyHops 1, for per-IP limits), which would turn the test
    // gateway off by default.
    localTestGateway: 'on',
    ...overrides,
  };
  // PGlite starts from a migrated template instead of running initdb and every migration: in memory from a dump,
  // on disk (a folder that holds no database yet) from a copy of a migrated folder.
  if (
    database === 'pglite' &&
    !config.pgliteDir.startsWith('memory://') &&
    !existsSync(join(config.pgliteDir, 'PG_VERSION'))
  )
    await copyMigratedPgliteFolder(config.pgliteDir);
  const pgliteTemplate =
    database === 'pglite' && config.pgliteDir === 'memory://' ? await migratedPgliteTemplate() : undefined;
  let app: FastifyInstance;
  try {
    app = await createApp(config, {
      sweepIntervalMs: null,
      ...(pgliteTemplate ? { pgliteTemplate } : {}),
      ...options,
    });
  } catch (error) {
    await postgres?.drop();
    throw error;
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const api = `http://127.0.0.1:${address.port}/api`;

  const call = (path: string, init: CallInit = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? nextIp(), ...init.headers };
    if (init.token !== undefined) headers['x-access-token'] = init.token;
    let body: string | undefined = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] ??= 'application/json';
    }
    return fetch(`${api}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
  };

  return {
    app,
    api,
    dataDir,
    call,
    async signUp(email, password = 'secret-42') {
      userCounter += 1;
      const address = email ?? `student${userCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const user = await app.services.createUser(address, password);
      const token = await app.services.createSession(user.id);
      return { token, userId: user.id, email: user.email };
    },
    async close() {
      await app.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
