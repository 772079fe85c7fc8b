import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// Each driver (PGlite, or pg for PostgreSQL) and its Drizzle adapter is imported only when it is used: loading
// the one not configured would only slow the start.

/** One Drizzle type for both drivers: queries are written once and run on PGlite and PostgreSQL alike. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * PGlite only: a consistent gzipped tarball of the data folder (PGlite's own dump), taken between transactions.
   * Null for PostgreSQL (pg_dump backs it up: ops/backup.ts).
   */
  dump: (() => Promise<Buffer>) | null;
  /** PostgreSQL only: the pool's connections (metrics); null for PGlite (one connection, in process). */
  poolUse: (() => { total: number; idle: number; waiting: number; max: number }) | null;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A fixed advisory-lock key, so API processes starting together on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_403_190_417;

export interface DatabaseOptions {
  /** PostgreSQL URL; when null, PGlite is used. */
  databaseUrl: string | null;
  /** PGlite's folder (parents are created), or `memory://`. */
  pgliteDir: string;
  poolSize?: number;
  /**
   * `memory://` only: start from this PGlite dump (dumpDataDir) instead of an empty cluster. Tests pass a
   * migrated one, which skips initdb: the bulk of an embedded start.
   */
  pgliteTemplate?: Blob;
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== null) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir, options.pgliteTemplate);
}

/**
 * A small buffer pool keeps the embedded database's memory low; the OS page cache still holds the files.
 * (PGlite's default is 128 MB.)
 */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=32MB'] };

/**
 * PGlite is PostgreSQL compiled to WebAssembly. V8 first compiles its functions with Liftoff, its baseline
 * compiler, then recompiles the hot ones with TurboFan. Right after PostgreSQL has started inside PGlite, the main
 * thread waited 0.2 s (0.5 s on a busy machine) for that recompilation, and the open took 0.3 s longer. Without
 * it a query took 5–6% longer (353 against 335 µs, drizzle included). So a restart is 0.4 s shorter, at a small
 * cost per query (decision 0011). Set for the whole process, before PGlite's module is compiled; only PGlite
 * uses WebAssembly here.
 */
function useBaselineWasmCompiler(): void {
  setFlagsFromString('--no-wasm-dynamic-tiering');
  setFlagsFromString('--no-wasm-tier-up');
}

async function openPglite(dataDir: string, template?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  let unlock = async () => {};
  if (!inMemory) {
    await mkdir(dirname(dataDir), { recursive: true });
    unlock = await lockDataFolder(dataDir);
  }
  try {
    // Creating a database (initdb) grows PGlite's memory to ~800 MB for good; reopening it right away starts
    // again from ~400 MB, so a first start costs a second more and then runs as lean as any later start.
    useBaselineWasmCompiler();
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    if (!inMemory && !existsSync(join(dataDir, 'PG_VERSION')))
      await (await PGlite.create(dataDir, PGLITE_OPTIONS)).close();
    const client =
      inMemory && template
        ? await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: template })
        : await PGlite.create(inMemory ? undefined : dataDir, PGLITE_OPTIONS);
    const db = drizzlePglite(client);
    try {
      await migratePglite(db, { migrationsFolder });
    } catch (error) {
      await client.close();
      throw error;
    }
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        await unlock();
      },
      // Holding the transaction lock, no transaction is half done; dumpDataDir itself waits for the running query.
      dump: () =>
        client._runExclusiveTransaction(async () =>
          Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()),
        ),
      poolUse: null,
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Lock files this process holds (two opens in one process are refused too). */
const heldLocks = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/**
 * PGlite keeps no lock of its own, and two processes writing one folder lose each other's commits. So a process
 * takes `<folder>.lock` (holding its pid) before opening the folder; a lock whose process is gone (killed) is
 * taken over. Answers the release.
 *
 * Both steps are atomic, so processes starting together never both hold it: the lock appears with its pid already
 * in it (a hard link to a file written first), and a stale lock is moved aside by rename (only one process moves
 * it) and checked after the move: a live holder's lock moved by mistake is put back.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  const unique = `${process.pid}.${randomBytes(6).toString('hex')}`;
  const ours = `${lockPath}.${unique}.new`;
  await writeFile(ours, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await link(ours, lockPath);
        heldLocks.add(lockPath);
        return async () => {
          if (!heldLocks.delete(lockPath)) return;
          await rm(lockPath, { force: true });
        };
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const holder = await lockHolder(lockPath);
      if (holder === undefined) continue; // released meanwhile: try again
      if (heldLocks.has(lockPath) || isLiveHolder(holder)) throw folderInUse(dataDir, lockPath, holder);
      const aside = `${lockPath}.${unique}.stale`;
      try {
        await rename(lockPath, aside);
      } catch (error) {
        if (errorCode(error) === 'ENOENT') continue; // another process moved it first
        throw error;
      }
      const moved = await lockHolder(aside);
      if (moved !== undefined && isLiveHolder(moved)) {
        // Between our read and our move a live process took the lock: give it back (link fails only if a third
        // process has one now, and then that one holds it).
        await link(aside, lockPath).catch(() => undefined);
        await rm(aside, { force: true });
        throw folderInUse(dataDir, lockPath, moved);
      }
      await rm(aside, { force: true });
    }
    throw new Error(`Could not lock the database folder ${dataDir}: ${lockPath} keeps reappearing.`);
  } finally {
    await rm(ours, { force: true });
  }
}

/** The pid in a lock file (NaN when unreadable as one), or undefined when there is no file. */
async function lockHolder(path: string): Promise<number | undefined> {
  try {
    return Number.parseInt(await readFile(path, 'utf8'), 10);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/** Our own pid in a lock we do not hold is left from an earlier process that had the same pid (a container). */
function isLiveHolder(holder: number): boolean {
  return Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder);
}

function folderInUse(dataDir: string, lockPath: string, holder: number): Error {
  const who = heldLocks.has(lockPath) ? 'this process' : `process ${holder}`;
  return new Error(
    `The database folder ${dataDir} is in use by another TermTap server (${who}). PGlite allows one ` +
      'process per folder: stop the other server, use another DATA_DIR, or use PostgreSQL (DATABASE_URL) ' +
      `to run several. If no other server runs, delete ${lockPath}.`,
  );
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: drizzlePg(pool),
    kind: 'postgres',
    close: () => pool.end(),
    dump: null,
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
  };
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
