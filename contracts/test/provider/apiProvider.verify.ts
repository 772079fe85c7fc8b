// Proves apps/api answers every interaction of the committed pact as the web app expects, that a provider
// bug makes verification fail, and that the verify:provider command checks a running backend.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiProviderStates } from '../../src/apiProviderStates.ts';
import { pactFile } from '../../src/pactFiles.ts';
import { serveStateChanges } from '../../src/stateChangeServer.ts';
import { verifyProvider } from '../../src/verify.ts';
import { type RunningApi, startApi, startBrokenFront, startFront } from './api.ts';
import { failedInteractions, plain, repoRoot, runShellCommand, runVerifyCommand } from './verifyCommand.ts';

const repoUrl = pathToFileURL(repoRoot);

function pactDescriptions(): string[] {
  const pact: unknown = JSON.parse(readFileSync(pactFile, 'utf8'));
  const interactions: unknown =
    typeof pact === 'object' && pact !== null ? Reflect.get(pact, 'interactions') : undefined;
  if (!Array.isArray(interactions)) return [];
  return interactions.map((interaction: unknown) =>
    String(
      typeof interaction === 'object' && interaction !== null ? Reflect.get(interaction, 'description') : '',
    ),
  );
}

/**
 * The verify command both READMEs give backend teams (the same line in each), and the origin it names.
 * Its --base-url must end in /api, the root the pact's paths hang off.
 */
function readmeVerifyCommand(): { command: string; origin: string } {
  const commandIn = (file: string) =>
    /^npm run verify:provider -- --base-url \S+ --state-change-url \S+$/m.exec(
      readFileSync(new URL(file, repoUrl), 'utf8'),
    )?.[0];
  const command = commandIn('README.md');
  if (!command)
    throw new Error('README.md has no `npm run verify:provider -- --base-url … --state-change-url …` line.');
  expect(commandIn('contracts/README.md'), 'the command in contracts/README.md').toBe(command);
  const baseUrl = new URL(/--base-url (\S+)/.exec(command)?.[1] ?? '');
  return { command, origin: baseUrl.origin };
}

/** The state-change path the README's command uses, which the test server then serves on its own origin. */
function readmeStatePath(): string {
  const { command, origin } = readmeVerifyCommand();
  const stateUrl = new URL(/--state-change-url (\S+)/.exec(command)?.[1] ?? '');
  if (stateUrl.origin !== origin) throw new Error('The README command puts the states on another origin.');
  return stateUrl.pathname;
}

describe('provider: apps/api', () => {
  let running: RunningApi | undefined;
  beforeAll(async () => {
    running = await startApi();
  });
  afterAll(() => running?.close());

  function api(): RunningApi {
    if (!running) throw new Error('apps/api did not start');
    return running;
  }

  test('apps/api satisfies every interaction in contracts/pacts', async () => {
    const { app, api: baseUrl } = api();
    // On a mismatch this rejects, and the verifier prints each mismatch above the test report.
    await expect(verifyProvider({ baseUrl, stateHandlers: apiProviderStates(app) })).resolves.toBeTypeOf(
      'string',
    );
  });

  test("the README's verify command, run as written, passes a running backend with its state endpoint", async () => {
    const { app } = api();
    const { command, origin } = readmeVerifyCommand();
    // The server and its state endpoint on one origin, the README's layout; only the origin is the test's own.
    const server = await startFront(app, {
      states: { path: readmeStatePath(), setups: apiProviderStates(app) },
    });
    try {
      const { code, output } = await runShellCommand(command.replaceAll(origin, new URL(server.api).origin));
      const replayed = pactDescriptions().filter((description) =>
        plain(output).includes(`  ${description} (`),
      );
      expect(replayed).toEqual(pactDescriptions());
      expect(output).toContain(`${server.api} satisfies every interaction the web app relies on.`);
      expect(code).toBe(0);
    } finally {
      await server.close();
    }
  });

  // Run as a separate process, so the verifier's report of the failures stays out of the test output.
  test('verify:provider fails, naming each mismatch, when the backend renames remainingClicks', async () => {
    const { app } = api();
    const broken = await startBrokenFront(app, (body) =>
      body.replaceAll('"remainingClicks"', '"remaining_clicks"'),
    );
    const states = await serveStateChanges(apiProviderStates(app));
    try {
      const { code, output } = await runVerifyCommand([
        '--base-url',
        broken.api,
        '--state-change-url',
        states.url,
      ]);
      expect(code).toBe(1);
      const failures = plain(output).split('Failures:')[1] ?? '';
      // Exactly the interactions whose answers the web app reads remainingClicks from, each with the reason.
      expect(failedInteractions(output)).toEqual([
        'a describe by a user with clicks left',
        'a describe by a user with no clicks left',
        'a describe in Hindi of chemistry/atom, a core term',
        'a describe of a new term at 0 clicks, refused with the notice',
        'a describe of a new term by a subscriber with 5 clicks left, which leaves 5',
        'a describe of a new term with 3 clicks left, which leaves exactly 2',
        'a describe of biotechnology/nucleus, answered with its definition, notConfusedWith, alsoCalled, plural',
        'a describe of computer-science/artificial intelligence, answered with its definition, example, seeAlso',
        'a describe of medicine-names/cerivastatin, answered with its definition, use, caution, withdrawn',
        'a login with the right password',
        'a reopen at 0 clicks of a term the user already described',
        'a request for the current user',
        'a sign-up with a new e-mail',
      ]);
      expect(failures.match(/missing the following keys: remainingClicks/g)).toHaveLength(13);
      expect(output).toContain(`Verification failed against ${broken.api}`);
    } finally {
      await states.close();
      await broken.close();
    }
  });
});
