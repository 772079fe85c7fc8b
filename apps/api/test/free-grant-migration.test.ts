// Proves migration 0003 spends the free describes of accounts made before it, one grant per mailbox, exactly as
// mailboxOf counts them, so an alias of an existing account cannot claim a second set after the upgrade.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, test } from 'vitest';
import { mailboxOf } from '../src/auth/mailbox.ts';
import { createUser } from '../src/auth/users.ts';
import { freeClickGrants } from '../src/db/schema/core.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The migrations folder as it was before 0003. */
async function migrationsBefore0003(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'termtap-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag < '0003');
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

test('accounts made before 0003 have their mailboxes spent; a new alias of one gets no free describes', async () => {
  const before = await migrationsBefore0003();
  const client = await PGlite.create();
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const emails = [
      'sam.lee+1@gmail.com',
      'samlee@googlemail.com',
      'a.b+c@example.com',
      'a.b@example.com',
      'ab@example.com',
    ];
    // Plain SQL: the schema in src/ has columns later migrations add, which the old table does not have yet.
    const created: { id: number; email: string }[] = [];
    for (const email of emails) {
      const { rows } = await client.query<{ id: number; email: string }>(
        'insert into users (email, password_hash) values ($1, $2) returning id, email',
        [email, 'x'],
      );
      created.push(...rows);
    }

    await migrate(db, { migrationsFolder });

    const grants = await db.select().from(freeClickGrants).orderBy(freeClickGrants.mailbox);
    expect(grants.map((grant) => grant.mailbox)).toEqual([...new Set(emails.map(mailboxOf))].sort());
    // Each mailbox is held by its oldest account.
    const holder = (email: string) => created.find((user) => user.email === email)?.id;
    expect(grants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ mailbox: 'samlee@gmail.com', userId: holder('sam.lee+1@gmail.com') }),
        expect.objectContaining({ mailbox: 'a.b@example.com', userId: holder('a.b+c@example.com') }),
        expect.objectContaining({ mailbox: 'ab@example.com', userId: holder('ab@example.com') }),
      ]),
    );
    expect((await createUser(db, 'Sam.Lee+9@gmail.com', 'secret-42')).remainingClicks).toBe(0);
    expect((await createUser(db, 'someone.new@example.com', 'secret-42')).remainingClicks).toBe(16);
  } finally {
    await client.close();
    await rm(before, { recursive: true, force: true });
  }
});
