import type { components } from '@termtap/api-client/schema';
import { and, desc, eq, gt, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { freeClickGrants, passwordResets, sessions, type UserRecord, users } from '../db/schema/core.ts';
import { HttpError } from '../http/errors.ts';
import { mailboxOf } from './mailbox.ts';
import { hashPassword } from './passwords.ts';
import { forgetSessions } from './session-cache.ts';
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

/** A session ends after this many days without a request. */
export const SESSION_IDLE_DAYS = 30;
/** Sessions one user may hold; a new one beyond this ends the least recently used. */
export const MAX_SESSIONS_PER_USER = 10;
/** last_used_at is moved forward at most this often, so most requests only read. */
const SESSION_TOUCH_MS = 60 * 60 * 1000;
const idleCutoff = sql.raw(`now() - interval '${SESSION_IDLE_DAYS} days'`);

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

/**
 * Starts a session and returns its raw token (only its hash is stored). The user's sessions beyond
 * MAX_SESSIONS_PER_USER (least recently used first) and those idle too long are revoked.
 */
export async function createSession(db: Database, userId: number): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({ userId, tokenHash: hashToken(token) });
    const newest = tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
      .limit(MAX_SESSIONS_PER_USER);
    const evicted = await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          or(notInArray(sessions.id, newest), lte(sessions.lastUsedAt, idleCutoff)),
        ),
      )
      .returning({ tokenHash: sessions.tokenHash });
    forgetSessions(evicted.map((row) => row.tokenHash));
  });
  return token;
}

export interface SessionUser {
  sessionId: number;
  user: UserRecord;
}

/** The session lookup runs on every authenticated request: prepared once per database. */
function prepareFindSessionUser(db: Database) {
  return db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.lastUsedAt, idleCutoff)))
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
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > SESSION_TOUCH_MS) {
    await db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, user: row.user };
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  const [revoked] = await db
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ tokenHash: sessions.tokenHash });
  if (revoked) forgetSessions([revoked.tokenHash]);
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
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, reset.userId))
      .returning({ tokenHash: sessions.tokenHash });
    forgetSessions(ended.map((row) => row.tokenHash));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    return true;
  });
}
