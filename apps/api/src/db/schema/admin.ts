import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/**
 * Every change an operator makes with `npm run admin` (ops/admin.ts): who (the machine's user), what, to whom,
 * and why. Kept when the user is deleted (user_id becomes null; the e-mail stays in `email`).
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operator: text('operator').notNull(),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    detail: text('detail').notNull(),
    reason: text('reason').notNull(),
  },
  (table) => [index('admin_audit_user').on(table.userId)],
);
