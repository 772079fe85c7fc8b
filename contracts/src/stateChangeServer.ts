import { createServer, type IncomingMessage } from 'node:http';
import type { StateValues } from './states.ts';

export type StateSetups = Record<string, (params?: unknown) => Promise<StateValues>>;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
}

/**
 * One call of a provider-state endpoint as Pact's verifier makes it: `{"state", "params", "action"}` with action
 * `setup` or `teardown`; a setup answers the state's values (e.g. `{"token": "…"}`). Shared by the stand-alone
 * server below and by any HTTP framework's route.
 */
export async function answerStateChange(
  setups: StateSetups,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const state = field(body, 'state');
  const action = field(body, 'action') ?? 'setup';
  // The verifier also calls for interactions that name no state: there is nothing to set up.
  if (action === 'teardown' || state === undefined || state === '') return { status: 200, body: {} };
  if (typeof state !== 'string') return { status: 400, body: { message: 'The state must be a string.' } };
  const setup = setups[state];
  if (!setup) return { status: 400, body: { message: `Unknown provider state: ${state}` } };
  try {
    return { status: 200, body: await setup(field(body, 'params')) };
  } catch (error) {
    return { status: 500, body: { message: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * A provider-state endpoint as Pact's verifier calls it (`POST`, see answerStateChange). This is what a backend
 * team's `--state-change-url` must do; here it serves the reference backend's states.
 */
export async function serveStateChanges(setups: StateSetups, port = 0, host = '127.0.0.1') {
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST') return answer(405, { message: 'POST a provider state.' });
    readJson(request)
      .then((body) => answerStateChange(setups, body))
      .then((result) => answer(result.status, result.body))
      .catch((error: unknown) =>
        answer(400, { message: error instanceof Error ? error.message : String(error) }),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The state-change server has no port.');
  return {
    url: `http://${host}:${address.port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
