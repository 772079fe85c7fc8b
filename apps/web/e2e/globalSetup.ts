// Builds the web app, then starts the real API server (which serves it) on a free loopback port with a fresh
// PGlite data directory and no Cashfree keys, so the local test gateway is on.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebApp, webRoot } from '../tooling/buildWebApp.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const repoRoot = join(webRoot, '..', '..');

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

async function waitForHealth(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const log = await readFile(logFile, 'utf8').catch(() => '');
  throw new Error(`The API server did not become healthy at ${baseUrl}:\n${log.slice(-4000)}`);
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.pid === undefined) return resolve();
    server.once('exit', () => resolve());
    // The server runs in its own process group (npm → node): end the whole group.
    process.kill(-server.pid, 'SIGTERM');
    setTimeout(() => {
      if (server.exitCode === null && server.pid !== undefined) process.kill(-server.pid, 'SIGKILL');
    }, 10_000).unref();
  });
}

function startServer(env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
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
  return server;
}

export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(join(tmpdir(), 'termtap-e2e-'));
  const dataDir = join(workDir, 'data');
  const logFile = join(workDir, 'server.log');
  // Built into the temporary folder (WEB_DIST), so a run never disturbs apps/web/dist or a server using it.
  const webDist = join(workDir, 'web');
  let server: ChildProcess | null = null;

  const teardown = async () => {
    if (server) await stop(server);
    if (process.env.E2E_KEEP_DATA === '1') console.info(`e2e data and server log kept in ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  };

  try {
    await buildWebApp(webDist);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'test',
    };
    // No Cashfree keys (so the local test gateway is on), PGlite, the mail outbox: nothing from the shell.
    for (const name of [
      'CASHFREE_APP_ID',
      'CASHFREE_SECRET_KEY',
      'CASHFREE_ENV',
      'DATABASE_URL',
      'SMTP_URL',
      'REDIS_URL',
    ]) {
      delete env[name];
    }
    server = startServer(env, logFile);
    await waitForHealth(baseUrl, server, logFile);
    project.provide('baseUrl', baseUrl);
    project.provide('dataDir', dataDir);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
