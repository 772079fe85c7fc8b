// Proves backups keep every acknowledged write: on each database, a backup taken while sign-ups keep arriving,
// restored into an empty database, holds every account whose sign-up was answered before the backup began, and
// one of them logs in on a server started on the restored database. Restoring over existing data is refused.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { backup, restore } from '../src/ops/backup.ts';
import { databases, startTestServer, type TestServer } from './support/server.ts';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function folder(): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), 'termtap-backup-test-'));
  folders.push(made);
  return made;
}

/** An empty PostgreSQL database next to the test one; dropped by the answer's drop(). */
async function emptyPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `termtap_restore_${process.pid}_${Date.now().toString(36)}`;
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

describe.each(databases)('backup and restore on %s', (database) => {
  test('a backup under write load restores every acknowledged sign-up, and its users log in', async () => {
    const dir = await folder();
    const server = await startTestServer(
      database,
      database === 'pglite' ? { pgliteDir: join(dir, 'pglite'), dataDir: dir } : {},
    );
    const restoredDrop: (() => Promise<void>)[] = [];
    let restored: TestServer | null = null;
    try {
      const acknowledged: { email: string; at: number }[] = [];
      let writing = true;
      let counter = 0;
      const writer = async () => {
        while (writing) {
          counter += 1;
          const email = `backup-${database}-${counter}@example.com`;
          const response = await server.call('/auth/createuser', {
            json: { email, password: 'backup-secret-42' },
          });
          if (response.status === 200) acknowledged.push({ email, at: performance.now() });
        }
      };
      const writers = [writer(), writer(), writer()];
      while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 50));
      const file = join(dir, 'termtap.backup');
      const backupStarted = performance.now();
      await backup(server.app.services.config, file);
      const afterBackup = acknowledged.length;
      // Writes go on after the backup too.
      while (acknowledged.length < afterBackup + 3) await new Promise((resolve) => setTimeout(resolve, 50));
      writing = false;
      await Promise.all(writers);
      const before = acknowledged.filter((write) => write.at < backupStarted).map((write) => write.email);
      expect(before.length).toBeGreaterThanOrEqual(5);

      let target: Parameters<typeof startTestServer>[1];
      if (database === 'postgres') {
        const empty = await emptyPostgres();
        restoredDrop.push(empty.drop);
        target = { databaseUrl: empty.url };
      } else {
        const restoreDir = await folder();
        target = { pgliteDir: join(restoreDir, 'pglite'), dataDir: restoreDir };
      }
      const restoreConfig = { ...server.app.services.config, ...target };
      await restore(restoreConfig, file);
      // A second restore onto the now filled database is refused.
      await expect(restore(restoreConfig, file)).rejects.toThrow(/not empty|already holds a database/);

      // 'pglite' here only means no PostgreSQL database of its own: target names the restored one.
      restored = await startTestServer('pglite', target);
      for (const email of before) {
        expect(await restored.app.services.findUserByEmail(email), email).not.toBeNull();
      }
      const login = await restored.call('/auth/login', {
        json: { email: before[0], password: 'backup-secret-42' },
      });
      expect(login.status).toBe(200);
    } finally {
      await restored?.close();
      await server.close();
      for (const drop of restoredDrop) await drop();
    }
  }, 600_000);
});
