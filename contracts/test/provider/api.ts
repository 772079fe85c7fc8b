import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '@termtap/api/src/app.ts';
import { loadConfig } from '@termtap/api/src/config.ts';
import { answerStateChange, type StateSetups } from '../../src/stateChangeServer.ts';

export type App = Awaited<ReturnType<typeof createApp>>;

export interface RunningApi {
  app: App;
  /** The API root the pact paths hang off, e.g. http://127.0.0.1:41234/api */
  api: string;
  close(): Promise<void>;
}

/**
 * apps/api on 127.0.0.1 with a random port and a fresh in-memory PGlite database. Its configuration comes
 * from a fixed environment, not this process's, so no DATABASE_URL or Cashfree key can leak in: payments
 * go through the local test gateway.
 */
export async function startApi(): Promise<RunningApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'termtap-contracts-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://termtap.test',
    }),
    pgliteDir: 'memory://',
    webDist: join(dataDir, 'no-web-app'),
  };
  const app = await createApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    api: `http://127.0.0.1:${portOf(app.server)}/api`,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function portOf(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The server is not listening on a port.');
  return address.port;
}

function requestHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

export interface FrontOptions {
  /** Rewrites each answer's body: a provider with a deliberate bug, for proving verification catches one. */
  breakBody?: (body: string) => string;
  /** Serves these provider states at this path on the front's own origin, as a backend team's test build would. */
  states?: { path: string; setups: StateSetups };
}

/** A front for apps/api on a port of its own that passes every request through (see FrontOptions). */
export async function startFront(
  app: App,
  options: FrontOptions,
): Promise<{ api: string; close(): Promise<void> }> {
  const { breakBody = (body: string) => body, states } = options;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (states && request.method === 'POST' && request.url === states.path) {
        void answerStateChange(states.setups, JSON.parse(body.toString('utf8'))).then((answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(answer.body));
        });
        return;
      }
      app
        .inject({
          method: request.method === undefined ? 'GET' : request.method.toUpperCase(),
          url: request.url ?? '/',
          // The front may rewrite answers as text, so it asks for them uncompressed.
          headers: { ...requestHeaders(request.headers), 'accept-encoding': 'identity' },
          ...(body.length > 0 ? { payload: body } : {}),
        })
        .then((answer) => {
          const { 'content-length': _length, 'transfer-encoding': _encoding, ...headers } = answer.headers;
          response.writeHead(answer.statusCode, headers);
          response.end(breakBody(answer.body));
        })
        .catch((error: unknown) => response.destroy(error instanceof Error ? error : undefined));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    api: `http://127.0.0.1:${portOf(server)}/api`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** apps/api behind a front that rewrites each answer's body with `breakBody`: a provider with a deliberate bug. */
export function startBrokenFront(app: App, breakBody: (body: string) => string) {
  return startFront(app, { breakBody });
}
