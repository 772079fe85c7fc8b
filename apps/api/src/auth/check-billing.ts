import type { components } from '@termtap/api-client/schema';
import type { UserRecord } from '../db/schema/core.ts';
import type { AppServices } from '../services.ts';
import { toUserView } from './users.ts';

type Billing = components['schemas']['Billing'];

/** The user's subscription state. (The payments work reconciles the user's open orders here first.) */
export async function checkBilling(_services: AppServices, user: UserRecord): Promise<Billing> {
  const { paymentStatus, paidUntil } = toUserView(user);
  return { paymentStatus, paidUntil };
}
