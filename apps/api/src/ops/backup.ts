import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import type { AppConfig } from '../config.ts';
import { type DatabaseHandle, lockDataFolder } from '../db/database.ts';

/*
 * Backups (`npm run backup -- <file>`, `npm run restore -- <file>`), with the server's own configuration:
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format, one consistent snapshot, taken while the servers run;
 *   restored with pg_restore into an empty database.
 * - PGlite (the default): PGlite's own dump, a gzipped tarball of the data folder. PGlite allows one process per
 *   folder, so while a server runs it takes the dump itself, asked through a Unix socket beside the folder
 *   (`<DATA_DIR>/pglite.sock`, readable by the server's user only); with no server running, the folder is opened
 *   here. Restored into a DATA_DIR with no database yet.
 */

/** The Unix socket a PGlite server answers dump requests on. */
export function dumpSocketPath(pgliteDir: string): string {
  return `${pgliteDir}.sock`;
}

/** Serves `dump` requests on the socket for as long as the server runs; answers the close. */
export async function serveDumps(handle: DatabaseHandle, socketPath: string): Promise<() => Promise<void>> {
  const dump = handle.dump;
  if (dump === null) return async () => {};
  // The folder's lock is ours, so a socket file left here is from a process that is gone.
  await rm(socketPath, { force: true });
  const server = createServer((socket) => {
    socket.once('data', (request) => {
      if (request.toString('utf8').trim() !== 'dump') {
        socket.end();
        return;
      }
      dump().then(
        (tarball) => socket.end(tarball),
        () => socket.destroy(),
      );
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

/** Asks the running server for its dump; null when no server listens. */
function dumpFromServer(socketPath: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    if (!existsSync(socketPath)) {
      resolve(null);
      return;
    }
    const chunks: Buffer[] = [];
    const socket = connect(socketPath, () => socket.write('dump\n'));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () =>
      chunks.length > 0 ? resolve(Buffer.concat(chunks)) : reject(new Error('The server sent no dump.')),
    );
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
  });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', (error) => reject(new Error(`${command} could not run: ${error.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`)),
    );
  });
}

async function openPgliteFolder(pgliteDir: string, loadDataDir?: Blob) {
  const unlock = await lockDataFolder(pgliteDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(pgliteDir, loadDataDir ? { loadDataDir } : {});
    return {
      client,
      close: async () => {
        await client.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Writes a consistent backup of the configured database to `file`; answers how it was taken. */
export async function backup(config: AppConfig, file: string): Promise<string> {
  if (config.databaseUrl !== null) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${file}`,
      `--dbname=${config.databaseUrl}`,
    ]);
    return 'pg_dump (custom format)';
  }
  const fromServer = await dumpFromServer(dumpSocketPath(config.pgliteDir));
  if (fromServer !== null) {
    await writeFile(file, fromServer);
    return 'PGlite dump, taken by the running server';
  }
  if (!existsSync(join(config.pgliteDir, 'PG_VERSION'))) {
    throw new Error(`There is no PGlite database in ${config.pgliteDir} (is DATA_DIR right?).`);
  }
  const folder = await openPgliteFolder(config.pgliteDir);
  try {
    await writeFile(file, Buffer.from(await (await folder.client.dumpDataDir('gzip')).arrayBuffer()));
  } finally {
    await folder.close();
  }
  return 'PGlite dump of the folder (no server was running)';
}

/** Loads a backup made by `backup` into the configured database, which must be empty. */
export async function restore(config: AppConfig, file: string): Promise<string> {
  if (!existsSync(file)) throw new Error(`No backup file ${file}.`);
  if (config.databaseUrl !== null) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
      if (Number(rows[0]?.count) > 0) {
        throw new Error(
          'The database is not empty: restore into a new database (createdb), then point DATABASE_URL at it.',
        );
      }
    } finally {
      await client.end();
    }
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${config.databaseUrl}`, file]);
    return 'pg_restore';
  }
  if (existsSync(join(config.pgliteDir, 'PG_VERSION'))) {
    throw new Error(
      `${config.pgliteDir} already holds a database: restore into an empty DATA_DIR (or move this one away).`,
    );
  }
  const tarball = new Blob([await readFile(file)]);
  const folder = await openPgliteFolder(config.pgliteDir, tarball);
  await folder.close();
  return 'PGlite dump loaded';
}
