// `npm run bench:web`: builds the web app, starts the product (the compiled API server serving that build) on a
// fresh data folder, runs Lighthouse in its default mobile mode (simulated slow 4G, 4× CPU) on each page three
// times, and prints the medians with the compressed JS and CSS each page loads and the machine's load meanwhile.
// Each run is paired with one of the same page with every script blocked: that page's floor on this machine in
// this minute (its HTML and CSS alone), the baseline the scores are read against, as the machine's speed drifts
// from one run to the next (Lighthouse's own measure of it, the benchmark index, is printed too).
//
// A/B mode (decision 0010), `npm run bench:web -- --ab <distA> <distB>`: two builds made beforehand (e.g.
// `npx vite build --outDir /tmp/a` before and after a change), each served by its own server; every round runs
// each page on A and on B, in alternating order, then on A with every script blocked (the floor), and the
// table compares the medians.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';
import { chromiumArgs } from '../../../tooling/chromium.mjs';
import { median } from '../../../tooling/median.mjs';
import { startApiServer } from '../e2e/server.ts';
import { buildWebApp } from '../tooling/buildWebApp.ts';

const pages = ['/', '/chemistry', '/articles-plan'];
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

interface PageRun {
  scores: Record<(typeof categories)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire (compressed, headers included) of the same-origin scripts and style sheets the page loaded. */
  jsBytes: number;
  cssBytes: number;
  /** The page's own HTML on the wire (prerendered pages carry their style sheets inline). */
  htmlBytes: number;
  /** Lighthouse's measure of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

async function runLighthouse(url: string, reportPath: string, extraArgs: string[] = []): Promise<Result> {
  // On a busy machine Lighthouse now and then loses the trace (NO_NAVSTART); such a run is repeated.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await promisify(execFile)(
        process.execPath,
        [
          lighthouseCli,
          url,
          '--output=json',
          `--output-path=${reportPath}`,
          '--quiet',
          `--only-categories=${categories.join(',')}`,
          `--chrome-flags=${chromiumArgs.join(' ')}`,
          ...extraArgs,
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
      );
      return JSON.parse(await readFile(reportPath, 'utf8'));
    } catch (error) {
      if (attempt >= 3) throw error;
      const reason =
        error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : String(error);
      console.warn(`Lighthouse failed on ${url} (${reason}); running it again`);
    }
  }
}

function numericAudit(report: Result, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse reported no ${id} for ${report.finalDisplayedUrl}`);
  return value;
}

function summarize(report: Result, origin: string): PageRun {
  if (report.runtimeError)
    throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (category: (typeof categories)[number]) =>
    Math.round((report.categories[category]?.score ?? 0) * 100);
  const scores = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
  };
  let jsBytes = 0;
  let cssBytes = 0;
  let htmlBytes = 0;
  const details = report.audits['network-requests']?.details;
  for (const item of details?.type === 'table' ? details.items : []) {
    const { url, resourceType, transferSize } = item;
    if (typeof url !== 'string' || !url.startsWith(origin) || typeof transferSize !== 'number') continue;
    if (resourceType === 'Script') jsBytes += transferSize;
    if (resourceType === 'Stylesheet') cssBytes += transferSize;
    if (resourceType === 'Document') htmlBytes += transferSize;
  }
  return {
    scores,
    fcpMs: numericAudit(report, 'first-contentful-paint'),
    lcpMs: numericAudit(report, 'largest-contentful-paint'),
    tbtMs: numericAudit(report, 'total-blocking-time'),
    cls: numericAudit(report, 'cumulative-layout-shift'),
    jsBytes,
    cssBytes,
    htmlBytes,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/** The same page with every script blocked: what its HTML and CSS alone score on this machine now. */
const withoutScripts = ['--blocked-url-patterns=*.js'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const abIndex = process.argv.indexOf('--ab');
const abDists = abIndex === -1 ? null : process.argv.slice(abIndex + 1, abIndex + 3);
if (abDists && abDists.length !== 2)
  throw new Error('--ab takes two built dist folders: --ab <distA> <distB>');

const workDir = await mkdtemp(join(tmpdir(), 'termtap-bench-web-'));
const loadSamples: number[] = [];
const sampleLoad = setInterval(() => loadSamples.push(loadavg()[0] ?? 0), 5_000);
const servers: Awaited<ReturnType<typeof startApiServer>>[] = [];
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
const printLoad = (loadAtStart: number[], loadAtEnd: number[]) =>
  console.info(
    `\nload average (1, 5, 15 min) on ${cpus().length} cores: at start ${load(loadAtStart)}, at end ${load(loadAtEnd)}; ` +
      `1-min average while running: mean ${(loadSamples.reduce((sum, value) => sum + value, 0) / Math.max(loadSamples.length, 1)).toFixed(2)}, ` +
      `max ${Math.max(...loadSamples, 0).toFixed(2)}`,
  );
const printIndexes = (all: PageRun[]) => {
  const indexes = all.map((run) => Math.round(run.benchmarkIndex));
  console.info(
    `\nLighthouse's benchmark index (CPU speed) over the runs: median ${median(indexes)}, ` +
      `from ${Math.min(...indexes)} to ${Math.max(...indexes)}`,
  );
};
const markdown = (header: string[], rows: string[][]) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

/** Two builds side by side: each page on A and B in turn, then A's floor; medians compared. */
async function runAb(distA: string, distB: string): Promise<void> {
  const [serverA, serverB] = [
    await startApiServer({ webDist: distA, env: { NODE_ENV: '' } }),
    await startApiServer({ webDist: distB, env: { NODE_ENV: '' } }),
  ];
  servers.push(serverA, serverB);
  const loadAtStart = loadavg();
  const results = new Map(
    pages.map((page) => [page, { a: [] as PageRun[], b: [] as PageRun[], floor: [] as PageRun[] }]),
  );
  for (let round = 1; round <= runsPerPage; round += 1) {
    for (const page of pages) {
      const result = results.get(page);
      if (!result) continue;
      const measure = async (server: typeof serverA, extraArgs: string[] = []) =>
        summarize(
          await runLighthouse(`${server.baseUrl}${page}`, join(workDir, 'report.json'), extraArgs),
          server.baseUrl,
        );
      // Alternating which goes first, so a drift of the machine within a round does not favour one build.
      if (round % 2 === 1) {
        result.a.push(await measure(serverA));
        result.b.push(await measure(serverB));
      } else {
        result.b.push(await measure(serverB));
        result.a.push(await measure(serverA));
      }
      result.floor.push(await measure(serverA, withoutScripts));
      const last = (runs: PageRun[]) => runs.at(-1) as PageRun;
      console.info(
        `round ${round}/${runsPerPage} ${page}: A ${last(result.a).scores.performance} (TBT ${Math.round(last(result.a).tbtMs)} ms), ` +
          `B ${last(result.b).scores.performance} (TBT ${Math.round(last(result.b).tbtMs)} ms), ` +
          `no script ${last(result.floor).scores.performance}; load ${(loadavg()[0] ?? 0).toFixed(2)}`,
      );
    }
  }
  const loadAtEnd = loadavg();
  const rows = pages.map((page) => {
    const { a, b, floor } = results.get(page) ?? { a: [], b: [], floor: [] };
    const of = (runs: PageRun[], pick: (run: PageRun) => number) => median(runs.map(pick));
    const performance = (runs: PageRun[]) =>
      `${of(runs, (run) => run.scores.performance)} (${runs.map((run) => run.scores.performance).join(', ')})`;
    return [
      `\`${page}\``,
      performance(a),
      performance(b),
      performance(floor),
      `${Math.round(of(a, (run) => run.tbtMs))} / ${Math.round(of(b, (run) => run.tbtMs))} ms`,
      `${seconds(of(a, (run) => run.fcpMs))} / ${seconds(of(b, (run) => run.fcpMs))}`,
      `${seconds(of(a, (run) => run.lcpMs))} / ${seconds(of(b, (run) => run.lcpMs))}`,
      `${kb(of(a, (run) => run.jsBytes))} / ${kb(of(b, (run) => run.jsBytes))}`,
      `${kb(of(a, (run) => run.htmlBytes))} / ${kb(of(b, (run) => run.htmlBytes))}`,
    ];
  });
  console.info(
    `\nA: ${distA}\nB: ${distB}\nLighthouse performance, median of ${runsPerPage} runs (single runs)\n`,
  );
  console.info(
    markdown(
      ['page', 'A', 'B', 'A, no script', 'TBT A / B', 'FCP A / B', 'LCP A / B', 'JS A / B', 'HTML A / B'],
      rows,
    ),
  );
  printIndexes([...results.values()].flatMap(({ a, b }) => [...a, ...b]));
  printLoad(loadAtStart, loadAtEnd);
}

async function runOne(): Promise<void> {
  console.info('building the web app…');
  const webDist = join(workDir, 'dist');
  await buildWebApp(webDist);
  // NODE_ENV empty: the server's defaults, as `npm start` runs it.
  const server = await startApiServer({ webDist, env: { NODE_ENV: '' } });
  servers.push(server);
  const loadAtStart = loadavg();
  const runs = new Map<string, PageRun[]>(pages.map((page) => [page, []]));
  const floors = new Map<string, PageRun[]>(pages.map((page) => [page, []]));
  // Round-robin over the pages, so a burst of other work on the machine does not land on one page only.
  for (let round = 1; round <= runsPerPage; round += 1) {
    for (const page of pages) {
      const url = `${server.baseUrl}${page}`;
      const run = summarize(await runLighthouse(url, join(workDir, 'report.json')), server.baseUrl);
      runs.get(page)?.push(run);
      const floor = summarize(
        await runLighthouse(url, join(workDir, 'report.json'), withoutScripts),
        server.baseUrl,
      );
      floors.get(page)?.push(floor);
      console.info(
        `run ${round}/${runsPerPage} ${page}: performance ${run.scores.performance} (no script: ${floor.scores.performance}), ` +
          `FCP ${seconds(run.fcpMs)}, LCP ${seconds(run.lcpMs)}, TBT ${Math.round(run.tbtMs)} ms (no script: ${Math.round(floor.tbtMs)} ms), ` +
          `benchmark index ${Math.round(run.benchmarkIndex)}`,
      );
    }
  }
  const loadAtEnd = loadavg();

  const rows = pages.map((page) => {
    const pageRuns = runs.get(page) ?? [];
    const middle = (pick: (run: PageRun) => number) => median(pageRuns.map(pick));
    const floorOf = (pick: (run: PageRun) => number) => median((floors.get(page) ?? []).map(pick));
    return [
      `\`${page}\``,
      ...categories.map((category) => String(middle((run) => run.scores[category]))),
      String(floorOf((run) => run.scores.performance)),
      `${Math.round(floorOf((run) => run.tbtMs))} ms`,
      seconds(middle((run) => run.fcpMs)),
      seconds(middle((run) => run.lcpMs)),
      `${Math.round(middle((run) => run.tbtMs))} ms`,
      middle((run) => run.cls).toFixed(3),
      kb(middle((run) => run.jsBytes)),
      kb(middle((run) => run.cssBytes)),
      kb(middle((run) => run.htmlBytes)),
    ];
  });
  const header = [
    'page',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'performance, no script',
    'TBT, no script',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'JS',
    'CSS',
    'HTML',
  ];
  const table = markdown(header, rows);
  console.info(
    `\nLighthouse ${runsPerPage} runs per page, median of each column (JS, CSS, HTML: compressed bytes loaded; ` +
      '"no script": the same page with every script blocked, run right after, the floor on this machine)\n',
  );
  console.info(table);
  printIndexes([...runs.values()].flat());
  printLoad(loadAtStart, loadAtEnd);
}

try {
  if (abDists) await runAb(abDists[0] ?? '', abDists[1] ?? '');
  else await runOne();
} finally {
  clearInterval(sampleLoad);
  for (const server of servers) await server.stop();
  await rm(workDir, { recursive: true, force: true });
}
