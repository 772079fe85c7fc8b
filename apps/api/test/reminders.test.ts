// Proves the end-of-month reminder with a moved clock (no sleeping): one mail three days before a month ends,
// none when the sweep runs again, none after a renewal until three days before the new end, none for a month
// already over; and one sender when two API processes sweep one PostgreSQL at once.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../src/app.ts';
import { indianDate } from '../src/mail/account-mails.ts';
import { readOutbox } from './support/outbox.ts';
import { databases, startTestServer, type TestServer } from './support/server.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(databases)('reminders on %s', (database) => {
  let server: TestServer;
  let clock = new Date();
  beforeAll(async () => {
    server = await startTestServer(database, {}, { now: () => clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  const remindersTo = async (email: string) =>
    (await readOutbox(server.dataDir)).filter(
      (mail) => mail.to === email && mail.subject.startsWith('Your TermTap month ends on'),
    );

  test('one reminder three days before the end, none again, and one more only three days before a renewed end', async () => {
    const { token, userId, email } = await server.signUp();
    const end = new Date(Date.now() + 20 * DAY);
    await server.app.services.setPaidUntil(userId, end);

    clock = new Date(end.getTime() - 3 * DAY - MINUTE);
    await server.app.sweep.runSweepOnce();
    expect(await remindersTo(email)).toHaveLength(0);

    clock = new Date(end.getTime() - 3 * DAY + MINUTE);
    await server.app.sweep.runSweepOnce();
    const [reminder, ...more] = await remindersTo(email);
    expect(more).toHaveLength(0);
    expect(reminder?.subject).toBe(`Your TermTap month ends on ${indianDate(end)}`);
    expect(reminder?.decoded).toContain(
      `Your month of unlimited describes ends on ${indianDate(end)}. Nothing renews by itself. Renew here: http://termtap.test/account`,
    );

    clock = new Date(end.getTime() - DAY);
    await server.app.sweep.runSweepOnce();
    clock = new Date(end.getTime() - MINUTE);
    await server.app.sweep.runSweepOnce();
    expect(await remindersTo(email)).toHaveLength(1);

    // "Add another month": the new end is one month after the old one, and the reminder is armed again for it.
    const session = await (await server.call('/checkout/create-session', { method: 'POST', token })).json();
    const paid = await server.call('/checkout/local/complete', {
      token,
      json: { orderId: session.order_id, outcome: 'success' },
    });
    expect(paid.status).toBe(200);
    const renewedEnd = (await server.app.services.findUserById(userId))?.paidUntil;
    expect(renewedEnd?.getTime()).toBeGreaterThan(end.getTime() + 27 * DAY);
    await server.app.sweep.runSweepOnce();
    clock = new Date((renewedEnd?.getTime() ?? 0) - 3 * DAY - MINUTE);
    await server.app.sweep.runSweepOnce();
    expect(await remindersTo(email)).toHaveLength(1);

    clock = new Date((renewedEnd?.getTime() ?? 0) - 2 * DAY);
    await server.app.sweep.runSweepOnce();
    await server.app.sweep.runSweepOnce();
    const reminders = await remindersTo(email);
    expect(reminders).toHaveLength(2);
    expect(reminders[1]?.subject).toBe(`Your TermTap month ends on ${indianDate(renewedEnd ?? new Date())}`);
  });

  test('no reminder for a month that has already ended, nor for a user who never paid', async () => {
    const ended = await server.signUp();
    const never = await server.signUp();
    const end = new Date(Date.now() + 40 * DAY);
    await server.app.services.setPaidUntil(ended.userId, end);

    clock = new Date(end.getTime() + MINUTE);
    await server.app.sweep.runSweepOnce();

    expect(await remindersTo(ended.email)).toHaveLength(0);
    expect(await remindersTo(never.email)).toHaveLength(0);
  });

  test('a reminder that fails to send is tried again by the next sweep, and then sent once', async () => {
    const { userId, email } = await server.signUp();
    const end = new Date(Date.now() + 60 * DAY);
    await server.app.services.setPaidUntil(userId, end);
    clock = new Date(end.getTime() - DAY);
    const mailer = server.app.services.mailer;
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('SMTP is down'));
    try {
      await server.app.sweep.runSweepOnce();
    } finally {
      mailer.send = send;
    }
    expect(await remindersTo(email)).toHaveLength(0);

    await server.app.sweep.runSweepOnce();
    await server.app.sweep.runSweepOnce();

    expect(await remindersTo(email)).toHaveLength(1);
  });

  test('two sweeps at once send each reminder once', async () => {
    // Far enough ahead that only these users' months end near it.
    const end = new Date(Date.now() + 400 * DAY);
    const users = await Promise.all(Array.from({ length: 12 }, () => server.signUp()));
    for (const [index, user] of users.entries()) {
      await server.app.services.setPaidUntil(user.userId, new Date(end.getTime() + index * MINUTE));
    }
    clock = new Date(end.getTime() - DAY);

    let second: FastifyInstance | null = null;
    try {
      // On PostgreSQL a second API process on the same database; PGlite has one process, so two passes in it.
      if (database === 'postgres') {
        second = await createApp(server.app.services.config, { now: () => clock, sweepIntervalMs: null });
      }
      const results = await Promise.all([
        server.app.sweep.runSweepOnce(),
        (second ?? server.app).sweep.runSweepOnce(),
      ]);
      expect(results.reduce((sum, result) => sum + result.reminders, 0)).toBe(users.length);
    } finally {
      await second?.close();
    }
    for (const user of users) expect(await remindersTo(user.email)).toHaveLength(1);
  });
});
