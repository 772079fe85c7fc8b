// A migrated, empty PGlite database as a dump, made once per set of migrations and shared by every test file:
// starting an in-memory PGlite from it skips initdb, which is most of an embedded start (~6 s against ~2 s on
// the CI machines). The content is still loaded by each server, as on any first start.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
let template: Promise<Blob> | undefined;

async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('_journal.json')) continue;
    hash.update(file);
    hash.update(await readFile(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function makeTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `termtap-pglite-template-${await migrationsKey()}.tar.gz`);
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
