// npm run verify:provider -- --base-url <url> [--state-change-url <url>]: checks a running backend against the pacts.
import { parseArgs } from 'node:util';
import type { BrokerOptions } from '../src/verify.ts';

const usage = `Usage: npm run verify:provider -- --base-url <url> [options]

Replays the web app's pact (contracts/pacts) against a running TermTap backend.

  --base-url <url>          the API root, e.g. http://127.0.0.1:3000/api (required)
  --state-change-url <url>  your endpoint that sets up provider states (see contracts/README.md)
  --pact <file-or-url>      verify this pact instead of the committed one (repeatable)
  --broker-url <url>        fetch the pacts from a Pact Broker instead (or set PACT_BROKER_BASE_URL);
                            credentials from PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD
  --provider-version <v>    with a broker: publish the results as this version of TermTapAPI (e.g. a git commit)
  --provider-branch <name>  with --provider-version: the branch that version was built from
  --log-level <level>       trace, debug, info, warn or error (default: only the verifier's report)
  -h, --help                show this text

Only some interactions: set PACT_DESCRIPTION or PACT_PROVIDER_STATE to a description or state from the pact.`;

const logLevels = ['trace', 'debug', 'info', 'warn', 'error'] as const;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

function parse() {
  try {
    return parseArgs({
      options: {
        'base-url': { type: 'string' },
        'state-change-url': { type: 'string' },
        pact: { type: 'string', multiple: true },
        'broker-url': { type: 'string' },
        'provider-version': { type: 'string' },
        'provider-branch': { type: 'string' },
        'log-level': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

function httpUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // reported below
  }
  return fail(`--${name} must be an http or https URL (got "${value}").`);
}

const args = parse();
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const baseUrl = httpUrl('base-url', args['base-url']) ?? fail('--base-url is required.');
const stateChangeUrl = httpUrl('state-change-url', args['state-change-url']);
const logLevel = logLevels.find((level) => level === args['log-level']);
if (args['log-level'] !== undefined && logLevel === undefined)
  fail(`--log-level must be one of ${logLevels.join(', ')}.`);

const brokerUrl = httpUrl('broker-url', args['broker-url'] ?? process.env.PACT_BROKER_BASE_URL);
const providerVersion = args['provider-version'];
if (providerVersion !== undefined && brokerUrl === undefined) fail('--provider-version needs a broker.');
const broker: BrokerOptions | undefined = brokerUrl
  ? {
      url: brokerUrl,
      token: process.env.PACT_BROKER_TOKEN,
      username: process.env.PACT_BROKER_USERNAME,
      password: process.env.PACT_BROKER_PASSWORD,
      publishAs: providerVersion ? { version: providerVersion, branch: args['provider-branch'] } : undefined,
    }
  : undefined;

// The verifier waits out its timeout on every interaction when nothing listens: say so at once instead.
for (const url of [baseUrl, stateChangeUrl]) {
  if (url === undefined) continue;
  try {
    await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    const reason =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    console.error(`Nothing answers at ${url} (${reason}). Is the backend running?`);
    process.exit(1);
  }
}

if (!stateChangeUrl) {
  console.warn(
    'No --state-change-url: interactions that name a provider state (a logged-in user, an order…) will run ' +
      'without their state and are likely to fail.',
  );
}

process.env.PACT_DO_NOT_TRACK ??= 'true';
// Imported after the environment is set, so Pact's native core never reports usage.
const { verifyProvider } = await import('../src/verify.ts');
try {
  // pact-js warns that a state-change URL is "deprecated" in favour of in-process handlers, which a backend in
  // another language cannot use: below 'error' that warning would only confuse.
  await verifyProvider({
    baseUrl,
    stateChangeUrl,
    pactUrls: args.pact,
    broker,
    logLevel: logLevel ?? 'error',
  });
  const filtered = process.env.PACT_DESCRIPTION || process.env.PACT_PROVIDER_STATE;
  console.log(
    filtered
      ? `\n${baseUrl} satisfies the interactions selected by PACT_DESCRIPTION / PACT_PROVIDER_STATE.`
      : `\n${baseUrl} satisfies every interaction the web app relies on.`,
  );
} catch (error) {
  console.error(`\nVerification failed against ${baseUrl}: see the mismatches above.`);
  if (logLevel === 'debug' || logLevel === 'trace') console.error(error);
  process.exitCode = 1;
}
