// The payment interactions only Cashfree and the browser make, by description, and the rules they pin: shared
// by the consumer tests that write them and the test that proves a provider breaking one fails it.

export const paymentInteractions = {
  returnOfPaidOrder: "the browser's return from the gateway after paying an order",
} as const;

/**
 * The Location of the return URL's 303: the web app's payment result screen (packages/ui's paymentStatusPath),
 * with the order id and the outcome the gateway confirmed.
 */
export function returnLocationPattern(outcome: string): string {
  return `^/payment-status\\?order_id=[A-Za-z0-9_-]{1,50}&order_status=${outcome}$`;
}
