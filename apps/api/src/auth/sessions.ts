import { and, desc, eq, gt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sessions, type UserRecord, users } from '../db/schema/core.ts';
import { hashToken, newToken } from './tokens.ts';

/*
 * Sessions, in one module: they are created, looked up (from the database, or from a short-lived cache on the
 * describe route) and revoked only here, so the cache hears of every revocation.
 *
 * The cache holds session lookups (token hash → session and user), used by the describe route, the hot
 * authenticated path, whose answer does not trust the cached user for anything that costs credit (see
 * pages/describe.ts), and by the due-cards batch (GET /review/cards), which reads only the user's id. Every other
 * route reads the session and the user from the database on each request.
 *
 * Revocation (docs/decisions/0008-api-throughput.md, SECURITY.md):
 * - In this process a revoked session dies at once: every function here that deletes session rows passes the
 *   deleted token hashes to `forgetSessions`, which drops them and
 *   keeps them out of the cache from then on (REVOKED_MEMORY_MS), so a lookup that read a row just before the
 *   revoking transaction committed cannot put it back.
 * - Another process learns of a revocation only from the database: its cached copy lives at most the TTL. On
 *   PostgreSQL (where several processes may serve) that is 1 second. PGlite allows one process per data folder
 *   (db/database.ts takes a lock), so there every revocation happens in this process and the TTL can be longer.
 */

/** How long a cached lookup is used, by database kind (see above). */
export const SESSION_CACHE_TTL_MS = { pglite: 30_000, postgres: 1_000 } as const;
/**
 * How long a revoked token hash is refused by the cache: far longer than any transaction that revokes it stays
 * open (tokens are random and never come back, so this only bounds the memory).
 */
export const REVOKED_MEMORY_MS = 10 * 60_000;
/** Oldest entries go first past this many. */
const MAX_ENTRIES = 20_000;

interface Entry {
  db: Database;
  session: SessionUser;
  expiresAt: number;
}

const entries = new Map<string, Entry>();
const hashesByUser = new Map<number, Set<string>>();
/** Revoked token hashes → when; oldest first. */
const revoked = new Map<string, number>();
/** Moved on by every change of a user row, so a lookup that read the row before it is not kept. */
let generation = 0;

function drop(tokenHash: string): void {
  const entry = entries.get(tokenHash);
  if (!entry) return;
  entries.delete(tokenHash);
  const hashes = hashesByUser.get(entry.session.user.id);
  hashes?.delete(tokenHash);
  if (hashes?.size === 0) hashesByUser.delete(entry.session.user.id);
}

/**
 * Call with the token hashes of every deleted session row (logout, logout-others, password change or reset,
 * eviction of old sessions, account deletion), inside or after the deleting transaction.
 */
function forgetSessions(tokenHashes: readonly string[], now: number = Date.now()): void {
  for (const [tokenHash, at] of revoked) {
    if (now - at <= REVOKED_MEMORY_MS) break;
    revoked.delete(tokenHash);
  }
  for (const tokenHash of tokenHashes) {
    drop(tokenHash);
    revoked.delete(tokenHash);
    revoked.set(tokenHash, now);
  }
}

/** Call when the user's row changed (credit, paid period): the next lookup reads it again. */
export function refreshUser(userId: number): void {
  generation += 1;
  for (const tokenHash of [...(hashesByUser.get(userId) ?? [])]) drop(tokenHash);
}

/** For tests: whether a lookup of this token would be answered from the cache now. */
export function isSessionCached(db: Database, token: string, now: number = Date.now()): boolean {
  const entry = entries.get(hashToken(token));
  return entry !== undefined && entry.db === db && entry.expiresAt > now;
}

/**
 * The live session a token names, from the cache when a lookup of it is younger than `ttlMs`, else from the
 * database (findSessionUser, which also moves last_used_at forward).
 */
export async function findSessionUserCached(
  db: Database,
  token: string,
  ttlMs: number,
): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const cached = entries.get(tokenHash);
  if (cached && cached.db === db) {
    if (cached.expiresAt > Date.now()) return cached.session;
    drop(tokenHash);
  }
  const startedAt = generation;
  const session = await findSessionUser(db, token);
  if (!session || ttlMs <= 0) return session;
  if (generation === startedAt && !revoked.has(tokenHash)) {
    drop(tokenHash);
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) drop(oldest);
    }
    entries.set(tokenHash, { db, session, expiresAt: Date.now() + ttlMs });
    const userId = session.user.id;
    let hashes = hashesByUser.get(userId);
    if (!hashes) {
      hashes = new Set();
      hashesByUser.set(userId, hashes);
    }
    hashes.add(tokenHash);
  }
  return session;
}

/** A session ends after this many days without a request. */
export const SESSION_IDLE_DAYS = 30;
/** Sessions one user may hold; a new one beyond this ends the least recently used. */
export const MAX_SESSIONS_PER_USER = 10;
/** last_used_at is moved forward at most this often, so most requests only read. */
const SESSION_TOUCH_MS = 60 * 60 * 1000;
const idleCutoff = sql.raw(`now() - interval '${SESSION_IDLE_DAYS} days'`);

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

/**
 * Ends every session of the user except `keepSessionId` (the caller's own). Returns how many ended.
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

/**
 * Ends every session of the user (password reset, account deletion); run it inside the caller's transaction.
 */
export async function endAllSessions(db: Database, userId: number): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash });
  forgetSessions(ended.map((row) => row.tokenHash));
}
