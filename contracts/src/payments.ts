// The payment interactions only Cashfree and the browser make, by description, and the rules they pin: shared
// by the consumer tests that write them, the provider states and the test that proves a provider breaking one
// fails it.
import { createHmac } from 'node:crypto';

export const paymentInteractions = {
  returnOfPaidOrder: "the browser's return from the gateway after paying an order",
  signedWebhook: 'a payment webhook signed with the webhook secret',
  forgedWebhook: 'a payment webhook signed with another secret, refused',
} as const;

/**
 * The Location of the return URL's 303: the web app's payment result screen (packages/ui's paymentStatusPath),
 * with the order id and the outcome the gateway confirmed.
 */
export function returnLocationPattern(outcome: string): string {
  return `^/payment-status\\?order_id=[A-Za-z0-9_-]{1,50}&order_status=${outcome}$`;
}

/**
 * The webhook delivery the contract replays: a fixed order, secret and send time, so the pact holds one exact
 * signed request. The provider state hands the order, the secret and the time to judge freshness by to the
 * provider (contracts/README.md).
 */
export const webhookDelivery = {
  orderId: 'tt_contract_webhook_order',
  secret: 'contract-webhook-secret',
  /** x-webhook-timestamp: 2026-11-28T00:00:00Z in milliseconds, as Cashfree sends it. */
  timestamp: '1795824000000',
  /** A key for the wrong-signature case: right format, wrong secret. */
  otherSecret: 'not-the-webhook-secret',
} as const;

/**
 * The body, as the bytes Cashfree would send (and the verifier replays): compact JSON with every object's keys
 * in sorted order, so re-serialising the pact's JSON gives the same bytes and the signature still holds.
 */
export const webhookBody = JSON.stringify({
  data: {
    order: { order_amount: 150, order_currency: 'INR', order_id: webhookDelivery.orderId },
    payment: { cf_payment_id: '5114910570560', payment_amount: 150, payment_status: 'SUCCESS' },
  },
  event_time: '2026-11-28T05:30:00+05:30',
  type: 'PAYMENT_SUCCESS_WEBHOOK',
});

/**
 * Cashfree's webhook signature (docs/payments-cashfree.md): Base64(HMAC-SHA256(key = secret, message =
 * x-webhook-timestamp followed by the raw body)). Written here from the rule, not imported from apps/api, so
 * the contract checks apps/api's implementation rather than repeating it.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret)
    .update(timestamp + body, 'utf8')
    .digest('base64');
}
