// `npm run bench:web`: builds the web app, starts the product (the compiled API server serving that build) on a
// fresh data folder, runs Lighthouse in its default mobile mode (simulated slow 4G, 4× CPU) on each page three
// times, and prints the medians with the compressed JS and CSS each page loads and the machine's load meanwhile.
// Each run is paired with one of the same page with every script blocked: that page's floor on this machine in
// this minute (its HTML and CSS alone), the baseline the scores are read against, as the machine's speed drifts
// from one run to the next (Lighthouse's own measure of it, the benchmark index, is printed too).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, homedir, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumArgs } from '../../../tooling/chromium.mjs';
import { median } from '../../../tooling/median.mjs';
import { startApiServer } from '../e2e/server.ts';
import { buildWebApp } from '../tooling/buildWebApp.ts';

const pages = ['/', '/chemistry', '/articles-plan'];
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Lighthouse is no dependency of the repo: only this benchmark uses it, and it is a fifth of node_modules that
 * every install (CI's included) would fetch. The benchmark installs this version once, into a folder of its
 * own under ~/.cache, and runs it from there.
 */
const lighthouseVersion = '13.5.0';

async function lighthouseCliPath(): Promise<string> {
  const cacheDir = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const dir = join(cacheDir, 'termtap-bench', `lighthouse-${lighthouseVersion}`);
  const cli = join(dir, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (!existsSync(cli)) {
    console.info(`installing Lighthouse ${lighthouseVersion} into ${dir} (once)…`);
    await mkdir(dir, { recursive: true });
    await promisify(execFile)(
      'npm',
      ['install', '--prefix', dir, '--no-audit', '--no-fund', `lighthouse@${lighthouseVersion}`],
      { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
    );
  }
  return cli;
}

/** The parts of Lighthouse's JSON report (its `Result` type) this script reads. */
interface LighthouseReport {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    { numericValue?: number; details?: { type: string; items?: Record<string, unknown>[] } } | undefined
  >;
  environment: { benchmarkIndex: number };
}

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

async function runLighthouse(
  lighthouseCli: string,
  url: string,
  reportPath: string,
  extraArgs: string[] = [],
): Promise<LighthouseReport> {
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

function numericAudit(report: LighthouseReport, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse reported no ${id} for ${report.finalDisplayedUrl}`);
  return value;
}

function summarize(report: LighthouseReport, origin: string): PageRun {
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
  for (const item of details?.type === 'table' ? (details.items ?? []) : []) {
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

const workDir = await mkdtemp(join(tmpdir(), 'termtap-bench-web-'));
const loadSamples: number[] = [];
const sampleLoad = setInterval(() => loadSamples.push(loadavg()[0] ?? 0), 5_000);
let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
try {
  const lighthouseCli = await lighthouseCliPath();
  console.info('building the web app…');
  const webDist = join(workDir, 'dist');
  await buildWebApp(webDist);
  // NODE_ENV empty: the server's defaults, as `npm start` runs it.
  server = await startApiServer({ webDist, env: { NODE_ENV: '' } });
  const loadAtStart = loadavg();
  const runs = new Map<string, PageRun[]>(pages.map((page) => [page, []]));
  const floors = new Map<string, PageRun[]>(pages.map((page) => [page, []]));
  // Round-robin over the pages, so a burst of other work on the machine does not land on one page only.
  for (let round = 1; round <= runsPerPage; round += 1) {
    for (const page of pages) {
      const url = `${server.baseUrl}${page}`;
      const run = summarize(
        await runLighthouse(lighthouseCli, url, join(workDir, 'report.json')),
        server.baseUrl,
      );
      runs.get(page)?.push(run);
      const floor = summarize(
        await runLighthouse(lighthouseCli, url, join(workDir, 'report.json'), withoutScripts),
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
  const table = [header, header.map(() => '---'), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  console.info(
    `\nLighthouse ${runsPerPage} runs per page, median of each column (JS, CSS, HTML: compressed bytes loaded; ` +
      '"no script": the same page with every script blocked, run right after, the floor on this machine)\n',
  );
  console.info(table);
  const indexes = [...runs.values()].flat().map((run) => Math.round(run.benchmarkIndex));
  console.info(
    `\nLighthouse's benchmark index (CPU speed) over the runs: median ${median(indexes)}, ` +
      `from ${Math.min(...indexes)} to ${Math.max(...indexes)}`,
  );
  console.info(
    `\nload average (1, 5, 15 min) on ${cpus().length} cores: at start ${load(loadAtStart)}, at end ${load(loadAtEnd)}; ` +
      `1-min average while running: mean ${(loadSamples.reduce((sum, value) => sum + value, 0) / Math.max(loadSamples.length, 1)).toFixed(2)}, ` +
      `max ${Math.max(...loadSamples, 0).toFixed(2)}`,
  );
} finally {
  clearInterval(sampleLoad);
  await server?.stop();
  await rm(workDir, { recursive: true, force: true });
}
