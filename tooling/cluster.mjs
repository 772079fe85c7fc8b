// `npm run cluster -- --processes 3`: the production topology on one machine, for trying and testing: N API
// processes (the built apps/api/dist/main.js, as `npm run start:prod` runs it) on DATABASE_URL and REDIS_URL,
// behind nginx on PORT with deploy/nginx's settings. Prints `api <pid> <port>` for each process and
// `nginx <pid> <port>` once all answer; stops everything on Ctrl-C or SIGTERM; SIGHUP restarts the API processes
// one at a time (the rolling restart of docs/operations.md). Logs go to a folder named on stderr.
// Plain Node with no dependency, so it also runs after `npm ci --omit=dev`.
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, createWriteStream, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverScript = join(repoRoot, 'apps', 'api', 'dist', 'main.js');
const nginxSettings = join(repoRoot, 'deploy', 'nginx');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The stop of every cluster started in this process, so a signal during a start stops what is already running. */
const running = new Set();

/** Stops every cluster this process started (or is starting). */
export async function stopAll() {
  await Promise.all([...running].map((stop) => stop()));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until GET url answers 200 (true), or the time is up or `gone()` says the process exited (false). */
export async function waitForOk(url, timeoutMs, gone = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone()) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return false;
}

function nginxConfig({ dir, port, apiPorts }) {
  const servers = apiPorts.map(
    (apiPort) => `        server 127.0.0.1:${apiPort} max_fails=1 fail_timeout=5s;`,
  );
  return `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
${process.getuid?.() === 0 ? 'user root;\n' : ''}events { worker_connections 1024; }
http {
    client_body_temp_path ${join(dir, 'nginx-body')};
    proxy_temp_path ${join(dir, 'nginx-proxy')};
    fastcgi_temp_path ${join(dir, 'nginx-fastcgi')};
    uwsgi_temp_path ${join(dir, 'nginx-uwsgi')};
    scgi_temp_path ${join(dir, 'nginx-scgi')};
    include ${join(dir, 'termtap-common.conf')};
    upstream termtap {
${servers.join('\n')}
    }
    server {
        listen 127.0.0.1:${port};
        access_log ${join(dir, 'nginx-access.log')} termtap;
        include ${join(dir, 'termtap-locations.conf')};
    }
}
`;
}

/**
 * Starts the cluster; answers its processes and `restart(index)` (one process: SIGTERM, wait for its exit, start
 * it again on its port, wait until ready), `rollingRestart()` and `stop()`.
 */
export async function startCluster({ processes = 3, port, env = process.env, log = () => {} } = {}) {
  if (!env.DATABASE_URL || !env.REDIS_URL) {
    throw new Error(
      'The cluster runs the production topology: set DATABASE_URL (PostgreSQL) and REDIS_URL (Redis).',
    );
  }
  if (!existsSync(serverScript)) throw new Error(`No build at ${serverScript}: run \`npm run build\` first.`);
  const nginxBinary = env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const dir = mkdtempSync(join(tmpdir(), 'termtap-cluster-'));
  chmodSync(dir, 0o755);
  const nginxPort = port ?? (await freePort());
  const apiPorts = [];
  for (let index = 0; index < processes; index += 1) apiPorts.push(await freePort());
  const apiEnv = {
    ...env,
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${nginxPort}`,
    // For trying: payments through the local test gateway, unless Cashfree is set or it is production.
    LOCAL_TEST_GATEWAY:
      env.LOCAL_TEST_GATEWAY ?? (env.CASHFREE_APP_ID || env.NODE_ENV === 'production' ? 'off' : 'on'),
  };

  const apis = apiPorts.map((apiPort) => ({ port: apiPort, child: null, exited: null }));
  let stopping = false;
  const launch = (api) => {
    const out = createWriteStream(join(dir, `api-${api.port}.log`), { flags: 'a' });
    const child = spawn(process.execPath, ['--enable-source-maps', serverScript], {
      cwd: repoRoot,
      env: { ...apiEnv, PORT: String(api.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    api.child = child;
    api.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    void api.exited.then(({ code, signal }) => {
      if (!stopping && api.child === child) log(`api ${child.pid} ${api.port} exited (${signal ?? code})`);
    });
  };
  const ready = async (api, timeoutMs = 300_000) => {
    let gone = false;
    void api.exited.then(() => {
      gone = true;
    });
    if (!(await waitForOk(`http://127.0.0.1:${api.port}/api/health/ready`, timeoutMs, () => gone))) {
      throw new Error(
        `The API process on port ${api.port} did not get ready: see ${join(dir, `api-${api.port}.log`)}`,
      );
    }
  };

  for (const name of ['termtap-common.conf', 'termtap-locations.conf']) {
    copyFileSync(join(nginxSettings, name), join(dir, name));
  }
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, port: nginxPort, apiPorts }));
  let nginx = null;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const api of apis) api.child?.kill('SIGTERM');
    nginx?.child.kill('SIGQUIT');
    await Promise.all([...apis.map((api) => api.exited), nginx?.exited]);
    running.delete(stop);
  };
  running.add(stop);
  try {
    for (const api of apis) launch(api);
    await Promise.all(apis.map((api) => ready(api)));
    const child = spawn(
      nginxBinary,
      ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'nginx-error.log'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let nginxErrors = '';
    child.stderr.on('data', (chunk) => {
      nginxErrors += chunk;
    });
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    nginx = { child, exited, pid: child.pid, port: nginxPort };
    let nginxGone = false;
    void exited.then(() => {
      nginxGone = true;
    });
    if (!(await waitForOk(`http://127.0.0.1:${nginxPort}/api/health/ready`, 30_000, () => nginxGone))) {
      throw new Error(`nginx did not answer on port ${nginxPort}: ${nginxErrors.trim() || `see ${dir}`}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const restart = async (index) => {
    const api = apis[index];
    api.child.kill('SIGTERM');
    await api.exited;
    launch(api);
    await ready(api);
  };
  return {
    dir,
    nginx: { pid: nginx.pid, port: nginxPort },
    apis: () => apis.map((api) => ({ pid: api.child.pid, port: api.port })),
    restart,
    async rollingRestart() {
      for (let index = 0; index < apis.length; index += 1) await restart(index);
    },
    stop,
  };
}

function parseProcesses(argv) {
  const at = argv.findIndex((arg) => arg === '--processes' || arg.startsWith('--processes='));
  if (at === -1) return 3;
  const value = argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    console.error(`--processes must be a whole number from 1 to 64 (got "${value}").`);
    process.exit(2);
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const processes = parseProcesses(process.argv.slice(2));
  const port = Number(process.env.PORT ?? 3000);
  let cluster;
  const onSignal = async () => {
    await stopAll();
    process.exit(cluster ? 0 : 1);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    cluster = await startCluster({ processes, port, log: (line) => console.error(line) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.error(`logs in ${cluster.dir}`);
  for (const api of cluster.apis()) console.log(`api ${api.pid} ${api.port}`);
  console.log(`nginx ${cluster.nginx.pid} ${cluster.nginx.port}`);
  process.on('SIGHUP', () => {
    console.error('rolling restart: one API process at a time');
    cluster.rollingRestart().then(
      () => {
        for (const api of cluster.apis()) console.log(`api ${api.pid} ${api.port}`);
      },
      (error) => console.error(error instanceof Error ? error.message : error),
    );
  });
}

/**
 * A PostgreSQL database of its own for a run (the journey, the load test), made through the admin URL and
 * dropped by `drop()`, so runs never meet each other's data.
 */
export async function createScratchDatabase(adminUrl, prefix) {
  const admin = async (query) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url, drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined) };
}
