// Starts the real API server (which also serves the built web app) on a free loopback port with a fresh PGlite
// data directory, and stops it again.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webRoot } from '../tooling/buildWebApp.ts';

const repoRoot = join(webRoot, '..', '..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The server globalSetup.ts started for the scenarios, and the web build it serves. */
export interface E2eServer {
  baseUrl: string;
  dataDir: string;
  /** The built web app, for a scenario that starts a server of its own. */
  webDist: string;
}

const e2eServerVariable = 'TERMTAP_E2E_SERVER';

/** Called by globalSetup.ts: Playwright starts its test workers after it, with its environment. */
export function publishE2eServer(server: E2eServer): void {
  process.env[e2eServerVariable] = JSON.stringify(server);
}

export function runningE2eServer(): E2eServer {
  const published = process.env[e2eServerVariable];
  if (!published) throw new Error('No e2e server: run the scenarios with `npm run test:e2e`.');
  return JSON.parse(published) as E2eServer;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function stopProcess(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.pid === undefined) return resolve();
    server.once('exit', () => resolve());
    // The server runs in its own process group (npm → tsx → node): end the whole group.
    process.kill(-server.pid, 'SIGTERM');
    setTimeout(() => {
      if (server.exitCode === null && server.pid !== undefined) process.kill(-server.pid, 'SIGKILL');
    }, 10_000).unref();
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const log = await readFile(logFile, 'utf8').catch(() => '');
  throw new Error(`The API server did not become healthy at ${baseUrl}:\n${log.slice(-4000)}`);
}

/**
 * `npm run start -w @termtap/api` with the given web build and extra environment. Cashfree, database, SMTP and
 * Redis settings of the caller's shell are dropped, so by default the local test gateway is on.
 */
export async function startApiServer(options: {
  webDist: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const workDir = await mkdtemp(join(tmpdir(), 'termtap-e2e-server-'));
  const dataDir = join(workDir, 'data');
  const logFile = join(workDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['CASHFREE_APP_ID', 'CASHFREE_SECRET_KEY', 'CASHFREE_ENV', 'CASHFREE_API_URL'])
    delete env[name];
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'REDIS_URL']) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: options.webDist,
    PUBLIC_URL: baseUrl,
    NODE_ENV: 'test',
    ...options.env,
  });

  const log = createWriteStream(logFile);
  const server = spawn('npm', ['run', 'start', '--workspace', '@termtap/api'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  server.once('exit', () => log.end());

  const stop = async () => {
    await stopProcess(server);
    if (process.env.E2E_KEEP_DATA === '1') console.info(`e2e data and server log kept in ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
