import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

type Nodemailer = typeof import('nodemailer')['default'];

/** nodemailer is loaded with the first mail, not at start (a faster start: docs/decisions/0008). */
function lazyTransport<T extends Transporter>(create: (nodemailer: Nodemailer) => T) {
  let transport: Promise<T> | null = null;
  return {
    get: () => {
      transport ??= import('nodemailer').then((module) => create(module.default));
      return transport;
    },
    close: () => void transport?.then((made) => made.close()),
  };
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (receipts). */
  html?: string;
}

export interface Mailer {
  /** `smtp` sends for real; `outbox` writes .eml files for local use. */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when a URL is given; otherwise every mail is written to `<outboxDir>/<time>-<random>.eml`. */
export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl !== null) {
    const smtpUrl = options.smtpUrl;
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      kind: 'smtp',
      async send(message) {
        await (await transport.get()).sendMail({ from: options.from, ...message });
      },
      close: transport.close,
    };
  }
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transport.get()).sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(options.outboxDir, name), info.message);
    },
    close: transport.close,
  };
}

/**
 * Whether the SMTP server answers and accepts the URL's credentials (a production start checks it): null when it
 * does, else what went wrong, with no password in it.
 */
export async function checkSmtp(smtpUrl: string, timeoutMs = 10_000): Promise<string | null> {
  const nodemailer = (await import('nodemailer')).default;
  const url = new URL(smtpUrl);
  url.searchParams.set('connectionTimeout', String(timeoutMs));
  url.searchParams.set('greetingTimeout', String(timeoutMs));
  url.searchParams.set('socketTimeout', String(timeoutMs));
  const transport = nodemailer.createTransport(url.href);
  try {
    await transport.verify();
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.replace(/\/\/([^:/@]+):[^@/]*@/g, '//$1:***@');
  } finally {
    transport.close();
  }
}
