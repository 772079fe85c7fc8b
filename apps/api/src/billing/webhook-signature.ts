import { createHmac, timingSafeEqual } from 'node:crypto';

/** Cashfree documents no replay window; five minutes is ours (DESIGN decision 10). */
export const WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000;

export type WebhookSignatureCheck = 'valid' | 'bad-signature' | 'stale';

/** Base64(HMAC-SHA256(key = client secret, message = timestamp + raw body)), as Cashfree signs webhooks. */
export function signWebhook(secret: string, timestamp: string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(timestamp).update(rawBody).digest('base64');
}

export function checkWebhookSignature(input: {
  secret: string;
  signature: string;
  /** Milliseconds since the epoch, as sent in x-webhook-timestamp. */
  timestamp: string;
  rawBody: Buffer;
  now: number;
}): WebhookSignatureCheck {
  const expected = createHmac('sha256', input.secret).update(input.timestamp).update(input.rawBody).digest();
  const received = Buffer.from(input.signature, 'base64');
  // Compare the digests' bytes in constant time; a wrong length cannot be a valid signature.
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return 'bad-signature';
  const sentAt = Number(input.timestamp);
  if (!/^[0-9]{1,15}$/.test(input.timestamp) || Math.abs(input.now - sentAt) > WEBHOOK_MAX_AGE_MS)
    return 'stale';
  return 'valid';
}
