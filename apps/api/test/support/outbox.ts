import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The whole message with quoted-printable undone (UTF-8), so text and HTML parts can be searched. */
  decoded: string;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes), reading the bytes as UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every mail the outbox mailer wrote to `<dataDir>/outbox`, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(join(dataDir, 'outbox'))).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dataDir, 'outbox', file), 'utf8');
      return {
        file,
        to: raw.match(/^To: (.*)$/m)?.[1]?.trim() ?? '',
        subject: raw.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '',
        decoded: decodeQuotedPrintable(raw),
      };
    }),
  );
}
