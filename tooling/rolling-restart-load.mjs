// `npm run load:restart`: the zero-downtime check. Starts the cluster (tooling/cluster.mjs: nginx in front of 3 API
// processes on a fresh PostgreSQL database and Redis), drives lists, searches and describes through nginx with
// autocannon, and meanwhile restarts every API process in turn (SIGTERM: not ready, finish in-flight, exit; then
// started again and waited for). Passes with 0 failed requests: every answer 2xx, or 402/429 where the rules say
// so (no connection errors, no timeouts, no 5xx). Also checks that a stopping process answers 503 from
// /api/health/ready while it finishes. Needs TEST_DATABASE_URL (admin URL) and TEST_REDIS_URL.
import autocannon from 'autocannon';
import { createScratchDatabase, startCluster } from './cluster.mjs';

const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
if (!adminUrl || !redisUrl) {
  console.error('Set TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis).');
  process.exit(2);
}
const connections = Number(process.env.CONNECTIONS ?? 10);
/** How long each process keeps serving, not ready, after SIGTERM (so readiness can be seen to turn 503). */
const shutdownDelayMs = 1_000;

const scratch = await createScratchDatabase(adminUrl, 'termtap_restart');
const databaseUrl = scratch.url;
let cluster;
let status = 1;
try {
  cluster = await startCluster({
    processes: 3,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.href,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `termtap-restart-${process.pid}:`,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: String(shutdownDelayMs),
    },
  });
  const base = `http://127.0.0.1:${cluster.nginx.port}`;
  const post = async (path, json, token) => {
    const response = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      body: JSON.stringify(json),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  // One student; the terms they describe are unlocked by the first describe, so repeats cost nothing and are
  // never limited: every describe in the load should answer 200.
  const { authtoken: token } = await post('/api/auth/createuser', {
    email: `restart-${process.pid}@example.com`,
    password: 'restart-secret-42',
  });
  const list = await (await fetch(`${base}/api/pages/chemistry`)).json();
  const terms = list.slice(0, 5).map((item) => item.term);
  for (const term of terms) await post('/api/pages/describe', { page: 'chemistry', attr: term }, token);

  const requests = [
    { method: 'GET', path: '/api/pages/chemistry' },
    { method: 'GET', path: '/api/pages/search?q=ox' },
    ...terms.map((term) => ({
      method: 'POST',
      path: '/api/pages/describe',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify({ page: 'chemistry', attr: term }),
    })),
    { method: 'GET', path: '/api/pages/search?q=acid' },
  ];
  const load = autocannon({ url: base, connections, duration: 3_600, requests, timeout: 20 });
  const restarts = [];
  const readyDuringShutdown = [];
  const loadDone = new Promise((resolve, reject) => {
    load.on('done', resolve);
    load.on('error', reject);
  });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  for (let index = 0; index < 3; index += 1) {
    const before = cluster.apis()[index];
    const restarted = Date.now();
    const restart = cluster.restart(index);
    // While it finishes, the stopping process says it is not ready.
    await new Promise((resolve) => setTimeout(resolve, shutdownDelayMs / 4));
    const ready = await fetch(`http://127.0.0.1:${before.port}/api/health/ready`).then(
      (response) => response.status,
      () => 'refused',
    );
    readyDuringShutdown.push(ready);
    await restart;
    restarts.push({
      port: before.port,
      old: before.pid,
      new: cluster.apis()[index].pid,
      ms: Date.now() - restarted,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  load.stop();
  const result = await loadDone;

  const byStatus = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
  );
  const allowed = (code) => (Number(code) >= 200 && Number(code) < 300) || code === '402' || code === '429';
  const badAnswers = Object.entries(byStatus)
    .filter(([code]) => !allowed(code))
    .reduce((sum, [, count]) => sum + count, 0);
  const failed = badAnswers + result.errors + result.timeouts;
  for (const restart of restarts) {
    console.info(
      `restarted the process on port ${restart.port}: pid ${restart.old} → ${restart.new} in ${restart.ms} ms`,
    );
  }
  console.info(`/api/health/ready of each stopping process: ${readyDuringShutdown.join(', ')}`);
  console.info(
    `${result.requests.total} requests through nginx in ${(result.duration / 1).toFixed(1)} s while 3 processes restarted in turn: ` +
      `${failed} failed (${result.errors} errors, ${result.timeouts} timeouts, ${badAnswers} other answers); by status ${JSON.stringify(byStatus)}`,
  );
  status = failed === 0 && readyDuringShutdown.every((code) => code === 503) ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cluster?.stop();
  await scratch.drop();
}
process.exit(status);
