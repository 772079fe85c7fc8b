// Proves one server per PGlite folder: a second server on the same folder refuses to start, at once and
// with a clear message, while the first keeps working; a lock left by a killed process does not block a restart.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type DatabaseHandle, openDatabase, pingDatabase } from '../src/db/database.ts';
import { copyMigratedPgliteFolder } from './support/pglite-template.ts';
import { runServerToExit } from './support/process.ts';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
let folder: string;
let first: DatabaseHandle;
const pgliteDir = () => join(folder, 'pglite');

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'termtap-lock-test-'));
  // A migrated folder, as a first start leaves it (the lock, not initdb, is under test).
  await copyMigratedPgliteFolder(pgliteDir());
  first = await openDatabase({ databaseUrl: null, pgliteDir: pgliteDir() });
});
afterAll(async () => {
  await first?.close();
  await rm(folder, { recursive: true, force: true });
});

/**
 * Runs `npm start`'s entry point on the folder and answers its exit code, output and run time. A process still
 * running after 90 s (on a loaded CI machine six of them take a minute to load their modules) is killed, which
 * answers no exit code.
 */
function startServer(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; output: string; ms: number }> {
  return runServerToExit(
    {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    90_000,
  );
}

test('a second open of the same folder is refused and the first keeps working', async () => {
  await expect(openDatabase({ databaseUrl: null, pgliteDir: pgliteDir() })).rejects.toThrow(
    /is in use by another TermTap server/,
  );
  await pingDatabase(first.db);
});

test('a second server process on the same DATA_DIR exits at once with a clear message', async () => {
  const second = await startServer(folder);
  // The same-minute floor (decision 0010): a process refused by its configuration, which exits as soon as its
  // modules are loaded. Refusing a locked folder may take a little longer, never a wait for the lock.
  const floor = await startServer(folder, { PORT: 'not-a-port' });

  expect(floor.code).toBe(1);
  expect(second.code).toBe(1);
  expect(second.output).toContain(`The database folder ${pgliteDir()} is in use by another TermTap server`);
  expect(second.ms).toBeLessThan(floor.ms * 2 + 3_000);
  await pingDatabase(first.db);
}, 200_000);

test('a lock left by a process that is gone (killed) is taken over', async () => {
  const other = await mkdtemp(join(tmpdir(), 'termtap-lock-test-'));
  try {
    // No process has pid 2^22 + 1 (above Linux's largest pid).
    await writeFile(join(other, 'pglite.lock'), '4194305\n');
    await copyMigratedPgliteFolder(join(other, 'pglite'));
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: join(other, 'pglite') });
    await pingDatabase(handle.db);
    await handle.close();
  } finally {
    await rm(other, { recursive: true, force: true });
  }
});

test('processes taking over one stale lock together: exactly one gets it', async () => {
  const other = await mkdtemp(join(tmpdir(), 'termtap-lock-test-'));
  const dataDir = join(other, 'pglite');
  const script = `
    import { lockDataFolder } from ${JSON.stringify(join(apiRoot, 'src/db/database.ts'))};
    try {
      await lockDataFolder(process.argv[1]);
      console.log('held');
      // Held (this process alive) until the test has every answer and closes stdin.
      process.stdin.resume();
      await new Promise((resolve) => process.stdin.on('end', resolve));
    } catch {
      console.log('refused');
    }`;
  try {
    for (let round = 0; round < 2; round += 1) {
      await writeFile(`${dataDir}.lock`, '4194305\n');
      const children = Array.from({ length: 6 }, () => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', '--input-type=module', '-e', script, dataDir],
          {
            cwd: apiRoot,
            stdio: ['pipe', 'pipe', 'inherit'],
          },
        );
        // Closing the stdin of a child that has exited is no error here.
        child.stdin.on('error', () => {});
        return child;
      });
      // Each child's answer is its first line (or what it printed before exiting without one).
      const answers = await Promise.all(
        children.map(
          (child) =>
            new Promise<string>((resolve) => {
              let output = '';
              child.stdout.on('data', (chunk) => {
                output += chunk;
                if (output.includes('\n')) resolve(output.trim());
              });
              child.on('exit', () => resolve(output.trim()));
            }),
        ),
      );
      // Only now may the holder let go: every other process tried while it was alive.
      await Promise.all(
        children.map((child) => {
          const exited = new Promise((resolve) => child.on('exit', resolve));
          child.stdin.end();
          return child.exitCode === null && child.signalCode === null ? exited : undefined;
        }),
      );
      expect(
        answers.filter((answer) => answer === 'held'),
        `round ${round}: ${answers.join(', ')}`,
      ).toHaveLength(1);
      await rm(`${dataDir}.lock`, { force: true });
    }
  } finally {
    await rm(other, { recursive: true, force: true });
  }
}, 120_000);
