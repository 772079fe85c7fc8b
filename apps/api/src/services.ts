import { eq } from 'drizzle-orm';
import { createSession, endAllSessions, refreshUser } from './auth/sessions.ts';
import {
  createPasswordReset,
  createUser,
  findUserByEmail,
  findUserById,
  setPaidUntil,
  setRemainingClicks,
} from './auth/users.ts';
import type { BillingService } from './billing/billing-service.ts';
import { createBilling } from './billing/create-billing.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { type UserRecord, users } from './db/schema/core.ts';
import type { Mailer } from './mail/mailer.ts';
import { TermCatalog } from './pages/catalog.ts';
import { loadContent } from './pages/content.ts';

/** What the app is built from; decorated on the Fastify instance as `app.services` (see app.ts). */
export interface AppServices {
  config: AppConfig;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  mailer: Mailer;
  /** The listed terms, in memory. */
  catalog(): TermCatalog;
  /** Loads the content data files if their version is new, then refreshes the catalog. */
  reloadContent(): Promise<void>;
  /** Runs a background task (e.g. a mail) that shutdown waits for. */
  track(task: Promise<unknown>): void;
  /** Waits for every tracked task. */
  settle(): Promise<void>;
  createUser(email: string, password: string): Promise<UserRecord>;
  findUserByEmail(email: string): Promise<UserRecord | null>;
  findUserById(userId: number): Promise<UserRecord | null>;
  setRemainingClicks(userId: number, clicks: number): Promise<void>;
  setPaidUntil(userId: number, paidUntil: Date | null): Promise<void>;
  /** Deletes the account with its sessions, reset links, orders and free-describes grant (the Pact provider states use it). */
  deleteUser(userId: number): Promise<void>;
  /** Starts a session; returns the raw token to send as `x-access-token`. */
  createSession(userId: number): Promise<string>;
  /** Creates a reset token (default: valid 60 minutes from now); returns the raw token. */
  createPasswordReset(userId: number, expiresAt?: Date): Promise<string>;
  /** Orders, the payment gateway and the subscription (billing/billing-service.ts). */
  billing: BillingService;
}

export async function createServices(
  config: AppConfig,
  db: Database,
  kind: AppServices['databaseKind'],
  mailer: Mailer,
): Promise<AppServices> {
  let catalog = TermCatalog.empty();
  const pending = new Set<Promise<unknown>>();
  const services: AppServices = {
    config,
    db,
    databaseKind: kind,
    mailer,
    catalog: () => catalog,
    async reloadContent() {
      const { attributions } = await loadContent(db, config.contentDir);
      catalog = await TermCatalog.load(db, attributions);
    },
    track(task) {
      const settled = task.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
    },
    async settle() {
      await Promise.all([...pending]);
    },
    createUser: (email, password) => createUser(db, email, password),
    findUserByEmail: (email) => findUserByEmail(db, email),
    findUserById: (userId) => findUserById(db, userId),
    // The describe route's session cache holds the user's row: these drop it (auth/sessions.ts).
    async setRemainingClicks(userId, clicks) {
      await setRemainingClicks(db, userId, clicks);
      refreshUser(userId);
    },
    async setPaidUntil(userId, paidUntil) {
      await setPaidUntil(db, userId, paidUntil);
      refreshUser(userId);
    },
    async deleteUser(userId) {
      await db.transaction(async (tx) => {
        await endAllSessions(tx, userId);
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
    createSession: (userId) => createSession(db, userId),
    createPasswordReset: (userId, expiresAt) => createPasswordReset(db, userId, expiresAt),
    billing: createBilling(config, db),
  };
  await services.reloadContent();
  return services;
}
