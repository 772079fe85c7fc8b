// The reference backend's state-change endpoint, for `npm run verify:provider` against a running `npm start`.
// It opens the same database as the server (DATABASE_URL, PostgreSQL) and sets the states up through apps/api's
// services. PGlite, the one-machine default, lets one process open its data at a time, so it cannot serve here.
import { parseArgs } from 'node:util';
import { createApp } from '@termtap/api/src/app.ts';
import { ConfigError, loadConfig } from '@termtap/api/src/config.ts';
import { apiProviderStates } from '../src/apiProviderStates.ts';
import { serveStateChanges } from '../src/stateChangeServer.ts';

const usage = `Usage: DATABASE_URL=<the server's> npx tsx contracts/bin/reference-states.ts [--port <n>]

Serves the provider states of contracts/pacts for the reference backend (apps/api). Run it with the same
environment as the server under test, then pass the URL it prints to verify:provider as --state-change-url.
It creates and deletes test accounts (…@example.com): never point it at a production database.`;

const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, help: { type: 'boolean', short: 'h' } },
  strict: true,
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number.\n\n${usage}`);
  process.exit(2);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(2);
}
if (config.databaseUrl === null) {
  console.error(
    `DATABASE_URL is not set: the states must go into the running server's PostgreSQL database.\n\n${usage}`,
  );
  process.exit(2);
}
if (config.nodeEnv === 'production') {
  console.error(
    'NODE_ENV is production: provider states create and delete accounts, so they are refused here.',
  );
  process.exit(2);
}

const app = await createApp({ ...config, logLevel: 'warn' });
const states = await serveStateChanges(apiProviderStates(app), port);
console.log(`Provider states for the reference backend: ${states.url}`);

const stop = () => {
  void states
    .close()
    .then(() => app.close())
    .then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
