import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pactFile } from '../../src/pactFiles.ts';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Terminal colours removed. */
export function plain(output: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching ANSI escape sequences is the point.
  return output.replace(/\u001b\[[0-9;]*m/g, '');
}

export interface CommandRun {
  code: number | null;
  output: string;
}

function collect(child: ReturnType<typeof spawn>): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const quietEnv = () => ({ ...process.env, PACT_DO_NOT_TRACK: 'true', NO_COLOR: '1' });

/** Runs `npm run verify:provider`'s script as a separate process and collects what it prints. */
export function runVerifyCommand(args: string[]): Promise<CommandRun> {
  return collect(
    spawn(process.execPath, ['--import', 'tsx', 'contracts/bin/verify-provider.ts', ...args], {
      cwd: repoRoot,
      env: quietEnv(),
    }),
  );
}

/** Runs a shell command line from the repository root, as a reader pasting it would. */
export function runShellCommand(command: string): Promise<CommandRun> {
  return collect(spawn('sh', ['-c', command], { cwd: repoRoot, env: quietEnv() }));
}

/** The descriptions of the interactions the verifier reported as failed, sorted. */
export function failedInteractions(output: string): string[] {
  const failures = plain(output).split('Failures:')[1] ?? '';
  return [...failures.matchAll(/^\d+\) Verifying a pact between .* - (.+)$/gm)]
    .map((match) => match[1] ?? '')
    .sort();
}

/**
 * Writes the committed pact with only the interactions of these descriptions to `file` (for a fake backend that
 * knows nothing else), and says which of them it found.
 */
function writePactWithOnly(descriptions: readonly string[], file: string): string[] {
  const pact: unknown = JSON.parse(readFileSync(pactFile, 'utf8'));
  const wanted = new Set<unknown>(descriptions);
  const interactions: unknown =
    typeof pact === 'object' && pact !== null ? Reflect.get(pact, 'interactions') : [];
  const descriptionOf = (interaction: unknown) =>
    typeof interaction === 'object' && interaction !== null ? Reflect.get(interaction, 'description') : '';
  const kept = Array.isArray(interactions)
    ? interactions.filter((interaction: unknown) => wanted.has(descriptionOf(interaction)))
    : [];
  writeFileSync(file, JSON.stringify({ ...Object(pact), interactions: kept }));
  return kept.map((interaction: unknown) => String(descriptionOf(interaction)));
}

export interface FakeBackend {
  api: string;
  stateChangeUrl: string;
  close(): Promise<void>;
}

/** A fake backend's server on a free port, its API under /api and its provider states at /_pact/states. */
export async function listenAsFakeBackend(server: Server): Promise<FakeBackend> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The fake provider has no port.');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    api: `${origin}/api`,
    stateChangeUrl: `${origin}/_pact/states`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * Runs verify:provider against a fake backend with only the interactions of these descriptions (all of which
 * must be in the committed pact), then stops the fake.
 */
export async function verifyFakeOn(
  descriptions: readonly string[],
  start: () => Promise<FakeBackend>,
): Promise<CommandRun> {
  const folder = mkdtempSync(join(tmpdir(), 'termtap-part-pact-'));
  const file = join(folder, 'pact.json');
  const found = writePactWithOnly(descriptions, file);
  const fake = await start();
  try {
    if (found.length !== descriptions.length) {
      throw new Error(`The pact lacks: ${descriptions.filter((d) => !found.includes(d)).join(', ')}`);
    }
    return await runVerifyCommand([
      '--base-url',
      fake.api,
      '--state-change-url',
      fake.stateChangeUrl,
      '--pact',
      file,
    ]);
  } finally {
    await fake.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
