// `npm run bench`: autocannon against a bare Fastify baseline, the term list, a paid describe and the due-cards
// batch of a student with 5,000 review cards, on PGlite and
// on PostgreSQL (BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL, else the local server at
// postgres://postgres@127.0.0.1:5432/postgres; the run fails when none answers). Prints req/s, latency, ratios to
// the baseline (the median of BENCH_ROUNDS rounds, each measuring the baseline right before the API), the
// server's CPU time per request (steadier than req/s on a shared machine) and its RSS.
// BENCH_ONLY=due-cards measures only the baseline and the due-cards batch (the targets of the others are not checked).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { median } from '../../../tooling/median.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 50;
const WARMUP_S = 3;
const here = fileURLToPath(new URL('.', import.meta.url));

interface Started {
  child: ChildProcess;
  info: { port: number; token?: string; reviewToken?: string };
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

/** CPU seconds (user + system, all threads) the process has used, from /proc. */
function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

interface Measure {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Server CPU time per answered request, in microseconds. */
  cpuPerRequestUs: number;
}

async function load(name: string, pid: number | undefined, options: autocannon.Options): Promise<Measure> {
  // Warm up first (JIT, connection pool, caches); only the second run is measured.
  await autocannon({ connections: CONNECTIONS, duration: WARMUP_S, ...options });
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    name,
    requests: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuPerRequestUs: Math.round((cpu * 1e6) / Math.max(1, result.requests.total)),
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

/** Rounds of baseline, list and describe, one after the other: each ratio is taken within its round. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** `due-cards`: only the baseline and the due-cards batch; unset: everything. */
const ONLY = process.env.BENCH_ONLY ?? '';
if (ONLY !== '' && ONLY !== 'due-cards')
  throw new Error(`BENCH_ONLY must be due-cards or unset, not ${ONLY}`);
const ALL = ONLY === '';

/** The round whose ratio is the median one, with that ratio. */
function medianRound(rounds: { measure: Measure; ratio: number }[]): Measure & { ratio: number } {
  const ratio = median(rounds.map((round) => round.ratio));
  const closest = rounds.reduce((best, round) =>
    Math.abs(round.ratio - ratio) < Math.abs(best.ratio - ratio) ? round : best,
  );
  return { ...closest.measure, ratio };
}

async function benchDatabase(label: string, env: NodeJS.ProcessEnv, rssTargetMb: number): Promise<boolean> {
  // Both servers run side by side, and every round measures the baseline again right before the API: the
  // machine is shared, and its speed drifts by half within a minute (seen here), which a single baseline
  // measured a minute earlier would put into the ratio.
  const baselineServer = await startServer('hello-server.ts', {});
  const api = await startServer('api-server.ts', { LOG_LEVEL: 'warn', ...env });
  const base = `http://127.0.0.1:${api.info.port}/api`;
  const pid = api.child.pid;
  const baselineOptions = { url: `http://127.0.0.1:${baselineServer.info.port}/` };
  // A browser's request: it always offers compression, and the list is sent precompressed.
  const listOptions = {
    url: `${base}/pages/chemistry`,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  };
  const describeOptions = {
    url: `${base}/pages/describe`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', 'x-access-token': api.info.token ?? '' },
    body: JSON.stringify({ page: 'chemistry', attr: 'oxidation' }),
  };
  const dueOptions = {
    url: `${base}/review/cards?limit=20`,
    headers: { 'x-access-token': api.info.reviewToken ?? '' },
  };
  const baselines: Measure[] = [];
  const dues: { measure: Measure; ratio: number; p99Ratio: number }[] = [];
  const lists: { measure: Measure; ratio: number }[] = [];
  const describes: { measure: Measure; ratio: number }[] = [];
  let listPlain: Measure | null = null;
  let rss: number;
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const baseline = await load('baseline hello-world', baselineServer.child.pid, baselineOptions);
      baselines.push(baseline);
      if (ALL) {
        const list = await load('GET /api/pages/chemistry', pid, listOptions);
        lists.push({ measure: list, ratio: list.requests / baseline.requests });
        const describe = await load('POST /api/pages/describe (paid)', pid, describeOptions);
        describes.push({ measure: describe, ratio: describe.requests / baseline.requests });
      }
      const dueCards = await load('GET /api/review/cards (5,000 cards)', pid, dueOptions);
      dues.push({
        measure: dueCards,
        ratio: dueCards.requests / baseline.requests,
        p99Ratio: dueCards.p99 / Math.max(1, baseline.p99),
      });
    }
    if (ALL) {
      listPlain = await load('GET /api/pages/chemistry, no compression', pid, {
        url: `${base}/pages/chemistry`,
      });
    }
    rss = rssMb(pid);
  } finally {
    await stop(baselineServer.child);
    await stop(api.child);
  }
  const baseline = baselines[baselines.length - 1] as Measure;
  const list = ALL ? medianRound(lists) : null;
  const describe = ALL ? medianRound(describes) : null;
  const dueCards = medianRound(dues);
  // The p99 as a multiple of the same round's baseline p99 (decision 0010), the median of the rounds.
  const dueP99Ratio = median(dues.map((round) => round.p99Ratio));
  const rows = [
    { ...baseline, ratio: 1, target: '' },
    ...(list ? [{ ...list, target: '≥ 60%' }] : []),
    ...(listPlain
      ? [{ ...listPlain, ratio: listPlain.requests / baseline.requests, target: '(for reference)' }]
      : []),
    ...(describe ? [{ ...describe, target: '≥ 10%, p99 ≤ 30 ms' }] : []),
    { ...dueCards, target: 'p99 ≤ 30 ms' },
  ];
  console.log(
    `\n## ${label}: ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s of warm-up, ` +
      `median of ${ROUNDS} rounds (load average ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores at the end)`,
  );
  console.log(
    '| endpoint | req/s | p50 ms | p99 ms | of baseline | target | server CPU µs/req | errors/non-2xx |',
  );
  console.log('|---|---:|---:|---:|---:|---|---:|---:|');
  for (const row of rows) {
    const ratio = `${(row.ratio * 100).toFixed(1)}%`;
    console.log(
      `| ${row.name} | ${row.requests} | ${row.p50} | ${row.p99} | ${ratio} | ${row.target} | ${row.cpuPerRequestUs} | ${row.errors}/${row.non2xx} |`,
    );
  }
  console.log(
    `Each round's ratios: list ${lists.map((round) => `${(round.ratio * 100).toFixed(1)}%`).join(', ')}; ` +
      `describe ${describes.map((round) => `${(round.ratio * 100).toFixed(1)}%`).join(', ')}; ` +
      `due cards ${dues.map((round) => `${(round.ratio * 100).toFixed(1)}%`).join(', ')}; ` +
      `baseline req/s ${baselines.map((round) => round.requests).join(', ')}`,
  );
  console.log(
    `Due cards p99 as a multiple of the baseline's p99: ${dueP99Ratio.toFixed(1)}× (rounds: ` +
      `${dues.map((round) => `${round.measure.p99} / ${round.p99Ratio.toFixed(1)}×`).join(', ')} ms)`,
  );
  console.log(`API server RSS after the run: ${rss} MB (target ≤ ${rssTargetMb} MB)`);
  const errors = [...lists, ...describes, ...dues].reduce(
    (sum, round) => sum + round.measure.errors + round.measure.non2xx,
    0,
  );
  const passed =
    (list === null || (list.ratio >= 0.6 && list.p99 <= 30)) &&
    (describe === null || (describe.ratio >= 0.1 && describe.p99 <= 30)) &&
    dueCards.p99 <= 30 &&
    rss <= rssTargetMb &&
    errors === 0;
  console.log(passed ? 'All targets met.' : 'Some targets missed (see above).');
  return passed;
}

/** The PostgreSQL server to benchmark on, or null when none answers. */
async function postgresUrl(): Promise<string | null> {
  const url =
    process.env.BENCH_DATABASE_URL ||
    process.env.DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return url;
  } catch (error) {
    console.error(`PostgreSQL at ${url} did not answer (${error instanceof Error ? error.message : error}).`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'termtap-bench-'));
let allPassed = true;
try {
  allPassed = (await benchDatabase('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, 600)) && allPassed;
  const databaseUrl = await postgresUrl();
  if (databaseUrl) {
    const passed = await withTemporaryPostgres(databaseUrl, (url) =>
      benchDatabase('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url }, 200),
    );
    allPassed = passed && allPassed;
  } else {
    console.log('\nPostgreSQL was not benchmarked: set BENCH_DATABASE_URL (or DATABASE_URL) to a server.');
    allPassed = false;
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exitCode = allPassed ? 0 : 1;
