// Pins what the account page needs: changing the password, logging out of other devices, and the
// payment history with one order's verified state.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { states } from '../../src/states.ts';
import { clientFor, jsonHeaders, pact, stateMyPaymentPath, stateToken } from './pact.ts';

const { datetime, eachLike, integer, regex, string } = MatchersV3;

const isoFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSX";
const orderIdExample = 'tt_order_from_state';

/** A paid order whose receipt went out, as the account page reads it. */
const paidOrderBody = {
  orderId: regex('^[A-Za-z0-9_-]+$', orderIdExample),
  createdAt: datetime(isoFormat, '2026-11-21T10:14:00.000Z'),
  amount: 150,
  currency: 'INR',
  status: 'SUCCESS',
  periodStart: datetime(isoFormat, '2026-11-21T10:15:00.000Z'),
  periodEnd: datetime(isoFormat, '2026-12-21T10:15:00.000Z'),
  receiptSentAt: datetime(isoFormat, '2026-11-21T10:16:00.000Z'),
};

const paidOrder = {
  orderId: orderIdExample,
  createdAt: '2026-11-21T10:14:00.000Z',
  amount: 150,
  currency: 'INR',
  status: 'SUCCESS',
  periodStart: '2026-11-21T10:15:00.000Z',
  periodEnd: '2026-12-21T10:15:00.000Z',
  receiptSentAt: '2026-11-21T10:16:00.000Z',
};

describe('consumer: account', () => {
  test('a user changes their password', async () => {
    await pact
      .addInteraction()
      .given(states.userWithNoClicks)
      .uponReceiving('a request to change the password with the right current password')
      .withRequest('POST', '/auth/change-password', (request) =>
        request
          .headers({ 'x-access-token': stateToken })
          .jsonBody({ currentPassword: 'secret-42', newPassword: 'new-secret-42' }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').changePassword(
          'secret-42',
          'new-secret-42',
        );
        expect(result).toEqual({ data: null });
      });
  });

  test('a wrong current password answers 401 with a message', async () => {
    await pact
      .addInteraction()
      .given(states.userWithNoClicks)
      .uponReceiving('a request to change the password with a wrong current password')
      .withRequest('POST', '/auth/change-password', (request) =>
        request
          .headers({ 'x-access-token': stateToken })
          .jsonBody({ currentPassword: 'not-my-password', newPassword: 'new-secret-42' }),
      )
      .willRespondWith(401, (response) =>
        response.headers(jsonHeaders).jsonBody({ message: 'Current password is incorrect.' }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').changePassword(
          'not-my-password',
          'new-secret-42',
        );
        expect(result.error).toEqual({ status: 401, message: 'Current password is incorrect.' });
      });
  });

  test('a new password that is too short answers 400 with a message', async () => {
    await pact
      .addInteraction()
      .given(states.userWithNoClicks)
      .uponReceiving('a request to change the password to one that is too short')
      .withRequest('POST', '/auth/change-password', (request) =>
        request
          .headers({ 'x-access-token': stateToken })
          .jsonBody({ currentPassword: 'secret-42', newPassword: 'abc' }),
      )
      .willRespondWith(400, (response) =>
        response.headers(jsonHeaders).jsonBody({ message: 'Password must be at least 6 characters long.' }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').changePassword(
          'secret-42',
          'abc',
        );
        expect(result.error?.status).toBe(400);
        expect(result.error?.message).toBe('Password must be at least 6 characters long.');
      });
  });

  test('a user logs out of every other device', async () => {
    await pact
      .addInteraction()
      .given(states.userWithNoClicks)
      .uponReceiving('a request to log out of every other session')
      .withRequest('POST', '/auth/logout-others', (request) =>
        request.headers({ 'x-access-token': stateToken }),
      )
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ revoked: integer(0) }))
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').logoutOtherSessions();
        expect(result).toEqual({ data: 0 });
      });
  });

  test('a user lists their payments', async () => {
    await pact
      .addInteraction()
      .given(states.userWithReceiptedOrder)
      .uponReceiving('a request for the payment history of a user who paid')
      .withRequest('GET', '/me/payments', (request) => request.headers({ 'x-access-token': stateToken }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ items: eachLike(paidOrderBody) }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').listMyPayments();
        expect(result).toEqual({ data: { items: [paidOrder] } });
      });
  });

  test('a user reads one of their orders', async () => {
    await pact
      .addInteraction()
      .given(states.userWithReceiptedOrder)
      .uponReceiving("a request for one of the user's paid orders")
      .withRequest('GET', stateMyPaymentPath, (request) => request.headers({ 'x-access-token': stateToken }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(paidOrderBody))
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').getMyPayment(orderIdExample);
        expect(result).toEqual({ data: paidOrder });
      });
  });

  test('an order that is not the user’s answers 404', async () => {
    await pact
      .addInteraction()
      .given(states.userWithNoClicks)
      .uponReceiving('a request for an order this user does not have')
      .withRequest('GET', '/me/payments/tt_not_this_users_order', (request) =>
        request.headers({ 'x-access-token': stateToken }),
      )
      .willRespondWith(404, (response) =>
        response.headers(jsonHeaders).jsonBody({ message: string('Order not found.') }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, 'session-token-from-state').getMyPayment(
          'tt_not_this_users_order',
        );
        expect(result.error).toEqual({ status: 404, message: 'Order not found.' });
      });
  });
});
