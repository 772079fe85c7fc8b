import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import {
  copyMigratedPgliteFolder,
  migratedPgliteTemplate,
  openWithContent,
  templateKey,
} from './pglite-template.ts';

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

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database holding the content and no users, to copy (CREATE DATABASE … TEMPLATE), made
 * once per set of migrations on the server (its name carries their key): copying it takes as long as creating an
 * empty database, where running every migration takes seconds. Made under a name of its own and renamed when
 * complete, so a test file making it at the same time, or a copy, never sees half of one.
 */
async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `termtap_test_template_${await templateKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  await admin.end();
  if (rowCount) return name;
  const partial = `${name}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${partial}"`);
  try {
    const handle = await openWithContent({
      databaseUrl: databaseUrl(adminUrl, partial),
      pgliteDir: 'memory://',
    });
    await handle.close();
    // The pool's sessions end a moment after close() answers; until then the rename is refused (55006).
    for (let attempt = 1; ; attempt += 1) {
      try {
        await adminQuery(adminUrl, `ALTER DATABASE "${partial}" RENAME TO "${name}"`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } catch (error) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${partial}" WITH (FORCE)`);
    // Another test file renamed its own into place first.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
  return name;
}

/**
 * A migrated PostgreSQL database of its own for this test file (a copy of the template), dropped on close, so
 * parallel runs never collide.
 */
async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  postgresTemplate ??= makePostgresTemplate(adminUrl);
  const template = await postgresTemplate;
  const name = `termtap_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * The Redis key prefix of this test process's servers. The machine's Redis outlives a run: with the default
 * prefix a per-IP or per-e-mail count from an earlier run in the same hour (the limits' window) met a later run's
 * request, and a test that expected 5 refusals out of 35 saw 35. Two servers of one file still share it.
 */
const redisKeyPrefix = `termtap-test-${randomUUID().slice(0, 8)}:`;

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
    redisKeyPrefix,
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
