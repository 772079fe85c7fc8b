// The payment status screen, confirmed: for a signed-in student the row shown is the one of the order's
// verified state from our own records (GET /me/payments/{orderId}), never the query's word.
import type { MyPayment } from '@termtap/api-client';
import { useCallback } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { type ApiRead, apiReadOf, useApiRead } from '../../app/useApiRead.ts';

export type VerifiedOrderState =
  /** No session or no order id: the query string is all there is. */
  | { status: 'unconfirmed' }
  | { status: 'checking' }
  /** Our records' status of the order (SUCCESS, FAILED, CANCELLED, USER_DROPPED, PENDING). */
  | { status: 'verified'; orderStatus: string }
  /** 404: the order is made up or someone else's. */
  | { status: 'not-found' }
  /** No answer, or an unexpected one. */
  | { status: 'failed' };

function verifiedOrderState(order: ApiRead<MyPayment>): VerifiedOrderState {
  if (order.status === 'idle') return { status: 'unconfirmed' };
  if (order.status === 'loading') return { status: 'checking' };
  if (order.status === 'loaded') return { status: 'verified', orderStatus: order.data.status };
  return order.error.status === 404 ? { status: 'not-found' } : { status: 'failed' };
}

/**
 * Reads the order's verified state when `enabled` (signed in and an order id in the URL). `recheck` first asks
 * the server to refresh the order from the gateway (POST /checkout/verify), then reads it again.
 */
export function useVerifiedOrder(orderId: string | null, enabled: boolean) {
  const { api } = useServices();
  const isAsked = enabled && orderId !== null;
  const order = useApiRead(() => api.getMyPayment(orderId ?? ''), [api, orderId], { enabled: isAsked });
  const { settle } = order;

  const recheck = useCallback(async (): Promise<VerifiedOrderState> => {
    if (!isAsked || orderId === null) return { status: 'unconfirmed' };
    await api.verifyPayment(orderId);
    const result = await api.getMyPayment(orderId);
    settle(result);
    return verifiedOrderState(apiReadOf(result));
  }, [api, isAsked, orderId, settle]);

  return { state: verifiedOrderState(order), recheck };
}
