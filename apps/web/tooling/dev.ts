// `npm run dev`: Vite with live reload on http://127.0.0.1:5173, forwarding /api to the API server. When no
// API answers at the target (default http://127.0.0.1:3000), it starts one there (PGlite in ./data) for you.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createServer } from 'vite';
import { webRoot } from './buildWebApp.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

async function isApiUp(): Promise<boolean> {
  try {
    return (await fetch(`${apiTarget}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function startApi(): Promise<ChildProcess> {
  const { port, hostname } = new URL(apiTarget);
  console.info(`No API at ${apiTarget}: starting apps/api there.`);
  const api = spawn('npm', ['run', 'start', '--workspace', '@termtap/api'], {
    cwd: join(webRoot, '..', '..'),
    env: { ...process.env, PORT: port || '80', HOST: hostname },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 240 && api.exitCode === null; attempt += 1) {
    if (await isApiUp()) return api;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API did not start at ${apiTarget}.`);
}

const api = (await isApiUp()) ? null : await startApi();
const vite = await createServer({ root: webRoot, configFile: join(webRoot, 'vite.config.ts') });
await vite.listen();
vite.printUrls();
vite.bindCLIShortcuts({ print: true });

async function shutDown() {
  await vite.close();
  api?.kill('SIGTERM');
  process.exit(0);
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
