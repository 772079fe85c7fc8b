// The Pay Now flow of docs/spec.md §4 (steps 2–9) as one function over injected ports, so every branch runs
// in a test or a story without a gateway or a real timer. It decides the outcome; usePayNow turns it into
// effects.
import type { ApiClient, CheckoutSessionInfo } from '@termtap/api-client';
import type { CheckoutResult, ClockPort } from '../app/ports.ts';

/** docs/spec.md §9: billing is polled every 2000 ms, up to 12 times. */
export const billingPollIntervalMs = 2000;
export const billingPollAttempts = 12;

export type PaymentOutcome =
  /** create-session answered 401: the stored token is no longer valid. */
  | { kind: 'login-required' }
  /** create-session failed or lacked the session id or the order id. */
  | { kind: 'no-session' }
  /** The gateway's SDK could not be loaded. */
  | { kind: 'sdk-load-failed' }
  /** paidUntil: the subscription's end, when the server said it. */
  | { kind: 'paid'; orderId: string; paidUntil: string | null }
  | { kind: 'pending'; orderId: string }
  | { kind: 'redirect'; orderId: string }
  /** The SDK reported an error: the payment failed. */
  | { kind: 'failed'; orderId: string }
  /** The customer closed the checkout (Cashfree's modal, or the test checkout's close or "User dropped"). */
  | { kind: 'checkout-closed'; orderId: string }
  /** The flow was stopped (the screen went away) before it ended. */
  | { kind: 'cancelled' };

export type StartedSession = CheckoutSessionInfo & { paymentSessionId: string; orderId: string };

/**
 * Whether an SDK error means the customer closed the checkout rather than a payment that failed: Cashfree's
 * modal reports its close as an error whose message says so ("… closed …", "… cancelled by user"), the test
 * checkout as 'Test checkout was closed.'.
 */
export function isCheckoutClosed(message: string | undefined): boolean {
  return /\b(closed?|cancel+ed|cancel+ation|dropped|aborted)\b/i.test(message ?? '');
}

export interface PaymentFlowPorts {
  api: Pick<ApiClient, 'createCheckoutSession' | 'verifyPayment' | 'checkBilling'>;
  clock: ClockPort;
  /** Opens the checkout for the session (the Cashfree SDK or the local test checkout). Rejects if it cannot load. */
  checkout(session: StartedSession): Promise<CheckoutResult>;
  /** Aborted when the screen goes away, so a running poll stops. */
  signal?: AbortSignal;
  /** Called once the checkout has ended and the server is being asked whether the payment went through. */
  onConfirming?(orderId: string): void;
}

/** Paid with its end date (null when unknown), or null while not paid. */
type PaidState = { paidUntil: string | null } | null;

async function billingPaidState(api: PaymentFlowPorts['api']): Promise<PaidState> {
  const billing = await api.checkBilling();
  return billing.data?.isPaid ? { paidUntil: billing.data.paidUntil } : null;
}

/**
 * docs/spec.md §4 step 5: check billing once, then poll every 2000 ms up to 12 times.
 * Returns as soon as billing says paid; null after the last attempt (or when stopped).
 */
export async function pollBillingUntilPaid({
  api,
  clock,
  signal,
}: Pick<PaymentFlowPorts, 'api' | 'clock' | 'signal'>): Promise<PaidState> {
  const first = await billingPaidState(api);
  if (first) return first;
  for (let attempt = 1; attempt <= billingPollAttempts; attempt += 1) {
    await clock.sleep(billingPollIntervalMs);
    if (signal?.aborted) return null;
    const paid = await billingPaidState(api);
    if (paid) return paid;
  }
  return null;
}

async function verifiedPaidState(api: PaymentFlowPorts['api'], orderId: string): Promise<PaidState> {
  const verified = await api.verifyPayment(orderId);
  // A failed verify is not a verdict: the billing check that follows asks again.
  return verified.data?.isPaid ? { paidUntil: verified.data.paidUntil } : null;
}

/** Runs steps 2–9 of the payment flow for a signed-in user and says how it ended. */
export async function runPaymentFlow(ports: PaymentFlowPorts): Promise<PaymentOutcome> {
  const { api, signal } = ports;
  const created = await api.createCheckoutSession();
  if (created.error?.status === 401) return { kind: 'login-required' };
  const session = created.data;
  if (!session?.paymentSessionId || !session.orderId) return { kind: 'no-session' };
  const { orderId } = session;
  if (signal?.aborted) return { kind: 'cancelled' };

  let result: CheckoutResult;
  try {
    result = await ports.checkout({ ...session, paymentSessionId: session.paymentSessionId, orderId });
  } catch {
    return { kind: 'sdk-load-failed' };
  }
  if (signal?.aborted) return { kind: 'cancelled' };

  if (result && 'error' in result) {
    return isCheckoutClosed(result.error.message)
      ? { kind: 'checkout-closed', orderId }
      : { kind: 'failed', orderId };
  }
  if (result && 'redirect' in result) return { kind: 'redirect', orderId };
  ports.onConfirming?.(orderId);
  // Payment details prove nothing by themselves (docs/payments-cashfree.md): the server verifies the order.
  const verified = result && 'paymentDetails' in result ? await verifiedPaidState(api, orderId) : null;
  const paid = verified ?? (await pollBillingUntilPaid(ports));
  if (paid) return { kind: 'paid', orderId, paidUntil: paid.paidUntil };
  return signal?.aborted ? { kind: 'cancelled' } : { kind: 'pending', orderId };
}
