// The local test gateway (docs/design.md decision 11) answers like Cashfree's SDK, so the rest of the flow
// cannot tell the two apart and the test checkout exercises the real paths.
import type { LocalPaymentOutcome } from '@termtap/api-client';
import type { CheckoutResult } from '../app/ports.ts';
import type { MessageId } from '../i18n/I18nProvider.tsx';

export interface LocalCheckoutChoice {
  outcome: LocalPaymentOutcome;
  label: MessageId;
  /** What the choice stands for at a real gateway. */
  hint: MessageId;
}

export const localCheckoutChoices: readonly LocalCheckoutChoice[] = [
  { outcome: 'success', label: 'payment.testSuccess', hint: 'payment.testSuccessHint' },
  { outcome: 'failed', label: 'payment.testFailed', hint: 'payment.testFailedHint' },
  { outcome: 'user_dropped', label: 'payment.testDropped', hint: 'payment.testDroppedHint' },
  { outcome: 'pending', label: 'payment.testPending', hint: 'payment.testPendingHint' },
];

/** The result Cashfree's `checkout()` would have resolved to for this outcome (docs/payments-cashfree.md). */
export function toCheckoutResult(outcome: LocalPaymentOutcome): CheckoutResult {
  switch (outcome) {
    case 'success':
      return { paymentDetails: { paymentMessage: 'Test payment succeeded.' } };
    case 'pending':
      // Cashfree reports "payment completed irrespective of transaction status"; the server has the verdict.
      return { paymentDetails: { paymentMessage: 'Test payment is pending.' } };
    case 'failed':
      return { error: { message: 'Test payment failed.' } };
    case 'user_dropped':
      return { error: { message: 'Test checkout was closed.' } };
  }
}
