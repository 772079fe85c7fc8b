import type { IncomingMessage, ServerResponse } from 'node:http';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { pactFile, providerName } from './pactFiles.ts';

export type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
type LogLevel = NonNullable<VerifierOptions['logLevel']>;

export interface BrokerOptions {
  url: string;
  token?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
  /** Publish the results to the broker under this provider version (e.g. the git commit). */
  publishAs?: { version: string; branch?: string | undefined } | undefined;
}

export interface VerifyOptions {
  /** The API root the pact paths are relative to, e.g. `http://127.0.0.1:3000/api`. */
  baseUrl: string;
  /** A running backend's own state-change endpoint (`POST {state, params, action}`). */
  stateChangeUrl?: string | undefined;
  /** Or set the states up in this process (the reference backend's in-process verification). */
  stateHandlers?: StateHandlers | undefined;
  /** Pact files or URLs; the committed pact by default. Ignored when `broker` is given. */
  pactUrls?: string[] | undefined;
  broker?: BrokerOptions | undefined;
  logLevel?: LogLevel | undefined;
}

/**
 * Pact's verifier reaches the backend through a proxy that forwards a request without a body (logout,
 * create-session) as an empty chunked stream: a strict server sees a body with no content type and answers 415.
 * Browsers and fetch send `Content-Length: 0` there, so the proxy is made to send that too.
 */
function sendEmptyBodiesAsFetchDoes(request: IncomingMessage, _response: ServerResponse, next: () => void) {
  if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined) {
    request.headers['content-length'] = '0';
  }
  next();
}

/**
 * Replays every interaction of the pact against the backend and checks its answers; rejects when anything did
 * not match. The verifier prints its report (each interaction, each mismatch) to standard output.
 */
export async function verifyProvider(options: VerifyOptions): Promise<string> {
  const verifier = new Verifier({
    provider: providerName,
    providerBaseUrl: options.baseUrl,
    logLevel: options.logLevel ?? 'warn',
    // A backend's own state-change URL replaces the verifier's in-process one.
    ...(options.stateChangeUrl ? { providerStatesSetupUrl: options.stateChangeUrl } : {}),
    // The verifier asks for a state named '' before interactions that name none: nothing to set up.
    ...(options.stateHandlers
      ? { stateHandlers: { '': async () => undefined, ...options.stateHandlers } }
      : {}),
    ...(options.broker ? brokerSource(options.broker) : { pactUrls: options.pactUrls ?? [pactFile] }),
    requestFilter: sendEmptyBodiesAsFetchDoes,
    // A redirect is an answer to check (the return URL's 303 and its Location), not a hop to take.
    followRedirects: false,
    failIfNoPactsFound: true,
  });
  return verifier.verifyProvider();
}

function brokerSource(broker: BrokerOptions) {
  return {
    pactBrokerUrl: broker.url,
    pactBrokerToken: broker.token,
    pactBrokerUsername: broker.username,
    pactBrokerPassword: broker.password,
    // The pacts of the web app's main branch and of every web app version deployed or released.
    consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
    enablePending: true,
    ...(broker.publishAs
      ? {
          publishVerificationResult: true,
          providerVersion: broker.publishAs.version,
          providerVersionBranch: broker.publishAs.branch,
        }
      : {}),
  };
}
