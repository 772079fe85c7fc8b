// `npm run bench:start`: how long the compiled API server (what `npm start` runs) takes from process start to
// answering /api/health, on a fresh PGlite data folder (first start) and again on that existing data (restarts).
// Builds the API first; serves no web app (startup work does not depend on it). The baseline, measured in the same
// run: a bare Fastify server (apps/api/bench/bare-fastify.mjs) started the same way, so a restart reads as a multiple of
// what starting Node and Fastify costs on this machine at this moment (the shared machine's speed drifts).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './median.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverScript = join(repoRoot, 'apps', 'api', 'dist', 'main.js');
const baselineScript = join(repoRoot, 'apps', 'api', 'bench', 'bare-fastify.mjs');
const restarts = Number(process.env.RESTARTS ?? 5);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * CPU seconds the process has used (all its threads), from /proc on Linux: unlike the wall time, it hardly
 * grows when other work shares the machine. null elsewhere.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
}

/** Starts the server, waits for /api/health, and returns the time that took and a way to stop it. */
async function timedStart(env, port, script = serverScript) {
  const started = performance.now();
  const server = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  while (server.exitCode === null) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${errors}`);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(server.pid);
  const stop = () =>
    new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
  return { seconds, cpu, stop };
}

execFileSync('npm', ['run', 'build', '--workspace', '@termtap/api'], { cwd: repoRoot, stdio: 'inherit' });
const workDir = await mkdtemp(join(tmpdir(), 'termtap-start-'));
const port = await freePort();
const env = { ...process.env };
for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'CASHFREE_APP_ID', 'CASHFREE_SECRET_KEY'])
  delete env[name];
Object.assign(env, {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: join(workDir, 'data'),
  WEB_DIST: join(workDir, 'no-web-app'),
  LOG_LEVEL: 'warn',
});
const loadBefore = loadavg();
try {
  const first = await timedStart(env, port);
  await first.stop();
  const restartRuns = [];
  const baselineRuns = [];
  // Interleaved, so a burst of other work on the machine weighs on both alike.
  for (let run = 0; run < restarts; run += 1) {
    const baseline = await timedStart(env, port, baselineScript);
    baselineRuns.push(baseline);
    await baseline.stop();
    const restart = await timedStart(env, port);
    restartRuns.push(restart);
    await restart.stop();
  }
  const format = (seconds) => (seconds === null ? '?' : `${seconds.toFixed(2)} s`);
  console.info(`first start (fresh data folder): ${format(first.seconds)} (CPU ${format(first.cpu)})`);
  const restartSeconds = restartRuns.map((run) => run.seconds);
  const restartCpu = restartRuns.map((run) => run.cpu);
  console.info(
    `restart on existing data: median ${format(median(restartSeconds))} of ${restarts} ` +
      `(${restartSeconds.map(format).join(', ')}); CPU median ${format(restartCpu.includes(null) ? null : median(restartCpu))}`,
  );
  const baselineSeconds = median(baselineRuns.map((run) => run.seconds));
  console.info(
    `baseline, a bare Fastify server started the same way: median ${format(baselineSeconds)} of ${restarts}; ` +
      `the restart takes ${(median(restartSeconds) / baselineSeconds).toFixed(1)}× that`,
  );
  const load = (values) => values.map((value) => value.toFixed(2)).join(' ');
  console.info(
    `load average (1, 5, 15 min) on ${cpus().length} cores: before ${load(loadBefore)}, after ${load(loadavg())}`,
  );
} finally {
  await rm(workDir, { recursive: true, force: true });
}
