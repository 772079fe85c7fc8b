// Pins the two calls only Cashfree and the browser make, never the web app's client: the return URL's redirect
// to the payment result screen, and the webhook's signature rule.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { paymentInteractions, returnLocationPattern } from '../../src/payments.ts';
import { states } from '../../src/states.ts';
import { pact, stateOrderId } from './pact.ts';

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
});
