// A migrated, empty PGlite database, made once per set of migrations and shared by every test file: as a dump,
// for in-memory servers, and as a folder, for tests of a server on disk. Starting from either skips initdb and
// the migrations, which are most of an embedded start (~6 s against ~2 s on the CI machines; copying the folder
// takes ~0.1 s). The content is still loaded by each server, as on any first start.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
let template: Promise<Blob> | undefined;
let folderTemplate: Promise<string> | undefined;

/** Names what the templates depend on: the migrations and PGlite's version (its folder format). */
export async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(JSON.parse(await readFile(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')).version);
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('_journal.json')) continue;
    hash.update(file);
    hash.update(await readFile(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function makeTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `termtap-pglite-template-${await templateKey()}.tar.gz`);
  if (!existsSync(file)) {
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder });
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    await client.close();
    // Two test files may make it at once: each writes its own file, and the rename makes either one whole.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, dump);
    await rename(partial, file);
  }
  return new Blob([await readFile(file)]);
}

/** The migrated template (made on first use in this run of tests, or reused from an earlier one). */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= makeTemplate();
  return template;
}

async function makeFolderTemplate(): Promise<string> {
  const folder = join(tmpdir(), `termtap-pglite-folder-${await templateKey()}`);
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    // Made by the server's own open (initdb, then every migration), beside the target and moved into place whole,
    // so a test file making it at the same time, or a copy running meanwhile, never sees half a folder.
    const { openDatabase } = await import('../../src/db/database.ts');
    const partial = `${folder}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: partial });
    await handle.close();
    try {
      await rename(partial, folder);
    } catch (error) {
      // Another test file moved its own into place first (rename onto a folder that is not empty fails).
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(join(folder, 'PG_VERSION'))) throw error;
    }
  }
  return folder;
}

/**
 * Makes `pgliteDir` (which must not exist yet) a migrated, empty PGlite folder, as a server's first start on it
 * would leave it, by copying a template folder made once per run of tests (or reused from an earlier one).
 */
export async function copyMigratedPgliteFolder(pgliteDir: string): Promise<void> {
  folderTemplate ??= makeFolderTemplate();
  await cp(await folderTemplate, pgliteDir, { recursive: true, errorOnExist: true, force: false });
}
