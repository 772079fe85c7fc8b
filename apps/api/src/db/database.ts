import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** One Drizzle type for both drivers: queries are written once and run on PGlite and PostgreSQL alike. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
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
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== null) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir);
}

/**
 * A small buffer pool keeps the embedded database's memory low; the OS page cache still holds the files.
 * (PGlite's default is 128 MB.)
 */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=32MB'] };

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    await mkdir(dirname(dataDir), { recursive: true });
    // Creating a database (initdb) grows PGlite's memory to ~800 MB for good; reopening it right away starts
    // again from ~400 MB, so a first start costs a second more and then runs as lean as any later start.
    if (!existsSync(join(dataDir, 'PG_VERSION')))
      await (await PGlite.create(dataDir, PGLITE_OPTIONS)).close();
  }
  const client = await PGlite.create(inMemory ? undefined : dataDir, PGLITE_OPTIONS);
  const db = drizzlePglite(client);
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
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
  return { db: drizzlePg(pool), kind: 'postgres', close: () => pool.end() };
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
