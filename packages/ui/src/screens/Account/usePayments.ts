import type { MyPayment as Payment } from '@termtap/api-client';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { useApiRead } from '../../app/useApiRead.ts';

export type PaymentsState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** 401: this device's session has ended (logged out elsewhere, or the password was changed). */
  | { status: 'signed-out' }
  | { status: 'loaded'; items: Payment[] };

/** GET /me/payments (newest first); `reload` asks again, e.g. after a payment or on "Try again". */
export function usePayments() {
  const { api } = useServices();
  // A reload keeps the rows on screen until the new answer replaces them.
  const payments = useApiRead(() => api.listMyPayments(), [api], { keepsDataWhileReloading: true });
  const state: PaymentsState =
    payments.status === 'loaded'
      ? { status: 'loaded', items: payments.data.items }
      : payments.status === 'failed'
        ? { status: payments.error.status === 401 ? 'signed-out' : 'failed' }
        : { status: 'loading' };
  return { state, reload: payments.retry };
}
