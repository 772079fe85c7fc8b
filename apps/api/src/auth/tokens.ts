import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token for a client (43 URL-safe characters, 256 random bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: a leaked table does not give working tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
