// docs/spec.md §2's payment status screen, confirmed (docs/design.md decision 21): for a signed-in student
// the row shown is the one of the order's verified state from our own records (GET /me/payments/{orderId}),
// never the query's word.
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';

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

/**
 * Reads the order's verified state when `enabled` (signed in and an order id in the URL). `recheck` first asks
 * the server to refresh the order from the gateway (POST /checkout/verify), then reads it again.
 */
export function useVerifiedOrder(orderId: string | null, enabled: boolean) {
  const { api } = useServices();
  const [state, setState] = useState<VerifiedOrderState>(() =>
    enabled && orderId !== null ? { status: 'checking' } : { status: 'unconfirmed' },
  );

  const read = useCallback(
    async (id: string): Promise<VerifiedOrderState> => {
      const result = await api.getMyPayment(id);
      if (result.data) return { status: 'verified', orderStatus: result.data.status };
      return result.error.status === 404 ? { status: 'not-found' } : { status: 'failed' };
    },
    [api],
  );

  useEffect(() => {
    if (!enabled || orderId === null) {
      setState({ status: 'unconfirmed' });
      return;
    }
    let isCurrent = true;
    setState({ status: 'checking' });
    void read(orderId).then((next) => {
      if (isCurrent) setState(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [enabled, orderId, read]);

  const recheck = useCallback(async (): Promise<VerifiedOrderState> => {
    if (!enabled || orderId === null) return { status: 'unconfirmed' };
    await api.verifyPayment(orderId);
    const next = await read(orderId);
    setState(next);
    return next;
  }, [api, enabled, orderId, read]);

  return { state, recheck };
}
