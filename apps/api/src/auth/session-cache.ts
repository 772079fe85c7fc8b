import type { Database } from '../db/database.ts';
import { hashToken } from './tokens.ts';
import { findSessionUser, type SessionUser } from './users.ts';

/*
 * A short-lived cache of session lookups (token hash → session and user), used by the describe route only: the
 * hot authenticated path, whose answer does not trust the cached user for anything that costs credit (see
 * pages/describe.ts). Every other route reads the session and the user from the database on each request.
 *
 * Revocation (docs/decisions/0008-api-throughput.md, SECURITY.md):
 * - In this process a revoked session dies at once: every function that deletes session rows (tokens.ts,
 *   users.ts, services.deleteUser) passes the deleted token hashes to `forgetSessions`, which drops them and
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
export function forgetSessions(tokenHashes: readonly string[], now: number = Date.now()): void {
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
