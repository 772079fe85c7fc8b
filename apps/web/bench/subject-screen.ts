// `npm run bench:list`: how the subject screen copes with a real 400-row list on a cheap phone. Builds the web
// app, starts the product on a fresh data folder, opens /chemistry at 360 px in Chromium with the CPU slowed 4×
// (DevTools' mid-range phone setting), and measures, as medians over several runs:
// - render: one input event that brings back the whole list (clearing a search), until the next frame;
// - filter: one keystroke's input event ("mole" typed over a full list), until the next frame;
// - typo: one input event of "oxidaton" (which matches nothing, so the filter corrects it to "oxidation"),
//   until the frame that shows oxidation first;
// - scroll: frames over 50 ms while scrolling the whole list at a steady pace.
// The baseline, in the same run, is a keystroke that changes nothing on screen; figures are also given in
// 16.7 ms frames. Each time runs from the input event to the next frame. Machines are noisy: compare ratios.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../tooling/chromium.mjs';
import { startApiServer } from '../e2e/server.ts';
import { buildWebApp } from '../tooling/buildWebApp.ts';

const RUNS = 7;
const FRAME_MS = 1000 / 60;

/**
 * One input event in the search field, then frames until the list shows `firstRow` first (or no list, for a
 * query that matches nothing): the time until the frame that shows the result.
 */
async function inputUntilShown(page: Page, value: string, firstRow: string | null): Promise<number> {
  return page.evaluate(
    async ([text, first]) => {
      const field = document.querySelector<HTMLInputElement>('input[type="search"]');
      if (!field) throw new Error('no search field');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const started = performance.now();
      setValue?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      for (let frame = 0; frame < 600; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const row = document.querySelector('ul[aria-label="Chemistry Terms"] > li[data-index="0"] span span');
        if (first === null ? row === null : row?.textContent === first) return performance.now() - started;
      }
      throw new Error(`the list never showed ${first}`);
    },
    [value, firstRow] as const,
  );
}

// Passed as text: tsx would wrap a named inner function in a helper the page does not have.
const SCROLL_WHOLE_LIST = `new Promise((resolve) => {
  window.scrollTo(0, 0);
  let last = performance.now();
  let lastY = -1;
  let frames = 0;
  let long = 0;
  requestAnimationFrame(function step() {
    const now = performance.now();
    frames += 1;
    if (now - last > 50) long += 1;
    last = now;
    // The bottom is reached when a scroll no longer moves (measured rows can change the list's height).
    if (window.scrollY === lastY || frames > 2000) return resolve({ frames, long });
    lastY = window.scrollY;
    window.scrollBy(0, 120);
    requestAnimationFrame(step);
  });
})`;

async function longFramesWhileScrolling(page: Page): Promise<{ frames: number; long: number }> {
  return page.evaluate(SCROLL_WHOLE_LIST);
}

/** PROFILE=1: the functions with the most self time over ten filter-and-clear cycles, to see where time goes. */
async function printProfile(page: Page, cdp: import('playwright').CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const firstTerm = (await (await page.request.get('/api/pages/chemistry')).json())[0]?.term ?? null;
  await page.evaluate('window.scrollTo(0, 0)');
  for (let run = 0; run < 10; run += 1) {
    await inputUntilShown(page, 'mole', 'mole');
    await inputUntilShown(page, '', firstTerm);
  }
  const { profile } = await cdp.send('Profiler.stop');
  const selfTime = new Map<string, number>();
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples?.length ?? 1);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const id of profile.samples ?? []) {
    const frame = byId.get(id)?.callFrame;
    const name = `${frame?.functionName || '(anonymous)'} ${frame?.url.split('/').pop() ?? ''}:${frame?.lineNumber ?? ''}`;
    selfTime.set(name, (selfTime.get(name) ?? 0) + interval / 1000);
  }
  for (const [name, ms] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(page: Page) {
  await page.goto('/chemistry?q=zzzz');
  await page.getByText('No chemistry term matches “zzzz”.').waitFor();
  const render: number[] = [];
  const filter: number[] = [];
  const typo: number[] = [];
  const floor: number[] = [];
  const firstTerm = (await (await page.request.get('/api/pages/chemistry')).json())[0]?.term ?? null;
  for (let run = 0; run < RUNS; run += 1) {
    render.push(await inputUntilShown(page, '', firstTerm));
    filter.push(await inputUntilShown(page, 'mole', 'mole'));
    typo.push(await inputUntilShown(page, 'oxidaton', 'oxidation'));
    await inputUntilShown(page, 'zzzz', null);
    // The baseline: a keystroke that changes nothing on screen (still no match), to the next frame.
    floor.push(await inputUntilShown(page, run % 2 === 0 ? 'zzzy' : 'zzzz', null));
  }
  await inputUntilShown(page, '', firstTerm);
  const rows = await page
    .locator('ul[aria-label="Chemistry Terms"] > li')
    .first()
    .getAttribute('aria-setsize');
  const rendered = await page.locator('ul[aria-label="Chemistry Terms"] > li').count();
  const scroll = await longFramesWhileScrolling(page);
  return {
    rows,
    rendered,
    render: median(render),
    filter: median(filter),
    typo: median(typo),
    floor: median(floor),
    scroll,
  };
}

const workDir = await mkdtemp(join(tmpdir(), 'termtap-bench-list-'));
const webDist = join(workDir, 'dist');
await buildWebApp(webDist);
const server = await startApiServer({ webDist });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const result = await measure(page);
  if (process.env.PROFILE === '1') await printProfile(page, cdp);
  const row = (name: string, value: number) =>
    `${name.padEnd(34)} ${value.toFixed(1).padStart(6)} ms  ${(value / FRAME_MS).toFixed(2).padStart(5)} frames  ${(value / result.floor).toFixed(2).padStart(5)}× the baseline`;
  console.log(
    `/chemistry: ${result.rows} terms (${result.rendered} rows rendered), 360 px, CPU slowed 4×, median of ${RUNS}; load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(row('baseline: a keystroke, no change', result.floor));
  console.log(row('render the whole list (one event)', result.render));
  console.log(row('filter to "mole" (one keystroke)', result.filter));
  console.log(row('"oxidaton", corrected (one event)', result.typo));
  console.log(`scroll the whole list: ${result.scroll.long} of ${result.scroll.frames} frames over 50 ms`);
} finally {
  await browser.close();
  await server.stop();
  await rm(workDir, { recursive: true, force: true });
}
