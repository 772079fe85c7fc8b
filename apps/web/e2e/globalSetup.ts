// Builds the web app once, then starts the real API server that serves it (local test gateway, fresh PGlite).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebApp } from '../tooling/buildWebApp.ts';
import { type RunningServer, startApiServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The built web app, for a scenario that starts a server of its own. */
    webDist: string;
  }
}

export default async function setup(project: TestProject) {
  // Built into a temporary folder (WEB_DIST), so a run never disturbs apps/web/dist or a server using it.
  const buildDir = await mkdtemp(join(tmpdir(), 'termtap-e2e-web-'));
  const webDist = join(buildDir, 'dist');
  let server: RunningServer | null = null;
  const teardown = async () => {
    await server?.stop();
    await rm(buildDir, { recursive: true, force: true });
  };
  try {
    await buildWebApp(webDist);
    server = await startApiServer({ webDist });
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('webDist', webDist);
  return teardown;
}
