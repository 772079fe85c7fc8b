// How the session sits in browser storage (docs/spec.md §3, §4, §9): the user as a JSON object under
// authuser, authUser and user; the token under token, as JSON text or a plain string.
import type { SessionUser } from '@termtap/api-client';
import type { StoragePort } from '../app/ports.ts';

export const userStorageKeys = ['authuser', 'authUser', 'user'] as const;
export const tokenStorageKey = 'token';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function readString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The user from the first of authuser, authUser, user that holds a valid JSON object; null if none does. */
export function readStoredUser(storage: StoragePort): SessionUser | null {
  for (const key of userStorageKeys) {
    const text = storage.getItem(key);
    if (text === null) continue;
    const value = parseJson(text);
    if (!isRecord(value)) continue;
    return {
      email: readString(value.email),
      remainingClicks: readNumber(value.remainingClicks),
      paymentStatus: readString(value.paymentStatus),
      paidUntil: readString(value.paidUntil),
    };
  }
  return null;
}

/** Written to authuser and authUser; null removes all three keys. */
export function writeStoredUser(storage: StoragePort, user: SessionUser | null): void {
  if (user === null) {
    for (const key of userStorageKeys) storage.removeItem(key);
    return;
  }
  const text = JSON.stringify(user);
  storage.setItem('authuser', text);
  storage.setItem('authUser', text);
}

/** The token, whether it was stored as JSON text ("abc") or as a plain string (abc). */
export function readStoredToken(storage: StoragePort): string | null {
  const text = storage.getItem(tokenStorageKey);
  if (text === null || text.length === 0) return null;
  const value = parseJson(text);
  if (typeof value === 'string') return value.length > 0 ? value : null;
  return text;
}

export function writeStoredToken(storage: StoragePort, token: string | null): void {
  if (token === null) storage.removeItem(tokenStorageKey);
  else storage.setItem(tokenStorageKey, JSON.stringify(token));
}
