// Proves production refuses to start half-configured: the server's own entry point exits 1 naming each missing
// setting, and an SMTP server that does not answer; an answering one passes the check.
import { SMTPServer } from 'smtp-server';
import { expect, test } from 'vitest';
import { checkSmtp } from '../src/mail/mailer.ts';
import { freePort, runServerToExit } from './support/process.ts';

/** Runs the server's entry point with only these variables. */
const start = (env: Record<string, string>) =>
  runServerToExit({ PATH: process.env.PATH ?? '', PORT: '0', ...env }, 60_000);

test('NODE_ENV=production with nothing set exits 1 naming every missing setting', async () => {
  const { code, output } = await start({ NODE_ENV: 'production' });
  expect(code).toBe(1);
  expect(output).toContain('SMTP_URL must be set when NODE_ENV is production');
  expect(output).toContain('PUBLIC_URL must be set when NODE_ENV is production');
  expect(output).toContain('CASHFREE_APP_ID and CASHFREE_SECRET_KEY must be set when NODE_ENV is production');
}, 90_000);

test('an SMTP server that does not answer stops a production start, with no password shown', async () => {
  const port = await freePort();
  const { code, output } = await start({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://termtap.in',
    SMTP_URL: `smtp://mailer:hunter2@127.0.0.1:${port}`,
    CASHFREE_APP_ID: 'app',
    CASHFREE_SECRET_KEY: 'secret',
  });
  expect(code).toBe(1);
  expect(output).toContain(`SMTP_URL smtp://mailer:***@127.0.0.1:${port} does not answer`);
  // Both problems in one go: the plain-http public URL as well.
  expect(output).toContain('PUBLIC_URL must be an https URL');
  expect(output).not.toContain('hunter2');
}, 90_000);

test('the SMTP check passes against an answering server and fails against a closed port', async () => {
  const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  try {
    expect(await checkSmtp(`smtp://127.0.0.1:${address.port}`)).toBeNull();
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
  expect(await checkSmtp(`smtp://127.0.0.1:${await freePort()}`, 2_000)).toMatch(/ECONNREFUSED/);
});
