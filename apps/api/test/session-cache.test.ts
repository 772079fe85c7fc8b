// The describe route answers from a short-lived session cache (auth/sessions.ts). These tests warm that
// cache first (and check it is warm), then prove that every way of ending a session ends it at once, and that
// credit stays exact when the cached user row is out of date.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isSessionCached, SESSION_CACHE_TTL_MS } from '../src/auth/sessions.ts';
import { sessions, users } from '../src/db/schema/core.ts';
import { databases, startTestServer, type TestServer } from './support/server.ts';

const ENDED = { message: 'Your session has ended. Please log in again.' };

describe.each(databases)('the describe session cache on %s', (database) => {
  let server: TestServer;
  let terms: string[];

  beforeAll(async () => {
    server = await startTestServer(database);
    terms = (JSON.parse(server.app.services.catalog().list('chemistry').json) as { term: string }[]).map(
      (entry) => entry.term,
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  let termCounter = 0;
  const nextTerm = () => {
    termCounter += 1;
    const term = terms[termCounter];
    if (!term) throw new Error('not enough chemistry terms');
    return term;
  };
  const describeTerm = (token: string, attr = terms[0]) =>
    server.call('/pages/describe', { token, json: { page: 'chemistry', attr } });

  /** Describes twice with the token and checks that the second lookup can come from the cache. */
  async function warm(token: string): Promise<void> {
    expect((await describeTerm(token)).status).toBe(200);
    expect((await describeTerm(token)).status).toBe(200);
    expect(isSessionCached(server.app.services.db, token)).toBe(true);
  }

  async function paidUser(password?: string) {
    const user = await server.signUp(undefined, password);
    await server.app.services.setPaidUntil(user.userId, new Date(Date.now() + 86_400_000));
    return user;
  }

  test('a describe warms the cache, and logout ends the cached session at once', async () => {
    const { token } = await paidUser();
    await warm(token);
    expect((await server.call('/auth/logout', { method: 'POST', token })).status).toBe(204);
    const after = await describeTerm(token);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual(ENDED);
  });

  test('a password reset ends every cached session of the user', async () => {
    const { token, userId } = await paidUser();
    await warm(token);
    const resetToken = await server.app.services.createPasswordReset(userId);
    const reset = await server.call(`/auth/reset-password/${resetToken}`, {
      json: { newPassword: 'brand-new-pass' },
    });
    expect(reset.status).toBe(200);
    expect((await describeTerm(token)).status).toBe(401);
  });

  test('a password change ends the other cached sessions; the changing one keeps working', async () => {
    const { token: here, userId } = await paidUser('old-password');
    const elsewhere = await server.app.services.createSession(userId);
    await warm(here);
    await warm(elsewhere);
    const changed = await server.call('/auth/change-password', {
      token: here,
      json: { currentPassword: 'old-password', newPassword: 'new-password' },
    });
    expect(changed.status).toBe(204);
    expect((await describeTerm(elsewhere)).status).toBe(401);
    expect((await describeTerm(here)).status).toBe(200);
  });

  test('logout-others ends the other cached sessions', async () => {
    const { token: here, userId } = await paidUser();
    const elsewhere = await server.app.services.createSession(userId);
    await warm(elsewhere);
    const ended = await server.call('/auth/logout-others', { method: 'POST', token: here });
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ revoked: 1 });
    expect((await describeTerm(elsewhere)).status).toBe(401);
  });

  test('a new session beyond the limit ends the least recently used one even when it is cached', async () => {
    const { token, userId } = await paidUser();
    await warm(token);
    // Make the cached session the least recently used of eleven.
    await server.app.services.db.execute(
      sql`update sessions set last_used_at = now() - interval '2 hours' where user_id = ${userId}`,
    );
    for (let session = 0; session < 10; session += 1) await server.app.services.createSession(userId);
    expect((await describeTerm(token)).status).toBe(401);
  });

  test('a deleted account’s cached session ends', async () => {
    const { token, userId } = await paidUser();
    await warm(token);
    await server.app.services.deleteUser(userId);
    expect((await describeTerm(token)).status).toBe(401);
  });

  test('describes racing a password change: the other session is refused once the change is answered', async () => {
    const { token: here, userId } = await paidUser('old-password');
    const elsewhere = await server.app.services.createSession(userId);
    await warm(elsewhere);
    let changing = true;
    const hammer = (async () => {
      while (changing) await describeTerm(elsewhere);
    })();
    const changed = await server.call('/auth/change-password', {
      token: here,
      json: { currentPassword: 'old-password', newPassword: 'new-password' },
    });
    changing = false;
    await hammer;
    expect(changed.status).toBe(204);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await describeTerm(elsewhere)).status).toBe(401);
    }
    expect(isSessionCached(server.app.services.db, elsewhere)).toBe(false);
  });

  test.runIf(database === 'postgres')(
    'a session ended by another API process (straight in the database) is refused within the 1 s TTL',
    async () => {
      const { token, userId } = await paidUser();
      await warm(token);
      // Another process's logout: the row goes, and this process is not told.
      await server.app.services.db.delete(sessions).where(eq(sessions.userId, userId));
      const deleted = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - deleted < 5_000) status = (await describeTerm(token)).status;
      expect(status).toBe(401);
      expect(Date.now() - deleted).toBeLessThanOrEqual(SESSION_CACHE_TTL_MS.postgres + 250);
    },
  );

  test('a paid period ended early (provider states) is seen at once: the next new term costs a click', async () => {
    const { token, userId } = await paidUser();
    await warm(token);
    await server.app.services.setPaidUntil(userId, null);
    const answer = await describeTerm(token, nextTerm());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ paid: false, remainingClicks: 15 });
  });

  test('a payment that lands while the unpaid row is cached costs no click', async () => {
    const { token, userId } = await server.signUp();
    // The first describe spends a click (16 → 15); the second, of the same term, is free and cached.
    await warm(token);
    // Another process grants the month: this process's cached row still says unpaid.
    await server.app.services.db
      .update(users)
      .set({ paidUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, userId));
    const answer = await describeTerm(token, nextTerm());
    expect(await answer.json()).toMatchObject({ paid: true, remainingClicks: 15 });
    const [row] = await server.app.services.db
      .select({ remainingClicks: users.remainingClicks })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.remainingClicks).toBe(15);
    // The answer after that comes from the refreshed row: paid, nothing spent.
    expect(await (await describeTerm(token, nextTerm())).json()).toMatchObject({
      paid: true,
      remainingClicks: 15,
    });
  });

  test('parallel describes of new terms by a cached unpaid user spend exactly the clicks there are', async () => {
    const { token, userId } = await server.signUp();
    await warm(token);
    await server.app.services.setRemainingClicks(userId, 3);
    await warm(token);
    const answers = await Promise.all(Array.from({ length: 8 }, () => describeTerm(token, nextTerm())));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 402, 402, 402, 402, 402]);
    const [row] = await server.app.services.db
      .select({ remainingClicks: users.remainingClicks })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.remainingClicks).toBe(0);
  });
});
