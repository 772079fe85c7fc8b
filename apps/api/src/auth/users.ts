import type { components } from '@termtap/api-client/schema';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { freeClickGrants, passwordResets, type UserRecord, users } from '../db/schema/core.ts';
import { HttpError } from '../http/errors.ts';
import { mailboxOf } from './mailbox.ts';
import { hashPassword } from './passwords.ts';
import { endAllSessions } from './sessions.ts';
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
    language: user.language ?? null,
  };
}

/**
 * Creates an account; 409 when the e-mail is taken. It gets the free clicks only if its mailbox has not had them
 * (aliases of one inbox share one grant); the grant's primary key settles races.
 */
export async function createUser(db: Database, email: string, password: string): Promise<UserRecord> {
  const passwordHash = await hashPassword(password);
  const address = normalizeEmail(email);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email: address, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!created) throw new HttpError(409, 'An account with this email already exists.');
    const [granted] = await tx
      .insert(freeClickGrants)
      .values({ mailbox: mailboxOf(address), userId: created.id })
      .onConflictDoNothing()
      .returning({ userId: freeClickGrants.userId });
    if (granted) return created;
    const [withoutFreeClicks] = await tx
      .update(users)
      .set({ remainingClicks: 0 })
      .where(eq(users.id, created.id))
      .returning();
    return withoutFreeClicks ?? created;
  });
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
  const usable = and(
    eq(passwordResets.tokenHash, hashToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );
  // The cheap lookup comes first: a wrong token never costs an argon2 hash.
  const [candidate] = await db.select({ id: passwordResets.id }).from(passwordResets).where(usable).limit(1);
  if (!candidate) return false;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    // The conditional update is still the single-use gate: of two racing resets, one finds the token unused.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(usable)
      .returning({ userId: passwordResets.userId });
    if (!reset) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await endAllSessions(tx, reset.userId);
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    return true;
  });
}
