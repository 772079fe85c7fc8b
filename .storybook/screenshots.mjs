// Screenshots of stories from a built Storybook, in headless Chromium, at phone and desktop widths.
// Usage: npm run build-storybook && node .storybook/screenshots.mjs <outDir> <storyId>[:phone|desktop] ...
// A docs page's id ends in --docs (e.g. screens-home--docs): its shot is the page as it opens (the first
// screen, not the full page), and the script prints how far it is scrolled and how many dialogs are open.
// CHROMIUM_PATH overrides /usr/bin/chromium. Serves storybook-static on 127.0.0.1 (random port).

import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../tooling/chromium.mjs';

const root = resolve(process.env.STORYBOOK_STATIC ?? 'storybook-static');
const [outDir = 'screenshots', ...shots] = process.argv.slice(2);
const viewports = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  let file = join(root, path);
  if (!file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  if (statSync(file).isDirectory()) file = join(file, 'index.html');
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch(chromiumLaunchOptions());
mkdirSync(outDir, { recursive: true });
try {
  for (const shot of shots) {
    const [id, size = 'phone'] = shot.split(':');
    // A fresh context per visit: MSW's worker is reliably in control (docs/stack.md).
    const context = await browser.newContext({ viewport: viewports[size], deviceScaleFactor: 1 });
    const page = await context.newPage();
    const isDocs = id.endsWith('--docs');
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=${isDocs ? 'docs' : 'story'}`, {
      waitUntil: 'networkidle',
    });
    // Storybook marks the body once the story (or docs page) has rendered; then give play functions time to act.
    await page.waitForSelector(isDocs ? '#storybook-docs .sbdocs' : 'body.sb-show-main', {
      timeout: 120_000,
    });
    await page.waitForTimeout(isDocs ? 10_000 : 2500);
    const file = join(outDir, `${id}--${size}.png`);
    await page.screenshot({ path: file, fullPage: !isDocs });
    if (isDocs) {
      const opened = await page.evaluate(() => ({
        scrollY: Math.round(window.scrollY),
        dialogs: document.querySelectorAll('[role="dialog"]').length,
      }));
      console.log(`${file}  scrolled ${opened.scrollY} px, ${opened.dialogs} dialogs open`);
    } else {
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
