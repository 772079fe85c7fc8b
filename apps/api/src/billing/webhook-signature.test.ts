// Cashfree webhook signatures are checked over the raw bytes, and old or forged deliveries are refused.
import { createHmac } from 'node:crypto';
import { expect, test } from 'vitest';
import { checkWebhookSignature, signWebhook, WEBHOOK_MAX_AGE_MS } from './webhook-signature.ts';

const secret = 'TEST_SECRET_KEY';
const rawBody = Buffer.from('{"type":"PAYMENT_SUCCESS_WEBHOOK","data":{"order":{"order_id":"tt_1"}}}');
const now = 1_700_000_000_000;
const timestamp = String(now - 1000);

test('a signature made as Cashfree documents it is valid', () => {
  // Base64(HMAC-SHA256(secret, timestamp + body)), computed independently of signWebhook.
  const signature = createHmac('sha256', secret).update(`${timestamp}${rawBody.toString()}`).digest('base64');

  expect(signWebhook(secret, timestamp, rawBody)).toBe(signature);
  expect(checkWebhookSignature({ secret, signature, timestamp, rawBody, now })).toBe('valid');
});

test('a signature over different bytes, another secret or another timestamp is refused', () => {
  const signature = signWebhook(secret, timestamp, rawBody);
  // Same JSON, re-serialised with a space: the bytes differ, so the signature does not hold.
  const reserialised = Buffer.from(rawBody.toString().replace('{"type":', '{ "type":'));

  expect(checkWebhookSignature({ secret, signature, timestamp, rawBody: reserialised, now })).toBe(
    'bad-signature',
  );
  expect(checkWebhookSignature({ secret: 'other', signature, timestamp, rawBody, now })).toBe(
    'bad-signature',
  );
  expect(checkWebhookSignature({ secret, signature, timestamp: String(now), rawBody, now })).toBe(
    'bad-signature',
  );
  expect(checkWebhookSignature({ secret, signature: 'not-base64!', timestamp, rawBody, now })).toBe(
    'bad-signature',
  );
  expect(checkWebhookSignature({ secret, signature: '', timestamp, rawBody, now })).toBe('bad-signature');
});

test('a correctly signed delivery older or newer than five minutes is stale', () => {
  const old = String(now - WEBHOOK_MAX_AGE_MS - 1);
  const future = String(now + WEBHOOK_MAX_AGE_MS + 1);
  const edge = String(now - WEBHOOK_MAX_AGE_MS);

  expect(
    checkWebhookSignature({
      secret,
      signature: signWebhook(secret, old, rawBody),
      timestamp: old,
      rawBody,
      now,
    }),
  ).toBe('stale');
  expect(
    checkWebhookSignature({
      secret,
      signature: signWebhook(secret, future, rawBody),
      timestamp: future,
      rawBody,
      now,
    }),
  ).toBe('stale');
  expect(
    checkWebhookSignature({
      secret,
      signature: signWebhook(secret, edge, rawBody),
      timestamp: edge,
      rawBody,
      now,
    }),
  ).toBe('valid');
});

test('a timestamp that is not milliseconds is stale even when signed', () => {
  const seconds = 'abc';

  expect(
    checkWebhookSignature({
      secret,
      signature: signWebhook(secret, seconds, rawBody),
      timestamp: seconds,
      rawBody,
      now,
    }),
  ).toBe('stale');
});

test('only the canonical base64 signature holds: no junk after it, no base64url, no missing padding', () => {
  const signature = signWebhook(secret, timestamp, rawBody);
  const check = (candidate: string) =>
    checkWebhookSignature({ secret, signature: candidate, timestamp, rawBody, now });
  const urlSafe = signature.replaceAll('+', '-').replaceAll('/', '_');

  expect(check(signature)).toBe('valid');
  expect(check(`${signature}junk`)).toBe('bad-signature');
  expect(check(`${signature}!!`)).toBe('bad-signature');
  expect(check(`${signature}\n`)).toBe('bad-signature');
  expect(check(signature.replace(/=$/, ''))).toBe('bad-signature');
  expect(check(` ${signature}`)).toBe('bad-signature');
  expect(urlSafe).not.toBe(signature);
  expect(check(urlSafe)).toBe('bad-signature');
  expect(check(urlSafe.replace(/=$/, ''))).toBe('bad-signature');
});
