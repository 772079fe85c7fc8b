import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { orders } from '../db/schema/billing.ts';
import { users } from '../db/schema/core.ts';
import { receiptMail, reminderMail } from '../mail/account-mails.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * The mail sweep (docs/decisions/0005-reminder-and-receipt-sweep.md): every few minutes, inside each API process,
 * it sends the receipts the grants marked as owed and the reminders of months about to end. All of its state is
 * in the database, and every row is claimed by one conditional UPDATE before its mail is sent, so several
 * processes on one PostgreSQL (or a restart) never send a mail twice.
 */

/** How often the sweep runs in a live server. */
export const SWEEP_INTERVAL_MS = 5 * 60_000;
/** A reminder goes out once the month ends within this long. */
export const REMINDER_LEAD_MS = 3 * 24 * 60 * 60_000;
/** Sends of one receipt tried before the sweep gives up on it (with an error in the log). */
export const RECEIPT_MAX_ATTEMPTS = 10;
/** While a sweep sends a receipt, other sweeps leave it alone this long (a crashed sender's claim expires). */
const RECEIPT_LEASE_MS = 10 * 60_000;
/** Rows claimed per batch; a sweep runs batches until none is left. */
const BATCH = 50;

export interface SweepLogger {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface SweepDeps {
  db: Database;
  mailer: Mailer;
  /** The site's public origin, for links in the mails. */
  publicUrl: string;
  /** The clock: tests move it instead of sleeping. */
  now: () => Date;
  log: SweepLogger;
}

export interface SweepResult {
  receipts: number;
  reminders: number;
}

export interface Sweep {
  /** One pass: every due receipt, then every due reminder. Returns how many mails were sent. */
  runSweepOnce(): Promise<SweepResult>;
  /**
   * Sends the receipts owed now; with an order id, only that order's, waiting for a row another transaction
   * holds (run right after a grant, so a receipt need not wait for the timer).
   */
  sendDueReceipts(onlyOrderId?: string): Promise<number>;
  sendDueReminders(): Promise<number>;
  /** Runs the sweep every `intervalMs` (the timer does not keep the process alive). */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for a running pass. */
  stop(): Promise<void>;
}

export function createSweep(deps: SweepDeps): Sweep {
  const { db, mailer, log } = deps;

  async function claimReceipts(now: Date, failedInThisPass: readonly string[], onlyOrderId?: string) {
    const claimable = and(
      isNotNull(orders.receiptDueAt),
      isNull(orders.receiptSentAt),
      lt(orders.receiptAttempts, RECEIPT_MAX_ATTEMPTS),
      or(isNull(orders.receiptClaimedUntil), lte(orders.receiptClaimedUntil, now)),
      failedInThisPass.length > 0 ? notInArray(orders.id, [...failedInThisPass]) : undefined,
      onlyOrderId === undefined ? undefined : eq(orders.id, onlyOrderId),
    );
    const candidates = db
      .select({ id: orders.id })
      .from(orders)
      .where(claimable)
      .orderBy(asc(orders.receiptDueAt))
      .limit(BATCH);
    // A pass over every due receipt skips rows another transaction holds. One order's own pass waits for them
    // instead: a parallel report of the same payment briefly holds the row (a payment row's foreign key), and
    // skipping it then would leave the receipt to the next timed sweep.
    const due =
      onlyOrderId === undefined ? candidates.for('update', { skipLocked: true }) : candidates.for('update');
    return db
      .update(orders)
      .set({
        receiptAttempts: sql`${orders.receiptAttempts} + 1`,
        receiptClaimedUntil: new Date(now.getTime() + RECEIPT_LEASE_MS),
      })
      .where(and(inArray(orders.id, due), claimable))
      .returning({
        id: orders.id,
        userId: orders.userId,
        amountPaise: orders.amountPaise,
        paidAt: orders.receiptDueAt,
        periodStart: orders.periodStart,
        periodEnd: orders.grantedUntil,
        attempts: orders.receiptAttempts,
      });
  }

  async function sendDueReceipts(onlyOrderId?: string): Promise<number> {
    let sent = 0;
    // A receipt whose send failed is given back at once, but retried only by the next pass.
    const failed: string[] = [];
    for (;;) {
      const claimed = await claimReceipts(deps.now(), failed, onlyOrderId);
      if (claimed.length === 0) return sent;
      const emails = await emailsOf(claimed.map((row) => row.userId));
      for (const row of claimed) {
        const to = emails.get(row.userId);
        const paidAt = row.paidAt ?? deps.now();
        const periodEnd = row.periodEnd;
        const periodStart = row.periodStart ?? paidAt;
        try {
          if (to === undefined || periodEnd === null)
            throw new Error('the order has no account or no period');
          await mailer.send(
            receiptMail({
              to,
              orderId: row.id,
              amountPaise: row.amountPaise,
              paidAt,
              periodStart,
              periodEnd,
              publicUrl: deps.publicUrl,
            }),
          );
        } catch (error) {
          failed.push(row.id);
          await db.update(orders).set({ receiptClaimedUntil: null }).where(eq(orders.id, row.id));
          if (row.attempts >= RECEIPT_MAX_ATTEMPTS) {
            log.error(
              { err: error, orderId: row.id, attempts: row.attempts },
              'receipt mail failed; giving up after the last attempt',
            );
          } else {
            log.warn(
              { err: error, orderId: row.id, attempts: row.attempts },
              'receipt mail failed; the next sweep tries again',
            );
          }
          continue;
        }
        await db
          .update(orders)
          .set({ receiptSentAt: deps.now(), receiptClaimedUntil: null })
          .where(eq(orders.id, row.id));
        sent += 1;
      }
    }
  }

  async function emailsOf(userIds: number[]): Promise<Map<number, string>> {
    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  async function sendDueReminders(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = deps.now();
      const dueBy = new Date(now.getTime() + REMINDER_LEAD_MS);
      // Not yet reminded for this end date: a renewal moves paid_until and so arms the reminder again.
      const due = and(
        gt(users.paidUntil, now),
        lte(users.paidUntil, dueBy),
        sql`${users.remindedForUntil} is distinct from ${users.paidUntil}`,
      );
      const candidates = db
        .select({ id: users.id })
        .from(users)
        .where(due)
        .orderBy(asc(users.paidUntil))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      // The claim: of several sweeps, only the one whose UPDATE changes the row sends its mail. It is made before
      // sending, so a reminder is sent at most once; a failed send gives the claim back for the next sweep.
      const claimed = await db
        .update(users)
        .set({ remindedForUntil: sql`${users.paidUntil}` })
        .where(and(inArray(users.id, candidates), due))
        .returning({ id: users.id, email: users.email, paidUntil: users.paidUntil });
      if (claimed.length === 0) return sent;
      let failed = false;
      for (const row of claimed) {
        if (row.paidUntil === null) continue;
        try {
          await mailer.send(
            reminderMail({ to: row.email, paidUntil: row.paidUntil, publicUrl: deps.publicUrl }),
          );
          sent += 1;
        } catch (error) {
          failed = true;
          log.warn({ err: error, userId: row.id }, 'reminder mail failed; the next sweep tries again');
          await db
            .update(users)
            .set({ remindedForUntil: null })
            .where(and(eq(users.id, row.id), eq(users.remindedForUntil, row.paidUntil)));
        }
      }
      // After a failure this pass ends: the row given back would be claimed again at once.
      if (failed) return sent;
    }
  }

  async function runSweepOnce(): Promise<SweepResult> {
    const receipts = await sendDueReceipts();
    const reminders = await sendDueReminders();
    return { receipts, reminders };
  }

  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  function schedule(delayMs: number, intervalMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runSweepOnce()
        .catch((error: unknown) => log.error({ err: error }, 'the mail sweep failed; it runs again later'))
        .finally(() => schedule(intervalMs, intervalMs));
    }, delayMs);
    timer.unref();
  }

  return {
    runSweepOnce,
    sendDueReceipts,
    sendDueReminders,
    start(intervalMs = SWEEP_INTERVAL_MS) {
      if (timer !== null || stopped) return;
      // The first pass comes soon after start: receipts owed from before a restart need not wait a whole interval.
      schedule(Math.min(intervalMs, 5_000), intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
