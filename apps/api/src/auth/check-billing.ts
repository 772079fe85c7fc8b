import type { components } from '@termtap/api-client/schema';
import type { UserRecord } from '../db/schema/core.ts';
import type { AppServices } from '../services.ts';

type Billing = components['schemas']['Billing'];

/**
 * The user's subscription state, after asking the gateway about the user's recent open orders (a payment
 * that settled since is granted here); `payments` are those of the newest such order. With `askGateway` false
 * (the user's gateway budget is spent) it answers from our records alone.
 */
export async function checkBilling(
  services: AppServices,
  user: UserRecord,
  askGateway = true,
): Promise<Billing> {
  const newest = askGateway ? await services.billing.reconcileOpenOrders(user.id) : null;
  const billing = await services.billing.billingOf(user.id);
  return newest === null ? billing : { ...billing, payments: newest.payments };
}
