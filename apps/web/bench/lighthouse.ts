// `npm run bench:web`: builds the web app, starts the product (the compiled API server serving that build) on a
// fresh data folder, runs Lighthouse in its default mobile mode (simulated slow 4G, 4× CPU) on each page three
// times, and prints the medians with the compressed JS and CSS each page loads and the machine's load meanwhile.
// Each run is paired with one of the same page with every script blocked: that page's floor on this machine in
// this minute (its HTML and CSS alone), the baseline the scores are read against, as the machine's speed drifts
// from one run to the next (Lighthouse's own measure of it, the benchmark index, is printed too).
//
// A/B mode (decision 0010), `npm run bench:web -- --ab <distA> <distB> [<distC>…]`: builds made beforehand
// (e.g. `npx vite build --outDir /tmp/a` before and after a change), each served by its own server; every round
// runs each page on every build, in rotating order, then on A with every script blocked (the floor), and the
// table compares the medians.
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

// LIGHTHOUSE_PAGES=/chemistry measures one page only (an A/B of a change that touches only it).
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/chemistry', '/articles-plan'];
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// LIGHTHOUSE_LANGUAGE=hi measures the Hindi pages: every request carries the language cookie a student who chose
// Hindi has, so the server sends the Hindi prerender (decision 0024) and the app starts in Hindi.
const language = process.env.LIGHTHOUSE_LANGUAGE ?? 'en';
if (language !== 'en' && language !== 'hi') throw new Error('LIGHTHOUSE_LANGUAGE is en or hi');
const languageArgs =
  language === 'hi' ? [`--extra-headers=${JSON.stringify({ Cookie: 'termtap_lang=hi' })}`] : [];

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

let lighthouseCli = '';

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
          ...languageArgs,
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

const abIndex = process.argv.indexOf('--ab');
const abDists = abIndex === -1 ? null : process.argv.slice(abIndex + 1);
if (abDists && abDists.length < 2)
  throw new Error('--ab takes two or more built dist folders: --ab <A> <B>…');

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

/**
 * Builds side by side: each page on every build in turn (the order rotating from round to round, so a drift of
 * the machine within a round favours none), then on the first build with every script blocked; medians compared.
 */
async function runAb(dists: string[]): Promise<void> {
  const builds: { dist: string; server: Awaited<ReturnType<typeof startApiServer>> }[] = [];
  for (const dist of dists) {
    const server = await startApiServer({ webDist: dist, env: { NODE_ENV: '' } });
    servers.push(server);
    builds.push({ dist, server });
  }
  const first = builds[0];
  if (!first) throw new Error('--ab takes built dist folders');
  const label = (index: number) => String.fromCharCode(65 + index);
  const loadAtStart = loadavg();
  const results = new Map(
    pages.map((page) => [page, { runs: builds.map((): PageRun[] => []), floor: [] as PageRun[] }]),
  );
  for (let round = 1; round <= runsPerPage; round += 1) {
    for (const page of pages) {
      const result = results.get(page);
      if (!result) continue;
      const measure = async (server: typeof first.server, extraArgs: string[] = []) =>
        summarize(
          await runLighthouse(`${server.baseUrl}${page}`, join(workDir, 'report.json'), extraArgs),
          server.baseUrl,
        );
      for (let turn = 0; turn < builds.length; turn += 1) {
        const index = (turn + round - 1) % builds.length;
        const build = builds[index];
        if (build) result.runs[index]?.push(await measure(build.server));
      }
      result.floor.push(await measure(first.server, withoutScripts));
      const last = (runs: PageRun[] | undefined) => runs?.at(-1);
      const scoreOf = (run: PageRun | undefined) =>
        `${run?.scores.performance} (TBT ${Math.round(run?.tbtMs ?? 0)} ms)`;
      console.info(
        `round ${round}/${runsPerPage} ${page}: ` +
          builds.map((_, index) => `${label(index)} ${scoreOf(last(result.runs[index]))}`).join(', ') +
          `, no script ${last(result.floor)?.scores.performance}; load ${(loadavg()[0] ?? 0).toFixed(2)}`,
      );
    }
  }
  const loadAtEnd = loadavg();
  const of = (runs: PageRun[], pick: (run: PageRun) => number) => median(runs.map(pick));
  const each = (runs: PageRun[][], text: (group: PageRun[]) => string) => runs.map(text).join(' / ');
  const rows = pages.map((page) => {
    const { runs, floor } = results.get(page) ?? { runs: [], floor: [] };
    const performance = (group: PageRun[]) =>
      `${of(group, (run) => run.scores.performance)} (${group.map((run) => run.scores.performance).join(', ')})`;
    return [
      `\`${page}\``,
      ...runs.map(performance),
      performance(floor),
      `${each(runs, (group) => String(Math.round(of(group, (run) => run.tbtMs))))} ms`,
      each(runs, (group) => seconds(of(group, (run) => run.fcpMs))),
      each(runs, (group) => seconds(of(group, (run) => run.lcpMs))),
      each(runs, (group) => kb(of(group, (run) => run.jsBytes))),
      each(runs, (group) => kb(of(group, (run) => run.htmlBytes))),
    ];
  });
  const names = builds.map((_, index) => label(index));
  console.info(
    `\n${builds.map(({ dist }, index) => `${label(index)}: ${dist}`).join('\n')}\n` +
      `Lighthouse performance, median of ${runsPerPage} runs (single runs)\n`,
  );
  const all = names.join(' / ');
  console.info(
    markdown(
      [
        'page',
        ...names,
        'A, no script',
        `TBT ${all}`,
        `FCP ${all}`,
        `LCP ${all}`,
        `JS ${all}`,
        `HTML ${all}`,
      ],
      rows,
    ),
  );
  printIndexes([...results.values()].flatMap(({ runs }) => runs.flat()));
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
  lighthouseCli = await lighthouseCliPath();
  if (abDists) await runAb(abDists);
  else await runOne();
} finally {
  clearInterval(sampleLoad);
  for (const server of servers) await server.stop();
  await rm(workDir, { recursive: true, force: true });
}
