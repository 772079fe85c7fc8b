// Proves the payment history (GET /me/payments, /me/payments/{orderId}), "Add another month" while paid, and the
// receipt mail: sent once per order whoever reports the payment, never blocking or repeating the grant, and
// retried by the sweep when sending fails; on each database.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GatewayPaymentStatus } from '../src/billing/gateway.ts';
import type { FakeCashfree } from '../src/billing/testing/fake-cashfree.ts';
import { signWebhook } from '../src/billing/webhook-signature.ts';
import { orders } from '../src/db/schema/billing.ts';
import { RECEIPT_MAX_ATTEMPTS } from '../src/jobs/sweep.ts';
import { gatewayCallsFor, startCheckout, startTestServerWithFakeCashfree } from './support/cashfree.ts';
import { capturedLog } from './support/log.ts';
import { readOutbox } from './support/outbox.ts';
import { databases, startTestServer, type TestServer } from './support/server.ts';

interface Payment {
  orderId: string;
  createdAt: string;
  amount: number;
  currency: string;
  status: string;
  periodStart: string | null;
  periodEnd: string | null;
  receiptSentAt: string | null;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The next 31st (10:00 in India) at least six weeks ahead whose following month is shorter. */
function aMonthEndAhead(): Date {
  const start = new Date(Date.now() + 42 * 24 * 3600_000 + IST_OFFSET_MS);
  for (let offset = 0; offset < 24; offset += 1) {
    const year = start.getUTCFullYear();
    const month = start.getUTCMonth() + offset;
    const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const nextDays = new Date(Date.UTC(year, month + 2, 0)).getUTCDate();
    if (days === 31 && nextDays < 31) return new Date(Date.UTC(year, month, 31, 10) - IST_OFFSET_MS);
  }
  throw new Error('no month end found');
}

describe.each(databases)('payment history and receipts with the local gateway on %s', (database) => {
  let server: TestServer;
  const log = capturedLog();
  beforeAll(async () => {
    server = await startTestServer(database, { logLevel: 'warn' }, { logStream: log.stream });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function pay(token: string, outcome = 'success'): Promise<string> {
    const session = await server.call('/checkout/create-session', { method: 'POST', token });
    expect(session.status).toBe(200);
    const orderId: string = (await session.json()).order_id;
    const completed = await server.call('/checkout/local/complete', { token, json: { orderId, outcome } });
    expect(completed.status).toBe(200);
    // The receipt goes out in the background after the grant.
    await server.app.services.settle();
    return orderId;
  }

  const history = async (token: string): Promise<Payment[]> => {
    const response = await server.call('/me/payments', { token });
    expect(response.status).toBe(200);
    return (await response.json()).items;
  };
  const receiptsFor = async (orderId: string) =>
    (await readOutbox(server.dataDir)).filter((mail) => mail.subject.includes(orderId));

  test.runIf(database === 'postgres')(
    'the receipt goes out right after the grant even while a parallel report holds the order row',
    async () => {
      const { token } = await server.signUp();
      const session = await server.call('/checkout/create-session', { method: 'POST', token });
      const orderId: string = (await session.json()).order_id;
      // Another report of the same payment, mid-transaction, the moment the grant is made: a payment row's
      // foreign key holds the order row (FOR KEY SHARE), which a sweep that skips locked rows passes by.
      const other = new pg.Client({ connectionString: server.app.services.config.databaseUrl ?? '' });
      await other.connect();
      let holding: Promise<unknown> | null = null;
      server.app.services.billing.onGranted((grantedId) => {
        if (grantedId !== orderId) return;
        // One simple query, written to the socket at once: it reaches PostgreSQL before the receipt's claim.
        holding = other.query(
          `BEGIN; SELECT 1 FROM orders WHERE id = '${orderId.replace(/'/g, "''")}' FOR KEY SHARE`,
        );
      });
      try {
        const completed = await server.call('/checkout/local/complete', {
          token,
          json: { orderId, outcome: 'success' },
        });
        expect(completed.status).toBe(200);
        expect(holding).not.toBeNull();
        await holding;
        await new Promise((resolve) => setTimeout(resolve, 300));
        await other.query('COMMIT');
      } finally {
        await other.end();
      }
      // No timed sweep runs in these tests: only the grant's own pass can have sent it.
      await server.app.services.settle();
      expect(await receiptsFor(orderId)).toHaveLength(1);
    },
  );

  test('the history lists a paid order with the month it bought and its receipt, newest first', async () => {
    const { token, email } = await server.signUp();
    expect(await history(token)).toEqual([]);
    const dropped = await pay(token, 'user_dropped');
    const paid = await pay(token);

    const items = await history(token);

    const user = await server.app.services.findUserByEmail(email);
    expect(items.map((item) => [item.orderId, item.status])).toEqual([
      [paid, 'SUCCESS'],
      [dropped, 'USER_DROPPED'],
    ]);
    const [latest, older] = items;
    expect(latest).toMatchObject({ amount: 150, currency: 'INR', periodEnd: user?.paidUntil?.toISOString() });
    expect(Date.parse(latest?.periodStart ?? '')).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(latest?.receiptSentAt ?? '')).toBeGreaterThan(0);
    expect(older).toMatchObject({ periodStart: null, periodEnd: null, receiptSentAt: null });
    const one = await server.call(`/me/payments/${paid}`, { token });
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(latest);
  });

  test("someone else's order and a made-up id are both 404 Order not found.", async () => {
    const owner = await server.signUp();
    const orderId = await pay(owner.token);
    const stranger = await server.signUp();

    for (const id of [orderId, 'tt_madeup123']) {
      const response = await server.call(`/me/payments/${id}`, { token: stranger.token });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Order not found.' });
    }
    expect(await history(stranger.token)).toEqual([]);
    expect((await server.call(`/me/payments/${orderId}`)).status).toBe(401);
    expect((await server.call('/me/payments')).status).toBe(401);
    const bad = await server.call('/me/payments/not%20an%20id', { token: stranger.token });
    expect(bad.status).toBe(400);
  });

  test('a paid user can add another month: it runs from the current end, one calendar month (31st → end of next month)', async () => {
    const { token, userId } = await server.signUp();
    const currentEnd = aMonthEndAhead();
    await server.app.services.setPaidUntil(userId, currentEnd);
    const result = (await server.app.services.db.execute(
      sql`select to_json(((${currentEnd.toISOString()}::timestamptz at time zone 'Asia/Kolkata') + interval '1 month') at time zone 'Asia/Kolkata') #>> '{}' as "end"`,
    )) as unknown as { rows: { end: string }[] };
    const expectedEnd = new Date(String(result.rows[0]?.end));
    // The SQL's answer is the last day of the shorter month, same time of day.
    expect(new Date(expectedEnd.getTime() + IST_OFFSET_MS).getUTCDate()).toBeLessThan(31);

    const orderId = await pay(token);

    const me = await (await server.call('/auth/me', { token })).json();
    expect(me.paidUntil).toBe(expectedEnd.toISOString());
    const [payment] = await history(token);
    expect(payment).toMatchObject({
      orderId,
      status: 'SUCCESS',
      periodStart: currentEnd.toISOString(),
      periodEnd: expectedEnd.toISOString(),
    });
  });

  test('the receipt mail: plain text and HTML, order id, ₹150, the date, the period and the business details', async () => {
    const { token, email } = await server.signUp();
    const orderId = await pay(token);
    const [payment] = await history(token);

    const receipts = await receiptsFor(orderId);

    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.to).toBe(email);
    const format = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    const period = `${format.format(new Date(payment?.periodStart ?? ''))} – ${format.format(new Date(payment?.periodEnd ?? ''))}`;
    expect(period).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4} – \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const mail = receipt?.decoded ?? '';
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    for (const fact of [
      `Order ID: ${orderId}`,
      'Amount paid: ₹150 (INR)',
      `Date: ${format.format(new Date())}`,
      `Period: ${period}`,
      'TermTap, AT Road, Jorhat, Assam 785001, India',
      'Sole proprietorship',
      'support@termtap.in',
      'http://termtap.test/account',
    ]) {
      expect(mail).toContain(fact);
    }
    expect(mail).toContain(`<td style="padding: 4px 0">${orderId}</td>`);
  });

  test('a failing mail transport leaves the grant intact; a later sweep sends the receipt, once', async () => {
    const { token } = await server.signUp();
    const mailer = server.app.services.mailer;
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('SMTP is down'));
    let orderId: string;
    try {
      orderId = await pay(token);
      const me = await (await server.call('/auth/me', { token })).json();
      expect(me.paymentStatus).toBe('paid');
      expect(await receiptsFor(orderId)).toHaveLength(0);
      const [payment] = await history(token);
      expect(payment).toMatchObject({ status: 'SUCCESS', receiptSentAt: null });
      // Still down: another pass tries again and fails again.
      await server.app.sweep.runSweepOnce();
    } finally {
      mailer.send = send;
    }
    expect(log.lines.some((line) => line.includes('receipt mail failed; the next sweep tries again'))).toBe(
      true,
    );

    await server.app.sweep.runSweepOnce();
    await server.app.sweep.runSweepOnce();

    expect(await receiptsFor(orderId)).toHaveLength(1);
    const [payment] = await history(token);
    expect(Date.parse(payment?.receiptSentAt ?? '')).toBeGreaterThan(0);
    const [row] = await server.app.services.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.receiptAttempts).toBe(3);
  });

  test(`a receipt that cannot be sent is given up after ${RECEIPT_MAX_ATTEMPTS} attempts, with an error logged`, async () => {
    const { token } = await server.signUp();
    const mailer = server.app.services.mailer;
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('SMTP is down'));
    let orderId: string;
    try {
      orderId = await pay(token);
      for (let pass = 0; pass < RECEIPT_MAX_ATTEMPTS + 2; pass += 1) await server.app.sweep.sendDueReceipts();
    } finally {
      mailer.send = send;
    }
    await server.app.sweep.runSweepOnce();

    expect(await receiptsFor(orderId)).toHaveLength(0);
    const [row] = await server.app.services.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.receiptAttempts).toBe(RECEIPT_MAX_ATTEMPTS);
    expect(
      log.lines.some((line) => line.includes('giving up after the last attempt') && line.includes(orderId)),
    ).toBe(true);
    const me = await (await server.call('/auth/me', { token })).json();
    expect(me.paymentStatus).toBe('paid');
  });
});

