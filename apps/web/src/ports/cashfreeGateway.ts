import type { Cashfree } from '@cashfreepayments/cashfree-js';
import type { CheckoutResult, PaymentGatewayPort } from '@termtap/ui/ports';

type SdkMode = 'production' | 'sandbox';
export type LoadCashfree = (options: { mode: SdkMode }) => Promise<Cashfree | null>;

// The SDK module is imported only here and only when a payment starts, so it stays out of the entry bundle.
const importCashfree: () => Promise<LoadCashfree> = async () =>
  (await import('@cashfreepayments/cashfree-js')).load;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Narrows what `checkout()` resolved with to the shapes the payment flow knows; anything else is "no result". */
export function readCheckoutResult(value: unknown): CheckoutResult {
  if (!isRecord(value)) return undefined;
  if (value.error !== undefined && value.error !== null) {
    return { error: { message: isRecord(value.error) ? optionalText(value.error.message) : undefined } };
  }
  if (value.redirect === true) return { redirect: true };
  if (isRecord(value.paymentDetails)) {
    return { paymentDetails: { paymentMessage: optionalText(value.paymentDetails.paymentMessage) } };
  }
  return undefined;
}

/** The Cashfree SDK as the payment port: load it in the session's mode, then open its checkout modal. */
export function createCashfreeGateway(
  loadSdk: () => Promise<LoadCashfree> = importCashfree,
): PaymentGatewayPort {
  return {
    async checkout(session) {
      const load = await loadSdk();
      const cashfree = await load({ mode: session.mode === 'production' ? 'production' : 'sandbox' });
      if (cashfree === null) throw new Error('Cashfree.js not available');
      const result = await cashfree.checkout({
        paymentSessionId: session.paymentSessionId,
        redirectTarget: '_modal',
      });
      return readCheckoutResult(result);
    },
  };
}
