import type { MyPayment as Payment } from '@termtap/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';

export type PaymentsState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** 401: this device's session has ended (logged out elsewhere, or the password was changed). */
  | { status: 'signed-out' }
  | { status: 'loaded'; items: Payment[] };

/** GET /me/payments (newest first); `reload` asks again, e.g. after a payment or on "Try again". */
export function usePayments() {
  const { api } = useServices();
  const [state, setState] = useState<PaymentsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger.
  useEffect(() => {
    let isCurrent = true;
    // A reload keeps the rows on screen until the new answer replaces them.
    setState((current) => (current.status === 'loaded' ? current : { status: 'loading' }));
    void api.listMyPayments().then((result) => {
      if (!isCurrent) return;
      if (result.data) setState({ status: 'loaded', items: result.data });
      else setState({ status: result.error.status === 401 ? 'signed-out' : 'failed' });
    });
    return () => {
      isCurrent = false;
    };
  }, [api, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, reload };
}
