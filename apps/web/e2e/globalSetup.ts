// Builds the web app once (or takes the finished build in TERMTAP_WEB_BUILD), then starts the real API server
// that serves it (local test gateway, fresh PGlite). The scenarios find it through runningE2eServer().
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireChromium } from '../../../tooling/chromium.mjs';
import { buildWebApp, prebuiltWebApp } from '../tooling/buildWebApp.ts';
import { publishE2eServer, type RunningServer, startApiServer } from './server.ts';

export default async function setup(): Promise<() => Promise<void>> {
  requireChromium();
  let buildDir: string | null = null;
  let webDist = prebuiltWebApp();
  let server: RunningServer | null = null;
  const teardown = async () => {
    await server?.stop();
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  };
  try {
    if (!webDist) {
      // Built into a temporary folder (WEB_DIST), so a run never disturbs apps/web/dist or a server using it.
      buildDir = await mkdtemp(join(tmpdir(), 'termtap-e2e-web-'));
      webDist = join(buildDir, 'dist');
      await buildWebApp(webDist);
    }
    server = await startApiServer({ webDist });
  } catch (error) {
    await teardown();
    throw error;
  }
  publishE2eServer({ baseUrl: server.baseUrl, dataDir: server.dataDir, webDist });
  return teardown;
}
