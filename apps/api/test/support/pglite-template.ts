// A migrated PGlite database holding the content and no users, made once per set of migrations and content
// version and shared by every test file: as a dump, for in-memory servers, and as a folder, for tests of a server
// on disk. Starting from either skips initdb, the migrations and the content load, which are most of an embedded
// start (~6 s against ~2 s on the CI machines; copying the folder takes ~0.1 s). A server given other content
// (a test's own `contentDir`) still loads it on start, as any start with a new content version does.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config.ts';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from '../../src/db/database.ts';
import { loadContent } from '../../src/pages/content.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const { contentDir } = loadConfig({});
let template: Promise<Blob> | undefined;
let folderTemplate: Promise<string> | undefined;

/** Names what the templates depend on: the migrations, the content's version and PGlite's (its folder format). */
export async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(JSON.parse(await readFile(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')).version);
  hash.update(JSON.parse(await readFile(join(contentDir, 'manifest.json'), 'utf8')).version);
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('_journal.json')) continue;
    hash.update(file);
    hash.update(await readFile(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Opens a database as a server's start does (migrations), and loads the content into it. */
export async function openWithContent(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = await openDatabase(options);
  try {
    await loadContent(handle.db, contentDir);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function makeTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `termtap-pglite-template-${await templateKey()}.tar.gz`);
  if (!existsSync(file)) {
    const handle = await openWithContent({ databaseUrl: null, pgliteDir: 'memory://' });
    const dump = await handle.dump?.();
    await handle.close();
    if (!dump) throw new Error('PGlite gave no dump');
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
    // Made by the server's own open (initdb, then every migration) and content load, beside the target and moved
    // into place whole, so a test file making it at the same time, or a copy running meanwhile, never sees half a
    // folder.
    const partial = `${folder}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    const handle = await openWithContent({ databaseUrl: null, pgliteDir: partial });
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
 * Makes `pgliteDir` (which must not exist yet) a migrated PGlite folder with the content and no users, as a first
 * start on it would leave it, by copying a template folder made once per run of tests (or reused from an earlier
 * one).
 */
export async function copyMigratedPgliteFolder(pgliteDir: string): Promise<void> {
  folderTemplate ??= makeFolderTemplate();
  await cp(await folderTemplate, pgliteDir, { recursive: true, errorOnExist: true, force: false });
}
