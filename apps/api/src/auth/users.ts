import type { components } from '@termtap/api-client/schema';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { passwordResets, sessions, type UserRecord, users } from '../db/schema/core.ts';
import { HttpError } from '../http/errors.ts';
import { hashPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';

export type UserView = components['schemas']['User'];

/** How long a password reset link works. */
export const RESET_TTL_MS = 60 * 60 * 1000;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isPaid(user: Pick<UserRecord, 'paidUntil'>, now: Date = new Date()): boolean {
  return user.paidUntil !== null && user.paidUntil.getTime() > now.getTime();
}

/** The user as the API shows it. */
export function toUserView(user: UserRecord, now: Date = new Date()): UserView {
  return {
    email: user.email,
    remainingClicks: user.remainingClicks,
    paymentStatus: isPaid(user, now) ? 'paid' : 'unpaid',
    paidUntil: user.paidUntil === null ? null : user.paidUntil.toISOString(),
  };
}

/** Creates an account with the free clicks; 409 when the e-mail is taken. */
export async function createUser(db: Database, email: string, password: string): Promise<UserRecord> {
  const passwordHash = await hashPassword(password);
  const [created] = await db
    .insert(users)
    .values({ email: normalizeEmail(email), passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) throw new HttpError(409, 'An account with this email already exists.');
  return created;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user ?? null;
}

export async function findUserById(db: Database, userId: number): Promise<UserRecord | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

export async function setRemainingClicks(db: Database, userId: number, clicks: number): Promise<void> {
  await db.update(users).set({ remainingClicks: clicks }).where(eq(users.id, userId));
}

export async function setPaidUntil(db: Database, userId: number, paidUntil: Date | null): Promise<void> {
  await db.update(users).set({ paidUntil }).where(eq(users.id, userId));
}

/** Starts a session and returns its raw token (only its hash is stored). */
export async function createSession(db: Database, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token) });
  return token;
}

export interface SessionUser {
  sessionId: number;
  user: UserRecord;
}

/** The session lookup runs on every authenticated request: prepared once per database. */
function prepareFindSessionUser(db: Database) {
  return db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('find_session_user');
}

const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareFindSessionUser>>();

export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareFindSessionUser(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash: hashToken(token) });
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Creates a single-use reset token and returns it raw (only its hash is stored). */
export async function createPasswordReset(
  db: Database,
  userId: number,
  expiresAt: Date = new Date(Date.now() + RESET_TTL_MS),
): Promise<string> {
  const token = newToken();
  await db.insert(passwordResets).values({ userId, tokenHash: hashToken(token), expiresAt });
  return token;
}

/**
 * Spends a reset token and sets the new password; every session and every other open reset link of the user
 * stops working. Returns false when the token is unknown, expired or already used.
 */
export async function resetPassword(db: Database, token: string, newPassword: string): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    return true;
  });
}
