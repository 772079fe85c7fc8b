// CI's cluster stage: `npm run cluster -- --processes 3` on a fresh PostgreSQL database and Redis, then the
// student journey through nginx at the HTTP level (the web app is served; sign up, list, describe, pay with the
// local test gateway, log out), checks every API process answered part of it, and that SIGTERM stops every
// process. Needs TEST_DATABASE_URL (an admin URL; a database of its own is made and dropped) and TEST_REDIS_URL.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createScratchDatabase, freePort } from './cluster.mjs';

const started = Date.now();
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
if (!adminUrl || !redisUrl) {
  console.error('Set TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis).');
  process.exit(2);
}

function fail(message) {
  throw new Error(message);
}

const scratch = await createScratchDatabase(adminUrl, 'termtap_cluster');
const databaseUrl = scratch.url;
const port = await freePort();
const cluster = spawn(process.execPath, ['tooling/cluster.mjs', '--processes', '3'], {
  cwd: join(import.meta.dirname, '..'),
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl.href,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `termtap-journey-${process.pid}:`,
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const clusterExit = new Promise((resolve) => cluster.once('exit', (code) => resolve(code)));
let stdout = '';
let stderr = '';
cluster.stderr.on('data', (chunk) => {
  stderr += chunk;
});

let status = 0;
try {
  // The cluster prints its processes once all answer.
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the cluster did not answer in 300 s:\n${stderr}`)),
      300_000,
    );
    cluster.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (/^nginx \d+ \d+$/m.test(stdout)) {
        clearTimeout(timer);
        resolve();
      }
    });
    void clusterExit.then((code) => reject(new Error(`the cluster exited (${code}):\n${stderr}`)));
  });
  const apis = [...stdout.matchAll(/^api (\d+) (\d+)$/gm)].map((match) => ({
    pid: Number(match[1]),
    port: match[2],
  }));
  if (apis.length !== 3) fail(`expected 3 API processes, got:\n${stdout}`);
  console.info(stdout.trim());
  const logDir = stderr.match(/logs in (\S+)/)?.[1] ?? fail('no log folder named');

  const base = `http://127.0.0.1:${port}`;
  const call = async (path, { method, json, token } = {}) => {
    const headers = {};
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (token) headers['x-access-token'] = token;
    const response = await fetch(base + path, {
      method: method ?? (json === undefined ? 'GET' : 'POST'),
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    const body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: response.status, body, headers: response.headers };
  };
  const expectStatus = (what, answer, expected) => {
    if (answer.status !== expected) fail(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  const home = await call('/');
  if (home.status !== 200 || !String(home.body).includes('<div id="root"')) fail('the web app is not served');
  const email = `cluster-${process.pid}@example.com`;
  const { authtoken: token } = expectStatus(
    'sign up',
    await call('/api/auth/createuser', { json: { email, password: 'cluster-secret-42' } }),
    200,
  );
  const page = expectStatus('chemistry terms', await call('/api/pages/chemistry'), 200);
  const term = (Array.isArray(page) ? page : page.terms)?.[0]?.term ?? fail('no chemistry term');
  const described = expectStatus(
    'describe',
    await call('/api/pages/describe', { json: { page: 'chemistry', attr: term }, token }),
    200,
  );
  if (described.remainingClicks !== 15) fail(`describe left ${described.remainingClicks} clicks, not 15`);
  const session = expectStatus(
    'checkout',
    await call('/api/checkout/create-session', { method: 'POST', token }),
    200,
  );
  if (session.gateway !== 'local') fail(`the gateway is ${session.gateway}, not the local test gateway`);
  expectStatus(
    'test payment',
    await call('/api/checkout/local/complete', {
      json: { orderId: session.order_id, outcome: 'success' },
      token,
    }),
    200,
  );
  const me = expectStatus('me after paying', await call('/api/auth/me', { token }), 200);
  if (me.user?.paymentStatus !== 'paid' && me.paymentStatus !== 'paid')
    fail(`not paid: ${JSON.stringify(me)}`);
  expectStatus('log out', await call('/api/auth/logout', { method: 'POST', token }), 204);
  expectStatus('me after logging out', await call('/api/auth/me', { token }), 401);

  // nginx spread the journey over the processes: each one's log has answered requests.
  for (const api of apis) {
    const answered = readFileSync(join(logDir, `api-${api.port}.log`), 'utf8')
      .split('\n')
      .filter((line) => line.includes('"request completed"')).length;
    if (answered === 0) fail(`the API process on port ${api.port} answered no request`);
  }

  cluster.kill('SIGTERM');
  const code = await Promise.race([
    clusterExit,
    new Promise((resolve) => setTimeout(() => resolve('timeout'), 20_000)),
  ]);
  if (code !== 0) fail(`the cluster did not stop cleanly on SIGTERM (${code})`);
  for (const api of apis) {
    try {
      process.kill(api.pid, 0);
      fail(`API process ${api.pid} still runs after SIGTERM`);
    } catch (error) {
      if (error.code !== 'ESRCH') throw error;
    }
  }
  console.info(`cluster journey passed through nginx in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  cluster.kill('SIGTERM');
  await Promise.race([clusterExit, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  await scratch.drop();
}
process.exit(status);
