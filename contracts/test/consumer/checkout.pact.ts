// Pins what the Pay Now flow needs: a checkout session, the test gateway's result and the server-side verify.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { states } from '../../src/states.ts';
import { clientFor, jsonHeaders, pact, stateOrderId, stateToken } from './pact.ts';

const { regex, string } = MatchersV3;

describe('consumer: checkout', () => {
  test('create-session returns the ids and the gateway to open', async () => {
    await pact
      .addInteraction()
      .given(states.userWithNoClicks, { remainingClicks: 0 })
      .uponReceiving('a checkout session request by an unpaid user')
      .withRequest('POST', '/checkout/create-session', (request) =>
        request.headers({ 'x-access-token': stateToken }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          payment_session_id: string('session_a1B2c3D4e5F6'),
          order_id: regex('^[A-Za-z0-9_-]{1,64}$', 'tt_01JD4W5Z8K3M2N7P9Q'),
          gateway: regex('^(cashfree|local)$', 'cashfree'),
          mode: regex('^(production|sandbox|test)$', 'production'),
        }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').createCheckoutSession();
        expect(result.data).toEqual({
          paymentSessionId: 'session_a1B2c3D4e5F6',
          orderId: 'tt_01JD4W5Z8K3M2N7P9Q',
          gateway: 'cashfree',
          mode: 'production',
        });
      });
  });

  test('create-session without a token answers 401', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a checkout session request by a visitor')
      .withRequest('POST', '/checkout/create-session')
      .willRespondWith(401)
      .executeTest(async (server) => {
        const result = await clientFor(server.url).createCheckoutSession();
        expect(result.error?.status).toBe(401);
      });
  });

  test('the test gateway records the chosen outcome of an open order', async () => {
    await pact
      .addInteraction()
      .given(states.userWithOpenOrder)
      .uponReceiving('a successful test payment of an open order')
      .withRequest('POST', '/checkout/local/complete', (request) =>
        request
          .headers({ 'x-access-token': stateToken })
          .jsonBody({ orderId: stateOrderId, outcome: 'success' }),
      )
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ orderStatus: 'SUCCESS' }))
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').completeLocalPayment(
          'tt_order_from_state',
          'success',
        );
        expect(result.data).toBe('SUCCESS');
      });
  });

  test('verify of a paid order says paid', async () => {
    await pact
      .addInteraction()
      .given(states.userWithPaidOrder)
      .uponReceiving('a verify of a paid order')
      .withRequest('POST', '/checkout/verify', (request) =>
        request.headers({ 'x-access-token': stateToken }).jsonBody({ orderId: stateOrderId }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ orderStatus: 'SUCCESS', paymentStatus: 'paid' }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').verifyPayment(
          'tt_order_from_state',
        );
        expect(result.data).toMatchObject({ orderStatus: 'SUCCESS', paymentStatus: 'paid', isPaid: true });
      });
  });

  test('verify of an order not paid yet says unpaid', async () => {
    await pact
      .addInteraction()
      .given(states.userWithOpenOrder)
      .uponReceiving('a verify of an order not paid yet')
      .withRequest('POST', '/checkout/verify', (request) =>
        request.headers({ 'x-access-token': stateToken }).jsonBody({ orderId: stateOrderId }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          orderStatus: regex('^(PENDING|FAILED|CANCELLED|USER_DROPPED)$', 'PENDING'),
          paymentStatus: 'unpaid',
        }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').verifyPayment(
          'tt_order_from_state',
        );
        expect(result.data).toMatchObject({ orderStatus: 'PENDING', paymentStatus: 'unpaid', isPaid: false });
      });
  });
});
