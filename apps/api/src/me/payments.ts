import { type components, orderOutcomeValues } from '@termtap/api-client/schema';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type OrderRecord, orders } from '../db/schema/billing.ts';

type Payment = components['schemas']['Payment'];

/** An order as the payment history shows it: amount in rupees, the month it bought only once paid. */
export function toPayment(order: OrderRecord): Payment {
  const paid = order.state === 'paid';
  return {
    orderId: order.id,
    createdAt: order.createdAt.toISOString(),
    amount: Math.round(order.amountPaise / 100),
    currency: 'INR',
    status: orderOutcomeValues.find((known) => known === order.outcome) ?? 'PENDING',
    periodStart: paid && order.periodStart !== null ? order.periodStart.toISOString() : null,
    periodEnd: paid && order.grantedUntil !== null ? order.grantedUntil.toISOString() : null,
    receiptSentAt: order.receiptSentAt === null ? null : order.receiptSentAt.toISOString(),
  };
}

/** Every order of the user, newest first. */
export async function listPayments(db: Database, userId: number): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toPayment);
}
