import { desc, eq } from 'drizzle-orm';
import { endAllSessions, refreshUser } from '../auth/sessions.ts';
import { findUserByEmail } from '../auth/users.ts';
import { oneCalendarMonthAfterCurrentEnd } from '../billing/billing-service.ts';
import type { Database } from '../db/database.ts';
import { adminAudit } from '../db/schema/admin.ts';
import { orders } from '../db/schema/billing.ts';
import { sessions, users } from '../db/schema/core.ts';

/** What the admin commands work with (ops/admin-cli.ts builds it from the server's configuration). */
export interface AdminContext {
  db: Database;
  /** Who runs the command (the machine's user), for the audit table. */
  operator: string;
  /** Sends an order's owed receipt now (the mail sweep's sendDueReceipts); answers how many went out. */
  sendReceipt(orderId: string): Promise<number>;
  print(line: string): void;
}

export const ADMIN_HELP = `npm run admin -- <command>

  user <email>                                 the user: clicks, subscription, orders, sessions, audit
  grant-month <email> --reason "<why>"         one more month (from the current end while paid, else now)
  end-month <email> --reason "<why>"           end the subscription now
  resend-receipt <order-id> --reason "<why>"   mail the paid order's receipt again, now
  revoke-sessions <email> --reason "<why>"     sign the user out everywhere
  help                                         this text

Every change is kept in the admin_audit table with the operator and the reason.`;

const iso = (date: Date | null) => (date === null ? '-' : date.toISOString());

/** Runs one admin command; answers the exit code (0 done, 1 refused, 2 bad usage). */
export async function runAdmin(argv: readonly string[], context: AdminContext): Promise<number> {
  const [command, subject, ...rest] = argv;
  const { db, print } = context;
  const reasonAt = rest.indexOf('--reason');
  const reason = reasonAt === -1 ? '' : (rest[reasonAt + 1] ?? '').trim();
  const usage = (message: string) => {
    print(`${message}\n\n${ADMIN_HELP}`);
    return 2;
  };
  if (command === undefined || command === 'help' || command === '--help') {
    print(ADMIN_HELP);
    return command === undefined ? 2 : 0;
  }
  const known = ['user', 'grant-month', 'end-month', 'resend-receipt', 'revoke-sessions'];
  if (!known.includes(command)) return usage(`Unknown command "${command}".`);
  if (!subject)
    return usage(`${command} needs ${command === 'resend-receipt' ? 'an order id' : 'an e-mail'}.`);
  if (command !== 'user' && reason === '')
    return usage(`${command} needs --reason "<why>" (kept in the audit).`);

  const audit = (userId: number, email: string, action: string, detail: string) =>
    db.insert(adminAudit).values({ operator: context.operator, action, userId, email, detail, reason });

  if (command === 'resend-receipt') {
    const [order] = await db.select().from(orders).where(eq(orders.id, subject));
    if (!order || order.grantedUntil === null) {
      print(`No paid order ${subject}.`);
      return 1;
    }
    const [owner] = await db.select().from(users).where(eq(users.id, order.userId));
    await db
      .update(orders)
      .set({ receiptDueAt: new Date(), receiptSentAt: null, receiptAttempts: 0, receiptClaimedUntil: null })
      .where(eq(orders.id, subject));
    const sent = await context.sendReceipt(subject);
    await audit(order.userId, owner?.email ?? '-', 'resend-receipt', `order ${subject}; sent now: ${sent}`);
    print(
      sent > 0
        ? `Receipt for ${subject} sent to ${owner?.email}.`
        : `Receipt for ${subject} is owed again; the mail sweep retries it.`,
    );
    return 0;
  }

  const user = await findUserByEmail(db, subject);
  if (user === null) {
    print(`No user ${subject.trim().toLowerCase()}.`);
    return 1;
  }
  switch (command) {
    case 'user': {
      const userOrders = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, user.id))
        .orderBy(desc(orders.createdAt));
      const userSessions = await db.select().from(sessions).where(eq(sessions.userId, user.id));
      const changes = await db
        .select()
        .from(adminAudit)
        .where(eq(adminAudit.userId, user.id))
        .orderBy(desc(adminAudit.at));
      const paid = user.paidUntil !== null && user.paidUntil > new Date();
      print(`user ${user.id} ${user.email}`);
      print(`  free describes left: ${user.remainingClicks}`);
      print(
        `  subscription: ${paid ? `paid until ${iso(user.paidUntil)}` : `not paid (ended ${iso(user.paidUntil)})`}`,
      );
      print(`  orders (${userOrders.length}):`);
      for (const order of userOrders) {
        print(
          `    ${order.id} ${order.gateway} ${order.state}/${order.outcome} ₹${order.amountPaise / 100} created ${iso(order.createdAt)} granted until ${iso(order.grantedUntil)} receipt sent ${iso(order.receiptSentAt)}`,
        );
      }
      print(`  sessions (${userSessions.length}):`);
      for (const session of userSessions) {
        print(`    ${session.id} started ${iso(session.createdAt)} last used ${iso(session.lastUsedAt)}`);
      }
      print(`  admin changes (${changes.length}):`);
      for (const change of changes) {
        print(
          `    ${iso(change.at)} ${change.operator} ${change.action}: ${change.detail} (${change.reason})`,
        );
      }
      return 0;
    }
    case 'grant-month': {
      const [updated] = await db
        .update(users)
        .set({ paidUntil: oneCalendarMonthAfterCurrentEnd })
        .where(eq(users.id, user.id))
        .returning({ paidUntil: users.paidUntil });
      refreshUser(user.id);
      await audit(user.id, user.email, 'grant-month', `paid until ${iso(updated?.paidUntil ?? null)}`);
      print(`${user.email} is paid until ${iso(updated?.paidUntil ?? null)}.`);
      return 0;
    }
    case 'end-month': {
      const now = new Date();
      await db.update(users).set({ paidUntil: now }).where(eq(users.id, user.id));
      refreshUser(user.id);
      await audit(
        user.id,
        user.email,
        'end-month',
        `was paid until ${iso(user.paidUntil)}; ended ${iso(now)}`,
      );
      print(`${user.email}'s subscription ended ${iso(now)}.`);
      return 0;
    }
    default: {
      const count = (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id)))
        .length;
      await endAllSessions(db, user.id);
      await audit(user.id, user.email, 'revoke-sessions', `${count} session(s) ended`);
      print(`${user.email}: ${count} session(s) ended.`);
      return 0;
    }
  }
}
