// Proves the password reset flow end to end through a real SMTP server: the mailed link works once and ends old sessions.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resetLinkIn } from '../../test/support/mail.ts';
import { databases, startTestServer, type TestServer } from '../../test/support/server.ts';

interface ReceivedMail {
  to: string[];
  raw: string;
}

describe.each(databases)('password reset by e-mail on %s', (database) => {
  const inbox: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  let smtp: SMTPServer;
  let server: TestServer;

  const nextMail = () =>
    new Promise<ReceivedMail>((resolve) => {
      const mail = inbox.shift();
      if (mail) resolve(mail);
      else waiting.push(resolve);
    });

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          };
          const receiver = waiting.shift();
          if (receiver) receiver(mail);
          else inbox.push(mail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    if (address === null || typeof address === 'string') throw new Error('the SMTP server has no port');
    const { port } = address;
    server = await startTestServer(database, { smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  test('the mailed link resets the password once; old sessions stop working; a second use fails', async () => {
    const { email, token: oldSession } = await server.signUp(undefined, 'old-password');
    const asked = await server.call('/auth/forgot-password', { json: { email } });
    expect(asked.status).toBe(200);

    const mail = await nextMail();
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toContain('Subject: Reset your TermTap password');
    const link = resetLinkIn(mail.raw);
    expect(link).toMatch(/^http:\/\/termtap\.test\/reset-password\?token=/);
    const resetToken = new URL(link ?? '').searchParams.get('token');

    const reset = await server.call(`/auth/reset-password/${resetToken}`, {
      json: { newPassword: 'brand-new-pass' },
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: 'Password reset successfully.' });

    expect((await server.call('/auth/me', { token: oldSession })).status).toBe(401);
    const oldLogin = await server.call('/auth/login', { json: { email, password: 'old-password' } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await server.call('/auth/login', { json: { email, password: 'brand-new-pass' } });
    expect(newLogin.status).toBe(200);

    const reuse = await server.call(`/auth/reset-password/${resetToken}`, {
      json: { newPassword: 'another-pass' },
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({ message: 'This reset link is invalid or has expired.' });
  });

  test('no mail is sent for an unknown e-mail, and the answer is the same', async () => {
    const response = await server.call('/auth/forgot-password', {
      json: { email: 'nobody-here@example.com' },
    });
    expect(await response.json()).toEqual({ message: 'If the email exists, a reset link was sent.' });
    await server.app.services.settle();
    expect(inbox).toHaveLength(0);
  });

  test('an unknown token is refused', async () => {
    const response = await server.call('/auth/reset-password/unknown-token-123', {
      json: { newPassword: 'whatever-1' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'This reset link is invalid or has expired.' });
  });
});
