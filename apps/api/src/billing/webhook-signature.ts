import { createHmac, timingSafeEqual } from 'node:crypto';

/** Cashfree documents no replay window; five minutes is ours (docs/design.md decision 10). */
export const WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000;

/** 32 bytes in standard base64: 43 characters, the last of them carrying 2 bits, then one '='. */
const CANONICAL_SIGNATURE = /^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;

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
  // Only the canonical form Cashfree sends: standard base64 of the 32-byte digest, padded, nothing after it.
  // (Node's decoder alone would also take base64url, missing padding and trailing junk.)
  if (!CANONICAL_SIGNATURE.test(input.signature)) return 'bad-signature';
  const received = Buffer.from(input.signature, 'base64');
  // Compare the digests' bytes in constant time; a wrong length cannot be a valid signature.
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return 'bad-signature';
  const sentAt = Number(input.timestamp);
  if (!/^[0-9]{1,15}$/.test(input.timestamp) || Math.abs(input.now - sentAt) > WEBHOOK_MAX_AGE_MS)
    return 'stale';
  return 'valid';
}
