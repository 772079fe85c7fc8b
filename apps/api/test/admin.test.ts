// Proves the operators' admin commands on each database: a user is shown with clicks, subscription, orders and
// sessions; a month granted or ended shows in what the user sees; sessions revoked sign the user out; a paid
// order's receipt goes out again; every change needs a reason and is kept in the audit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AdminContext, runAdmin } from '../src/ops/admin.ts';
import { readOutbox } from './support/outbox.ts';
import { databases, startTestServer, type TestServer } from './support/server.ts';

describe.each(databases)('npm run admin on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  /** Runs one command as the CLI would; answers its exit code and printed text. */
  const admin = async (...argv: string[]) => {
    const lines: string[] = [];
    const context: AdminContext = {
      db: server.app.services.db,
      operator: 'ops-test',
      sendReceipt: (orderId) => server.app.sweep.sendDueReceipts(orderId),
      print: (line) => lines.push(line),
    };
    const code = await runAdmin(argv, context);
    return { code, text: lines.join('\n') };
  };
  const me = async (token: string) => server.call('/auth/me', { token });

  test('help lists every command; a change without a reason is refused', async () => {
    const help = await admin('help');
    expect(help.code).toBe(0);
    for (const command of ['user <email>', 'grant-month', 'end-month', 'resend-receipt', 'revoke-sessions']) {
      expect(help.text).toContain(command);
    }
    const { email } = await server.signUp();
    const refused = await admin('grant-month', email);
    expect(refused.code).toBe(2);
    expect(refused.text).toContain('grant-month needs --reason');
    expect((await admin('user', 'nobody@example.com')).text).toBe('No user nobody@example.com.');
  });

  test('grant and end a month, revoke sessions, resend a receipt: each seen by the user and audited', async () => {
    const { email, token } = await server.signUp();
    const shown = await admin('user', email);
    expect(shown.text).toContain(`${email}\n  free describes left: 16\n  subscription: not paid`);
    expect(shown.text).toContain('sessions (1):');

    expect((await admin('grant-month', email, '--reason', 'refund dispute #7 settled')).code).toBe(0);
    expect((await (await me(token)).json()).paymentStatus).toBe('paid');
    expect((await admin('end-month', email, '--reason', 'chargeback')).code).toBe(0);
    expect((await (await me(token)).json()).paymentStatus).toBe('unpaid');

    // A paid order, its receipt sent once by the grant; resent on request.
    const checkout = await server.call('/checkout/create-session', { method: 'POST', token });
    const { order_id: orderId } = await checkout.json();
    await server.call('/checkout/local/complete', { json: { orderId, outcome: 'success' }, token });
    await server.app.services.settle();
    const receiptsBefore = (await readOutbox(server.dataDir)).filter((mail) => mail.to === email).length;
    const resent = await admin('resend-receipt', orderId, '--reason', 'student lost the mail');
    expect(resent.text).toBe(`Receipt for ${orderId} sent to ${email}.`);
    expect((await readOutbox(server.dataDir)).filter((mail) => mail.to === email).length).toBe(
      receiptsBefore + 1,
    );

    expect((await admin('revoke-sessions', email, '--reason', 'lost phone')).text).toBe(
      `${email}: 1 session(s) ended.`,
    );
    expect((await me(token)).status).toBe(401);

    const audited = (await admin('user', email)).text;
    expect(audited).toContain('admin changes (4):');
    for (const line of [
      'ops-test grant-month: paid until',
      '(refund dispute #7 settled)',
      'ops-test end-month:',
      `ops-test resend-receipt: order ${orderId}; sent now: 1 (student lost the mail)`,
      'ops-test revoke-sessions: 1 session(s) ended (lost phone)',
    ]) {
      expect(audited).toContain(line);
    }
    expect(audited).toContain(`${orderId} local`);
  });
});
