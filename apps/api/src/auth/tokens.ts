import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sessions } from '../db/schema/core.ts';
import { forgetSessions } from './session-cache.ts';

/** A new opaque token for a client (43 URL-safe characters, 256 random bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: a leaked table does not give working tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Ends every session of the user except `keepSessionId` (the caller's own). Returns how many ended. Sessions are
 * revoked only through functions here (and in users.ts), so a session cache can be told in one place.
 */
export async function revokeOtherSessions(
  db: Database,
  userId: number,
  keepSessionId: number,
): Promise<number> {
  const revoked = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ tokenHash: sessions.tokenHash });
  // The session cache drops them now (and keeps them out even if the transaction commits a moment later).
  forgetSessions(revoked.map((row) => row.tokenHash));
  return revoked.length;
}
