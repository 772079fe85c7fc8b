// `npm run build`: everything a production start needs, built once. The web app (Vite) into apps/web/dist and the
// API (tooling/build-api.mjs) into apps/api/dist/main.js. Each is written beside its target and moved into place
// only when complete, so a server starting meanwhile (or a second build running at once) never sees half a build.
// `npm run start:prod` then runs the result with plain Node and no build work.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = join(repoRoot, 'apps', 'web');
const target = join(webRoot, 'dist');
const building = join(webRoot, `.dist-build-${process.pid}`);

/** Moves a finished folder onto `to`, replacing what was there: the old one is moved aside first, then removed. */
async function swapIn(from, to) {
  const old = `${to}.old-${process.pid}`;
  if (existsSync(to)) await rename(to, old);
  await rename(from, to);
  await rm(old, { recursive: true, force: true });
}

const started = performance.now();
const vite = spawnSync(
  process.execPath,
  [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', building, '--emptyOutDir'],
  { cwd: webRoot, stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } },
);
if (vite.status !== 0) {
  await rm(building, { recursive: true, force: true });
  process.exit(vite.status ?? 1);
}
await swapIn(building, target);
console.info(`Web app built into apps/web/dist in ${Math.round(performance.now() - started)} ms`);

const api = spawnSync(process.execPath, [join(repoRoot, 'tooling', 'build-api.mjs')], { stdio: 'inherit' });
process.exit(api.status ?? 1);
