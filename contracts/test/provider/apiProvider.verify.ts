// Proves apps/api answers every interaction of the committed pact as the web app expects, that a provider
// bug makes verification fail, and that the verify:provider command checks a running backend.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiProviderStates } from '../../src/apiProviderStates.ts';
import { pactFile } from '../../src/pactFiles.ts';
import { serveStateChanges } from '../../src/stateChangeServer.ts';
import { verifyProvider } from '../../src/verify.ts';
import { type RunningApi, startApi, startBrokenFront } from './api.ts';

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

/** Terminal colours removed. */
function plain(output: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching ANSI escape sequences is the point.
  return output.replace(/\u001b\[[0-9;]*m/g, '');
}

/** Runs `npm run verify:provider`'s script as a separate process and collects what it prints. */
function runVerifyCommand(args: string[]): Promise<{ code: number | null; output: string }> {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'contracts/bin/verify-provider.ts', ...args], {
      cwd: root,
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true', NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
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

  test('verify:provider passes a running backend that sets states up through its state-change URL', async () => {
    const { app, api: baseUrl } = api();
    const states = await serveStateChanges(apiProviderStates(app));
    try {
      const { code, output } = await runVerifyCommand([
        '--base-url',
        baseUrl,
        '--state-change-url',
        states.url,
      ]);
      const replayed = pactDescriptions().filter((description) =>
        plain(output).includes(`  ${description} (`),
      );
      expect(replayed).toEqual(pactDescriptions());
      expect(output).toContain(`${baseUrl} satisfies every interaction the web app relies on.`);
      expect(code).toBe(0);
    } finally {
      await states.close();
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
      expect(
        [...failures.matchAll(/^\d+\) Verifying a pact between .* - (.+)$/gm)]
          .map((match) => match[1])
          .sort(),
      ).toEqual([
        'a describe by a user with clicks left',
        'a describe by a user with no clicks left',
        'a describe of biotechnology/nucleus, answered with its definition, notConfusedWith, alsoCalled, plural',
        'a describe of computer-science/artificial intelligence, answered with its definition, example, seeAlso',
        'a describe of medicine-names/cerivastatin, answered with its definition, use, caution, withdrawn',
        'a login with the right password',
        'a request for the current user',
        'a sign-up with a new e-mail',
      ]);
      expect(failures.match(/missing the following keys: remainingClicks/g)).toHaveLength(8);
      expect(output).toContain(`Verification failed against ${broken.api}`);
    } finally {
      await states.close();
      await broken.close();
    }
  });
});