describe.each(databases)('payment history with Cashfree on %s', (database) => {
  let cashfree: FakeCashfree;
  let server: TestServer;
  beforeAll(async () => {
    ({ cashfree, server } = await startTestServerWithFakeCashfree(database));
  });
  afterAll(async () => {
    await server?.close();
  });

  const receiptsFor = async (orderId: string) =>
    (await readOutbox(server.dataDir)).filter((mail) => mail.subject.includes(orderId));

  function webhookFor(orderId: string, status: GatewayPaymentStatus) {
    const payment = cashfree.addPayment(orderId, status);
    const body = JSON.stringify({
      data: {
        order: { order_id: orderId, order_amount: 150, order_currency: 'INR' },
        payment: {
          cf_payment_id: Number(payment.cf_payment_id),
          payment_status: status,
          payment_amount: 150,
          payment_currency: 'INR',
          payment_time: payment.payment_time,
        },
      },
      event_time: payment.payment_time,
      type: 'PAYMENT_SUCCESS_WEBHOOK',
    });
    const timestamp = String(Date.now());
    return { body, timestamp, signature: signWebhook(cashfree.secretKey, timestamp, Buffer.from(body)) };
  }

  test('an open order is refreshed from the gateway (and granted once); the list and final orders are not', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(server, token);
    cashfree.addPayment(orderId, 'SUCCESS');
    const callsBefore = gatewayCallsFor(cashfree, orderId);

    const listed = await (await server.call('/me/payments', { token })).json();
    expect(listed.items).toMatchObject([{ orderId, status: 'PENDING', periodEnd: null }]);
    expect(gatewayCallsFor(cashfree, orderId)).toBe(callsBefore);

    const refreshed = await server.call(`/me/payments/${orderId}`, { token });
    expect(refreshed.status).toBe(200);
    const payment = await refreshed.json();
    expect(payment).toMatchObject({ orderId, status: 'SUCCESS', amount: 150 });
    expect(gatewayCallsFor(cashfree, orderId)).toBeGreaterThan(callsBefore);
    const me = await (await server.call('/auth/me', { token })).json();
    expect(me.paymentStatus).toBe('paid');
    expect(payment.periodEnd).toBe(me.paidUntil);

    // Paid is final: asking again reads our records only, and grants nothing more.
    const callsAfter = gatewayCallsFor(cashfree, orderId);
    const again = await (await server.call(`/me/payments/${orderId}`, { token })).json();
    expect(again).toMatchObject({ status: 'SUCCESS', periodEnd: me.paidUntil });
    expect(gatewayCallsFor(cashfree, orderId)).toBe(callsAfter);
    expect((await (await server.call('/auth/me', { token })).json()).paidUntil).toBe(me.paidUntil);
  });

  test('an open order the gateway still has unpaid stays PENDING; a gateway outage is 502', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(server, token);
    const pending = await (await server.call(`/me/payments/${orderId}`, { token })).json();
    expect(pending).toMatchObject({ status: 'PENDING', periodStart: null, periodEnd: null });
    cashfree.failNext(500, 2);
    const down = await server.call(`/me/payments/${orderId}`, { token });
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({
      message: 'The payment gateway is not answering. Please try again later.',
    });
  });

  test('one receipt per order when verify, the webhook, the return URL and the history all report the payment', async () => {
    const { token } = await server.signUp();
    const orderId = await startCheckout(server, token);
    const delivery = webhookFor(orderId, 'SUCCESS');
    cashfree.setDelay(30);

    const answers = await Promise.all([
      server.call('/checkout/verify', { token, json: { orderId } }),
      server.call('/checkout/webhook', {
        body: delivery.body,
        headers: {
          'content-type': 'application/json',
          'x-webhook-signature': delivery.signature,
          'x-webhook-timestamp': delivery.timestamp,
        },
      }),
      fetch(`${server.api}/checkout/return?order_id=${orderId}`, { redirect: 'manual' }),
      server.call(`/me/payments/${orderId}`, { token }),
      server.call('/auth/check-billing', { token }),
    ]);
    cashfree.setDelay(0);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 303, 200, 200]);
    await server.app.services.settle();
    await Promise.all([server.app.sweep.runSweepOnce(), server.app.sweep.runSweepOnce()]);

    expect(await receiptsFor(orderId)).toHaveLength(1);
    const [row] = await server.app.services.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.receiptAttempts).toBe(1);
  });
});
