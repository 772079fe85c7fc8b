// `npm run bench`: autocannon against a bare Fastify baseline, the term list and a paid describe, on PGlite and
// (when DATABASE_URL is set) on PostgreSQL. Prints req/s, latency, ratios to the baseline and the server's RSS.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const WARMUP_S = 3;
const here = fileURLToPath(new URL('.', import.meta.url));

interface Started {
  child: ChildProcess;
  info: { port: number; token?: string };
}

async function startServer(script: string, env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, script)], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stdout = child.stdout;
  if (!stdout) throw new Error('no stdout');
  const lines = createInterface({ input: stdout });
  const info = await new Promise<Started['info']>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line)));
  });
  return { child, info };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

interface Measure {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(name: string, options: autocannon.Options): Promise<Measure> {
  // Warm up first (JIT, connection pool, caches); only the second run is measured.
  await autocannon({ connections: CONNECTIONS, duration: WARMUP_S, ...options });
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    name,
    requests: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function withTemporaryPostgres<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `termtap_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

async function benchDatabase(label: string, env: NodeJS.ProcessEnv, rssTargetMb: number): Promise<boolean> {
  const baselineServer = await startServer('hello-server.ts', {});
  const baseline = await load('baseline hello-world', {
    url: `http://127.0.0.1:${baselineServer.info.port}/`,
  });
  await stop(baselineServer.child);

  const api = await startServer('api-server.ts', { LOG_LEVEL: 'warn', ...env });
  const base = `http://127.0.0.1:${api.info.port}/api`;
  // A browser's request: it always offers compression, and the list is sent precompressed.
  const list = await load('GET /api/pages/chemistry', {
    url: `${base}/pages/chemistry`,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  const listPlain = await load('GET /api/pages/chemistry, no compression', {
    url: `${base}/pages/chemistry`,
  });
  const describe = await load('POST /api/pages/describe (paid)', {
    url: `${base}/pages/describe`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': api.info.token ?? '' },
    body: JSON.stringify({ page: 'chemistry', attr: 'oxidation' }),
  });
  const rss = rssMb(api.child.pid);
  await stop(api.child);

  const rows = [
    { ...baseline, ratio: 1, target: '' },
    { ...list, ratio: list.requests / baseline.requests, target: '≥ 50%' },
    { ...listPlain, ratio: listPlain.requests / baseline.requests, target: '(for reference)' },
    { ...describe, ratio: describe.requests / baseline.requests, target: '≥ 8%' },
  ];
  console.log(
    `\n## ${label}: ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s of warm-up`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms | of baseline | target | errors/non-2xx |');
  console.log('|---|---:|---:|---:|---:|---|---:|');
  for (const row of rows) {
    const ratio = `${(row.ratio * 100).toFixed(1)}%`;
    console.log(
      `| ${row.name} | ${row.requests} | ${row.p50} | ${row.p99} | ${ratio} | ${row.target} | ${row.errors}/${row.non2xx} |`,
    );
  }
  console.log(`API server RSS after the run: ${rss} MB (target ≤ ${rssTargetMb} MB)`);
  const passed =
    list.requests >= 0.5 * baseline.requests &&
    describe.requests >= 0.08 * baseline.requests &&
    list.p99 <= 50 &&
    describe.p99 <= 50 &&
    rss <= rssTargetMb &&
    list.errors + list.non2xx + describe.errors + describe.non2xx === 0;
  console.log(passed ? 'All targets met.' : 'Some targets missed (see above).');
  return passed;
}

const dataDir = await mkdtemp(join(tmpdir(), 'termtap-bench-'));
try {
  await benchDatabase('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, 600);
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await withTemporaryPostgres(databaseUrl, (url) =>
      benchDatabase('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url }, 200),
    );
  } else {
    console.log('\n(Set DATABASE_URL to a PostgreSQL server to benchmark it too.)');
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
