// Pins the two calls only Cashfree and the browser make, never the web app's client: the return URL's redirect
// to the payment result screen, and the webhook's signature rule.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import {
  paymentInteractions,
  returnLocationPattern,
  webhookBody,
  webhookDelivery,
  webhookSignature,
} from '../../src/payments.ts';
import { states } from '../../src/states.ts';
import { jsonHeaders, pact, stateOrderId } from './pact.ts';

const { regex } = MatchersV3;

describe('consumer: payments', () => {
  test('the return URL sends the browser to the payment result screen with the verified outcome', async () => {
    await pact
      .addInteraction()
      .given(states.userWithPaidOrder)
      .uponReceiving(paymentInteractions.returnOfPaidOrder)
      .withRequest('GET', '/checkout/return', (request) => request.query({ order_id: stateOrderId }))
      .willRespondWith(303, (response) =>
        response.headers({
          Location: regex(
            returnLocationPattern('SUCCESS'),
            '/payment-status?order_id=tt_order_from_state&order_status=SUCCESS',
          ),
        }),
      )
      .executeTest(async (server) => {
        // The browser follows it; here the redirect itself is what is checked.
        const answer = await fetch(`${server.url}/checkout/return?order_id=tt_order_from_state`, {
          redirect: 'manual',
        });
        expect(answer.status).toBe(303);
        const location = new URL(answer.headers.get('location') ?? '', 'https://termtap.test');
        expect(location.pathname).toBe('/payment-status');
        expect(Object.fromEntries(location.searchParams)).toEqual({
          order_id: 'tt_order_from_state',
          order_status: 'SUCCESS',
        });
      });
  });

  // The provider learns the secret, the order and the time to judge the timestamp by from the state, so the
  // pact carries one exact signed delivery and any backend checks it the same way.
  const webhookState = {
    orderId: webhookDelivery.orderId,
    webhookSecret: webhookDelivery.secret,
    webhookTime: webhookDelivery.timestamp,
  };

  /** What Cashfree sends: the raw body, its timestamp and the signature over both. */
  function delivery(secret: string) {
    return {
      'Content-Type': 'application/json',
      'x-webhook-timestamp': webhookDelivery.timestamp,
      'x-webhook-signature': webhookSignature(secret, webhookDelivery.timestamp, webhookBody),
    };
  }

  const send = (url: string, headers: Record<string, string>) =>
    fetch(`${url}/checkout/webhook`, { method: 'POST', headers, body: webhookBody });

  test('a webhook signed with the secret over its timestamp and raw body is accepted', async () => {
    const headers = delivery(webhookDelivery.secret);
    await pact
      .addInteraction()
      .given(states.orderAwaitsWebhook, webhookState)
      .uponReceiving(paymentInteractions.signedWebhook)
      .withRequest('POST', '/checkout/webhook', (request) =>
        request.headers(headers).jsonBody(JSON.parse(webhookBody)),
      )
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ message: 'ok' }))
      .executeTest(async (server) => {
        const answer = await send(server.url, headers);
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({ message: 'ok' });
      });
  });

  test('a webhook signed with another secret is refused with the message the server gives', async () => {
    const headers = delivery(webhookDelivery.otherSecret);
    await pact
      .addInteraction()
      .given(states.orderAwaitsWebhook, webhookState)
      .uponReceiving(paymentInteractions.forgedWebhook)
      .withRequest('POST', '/checkout/webhook', (request) =>
        request.headers(headers).jsonBody(JSON.parse(webhookBody)),
      )
      .willRespondWith(401, (response) =>
        response.headers(jsonHeaders).jsonBody({ message: 'Invalid webhook signature.' }),
      )
      .executeTest(async (server) => {
        const answer = await send(server.url, headers);
        expect(answer.status).toBe(401);
        expect(await answer.json()).toEqual({ message: 'Invalid webhook signature.' });
      });
  });
});
