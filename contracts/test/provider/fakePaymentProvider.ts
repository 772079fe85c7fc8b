// A tiny stand-in backend that knows only the return URL, the payment webhook and their provider states, with
// one deliberate payment bug at a time: proof that the payment interactions fail a backend that breaks them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { answerStateChange, type StateSetups } from '../../src/stateChangeServer.ts';
import { states } from '../../src/states.ts';
import { listenAsFakeBackend } from './verifyCommand.ts';

export type PaymentFault =
  | 'none'
  | 'accepts-any-signature'
  | 'signs-the-body-before-the-timestamp'
  | 'judges-the-timestamp-by-its-own-clock'
  | 'redirects-with-302';

const FIVE_MINUTES = 5 * 60 * 1000;

function param(params: unknown, name: string): string {
  const value = typeof params === 'object' && params !== null ? Reflect.get(params, name) : undefined;
  return typeof value === 'string' ? value : '';
}

export async function startFakePaymentProvider(fault: PaymentFault) {
  let webhook = { secret: '', now: 0 };
  const setups: StateSetups = {
    [states.userWithPaidOrder]: async () => ({ token: 'paid-order', orderId: 'tt_fake_paid_order' }),
    [states.orderAwaitsWebhook]: async (params) => {
      webhook = { secret: param(params, 'webhookSecret'), now: Number(param(params, 'webhookTime')) };
      return {};
    },
  };

  function signatureHolds(timestamp: string, signature: string, body: Buffer): boolean {
    if (fault === 'accepts-any-signature') return true;
    const hmac = createHmac('sha256', webhook.secret);
    const parts = fault === 'signs-the-body-before-the-timestamp' ? [body, timestamp] : [timestamp, body];
    for (const part of parts) hmac.update(part);
    const expected = hmac.digest();
    const received = Buffer.from(signature, 'base64');
    return received.length === expected.length && timingSafeEqual(received, expected);
  }

  function receiveWebhook(headers: Record<string, unknown>, body: Buffer) {
    const timestamp = String(headers['x-webhook-timestamp']);
    if (!signatureHolds(timestamp, String(headers['x-webhook-signature']), body)) {
      return { status: 401, body: { message: 'Invalid webhook signature.' } };
    }
    const now = fault === 'judges-the-timestamp-by-its-own-clock' ? Date.now() : webhook.now;
    if (Math.abs(now - Number(timestamp)) > FIVE_MINUTES) {
      return { status: 401, body: { message: 'Stale webhook timestamp.' } };
    }
    return { status: 200, body: { message: 'ok' } };
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const answer = (result: { status: number; body: unknown }) => {
        response.writeHead(result.status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(result.body));
      };
      const url = new URL(request.url ?? '/', 'http://fake.test');
      if (url.pathname === '/_pact/states') {
        // The verifier may call without a body (an interaction with no state): nothing to set up.
        const change: unknown = body.length > 0 ? JSON.parse(body.toString('utf8')) : {};
        void answerStateChange(setups, change).then(answer);
        return;
      }
      if (request.method === 'GET' && url.pathname === '/api/checkout/return') {
        const query = new URLSearchParams({
          order_id: url.searchParams.get('order_id') ?? '',
          order_status: 'SUCCESS',
        });
        response.writeHead(fault === 'redirects-with-302' ? 302 : 303, {
          location: `/payment-status?${query.toString()}`,
        });
        response.end();
        return;
      }
      if (request.method === 'POST' && url.pathname === '/api/checkout/webhook') {
        return answer(receiveWebhook(request.headers, body));
      }
      answer({ status: 404, body: { message: 'Not found.' } });
    });
  });
  return listenAsFakeBackend(server);
}
