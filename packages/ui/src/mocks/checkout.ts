// MSW handlers for /checkout/*: create a session, verify an order, the local test gateway.
import { delay } from 'msw';
import { http } from './http.ts';

export const orderId = 'tt_01JD4W5Z8K3M2N7P9Q';

export const createCashfreeSession = http.post('/checkout/create-session', ({ response }) =>
  response(200).json({
    payment_session_id: 'session_a1B2c3D4e5F6',
    order_id: orderId,
    gateway: 'cashfree',
    mode: 'production',
  }),
);

export const createLocalSession = http.post('/checkout/create-session', ({ response }) =>
  response(200).json({
    payment_session_id: 'local_9f8e7d6c5b4a',
    order_id: orderId,
    gateway: 'local',
    mode: 'test',
  }),
);

/** An answer without ids: 'Unable to start payment. Try again later.' */
export const createSessionWithoutIds = http.post('/checkout/create-session', ({ response }) =>
  response.untyped(Response.json({ gateway: 'cashfree', mode: 'production' })),
);

export const verifyPaid = http.post('/checkout/verify', ({ response }) =>
  response(200).json({
    orderId,
    orderStatus: 'SUCCESS',
    paymentStatus: 'paid',
    paidUntil: '2026-12-21T10:15:00.000Z',
    payments: [{ payment_status: 'SUCCESS', is_captured: true }],
  }),
);

export const verifyPending = http.post('/checkout/verify', ({ response }) =>
  response(200).json({
    orderId,
    orderStatus: 'PENDING',
    paymentStatus: 'unpaid',
    paidUntil: null,
    payments: [],
  }),
);

/** Never answers: the payment stays "being confirmed", to show the waiting state. */
export const verifyNeverAnswers = http.post('/checkout/verify', async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
});

export const completeLocalPaymentOk = http.post('/checkout/local/complete', async ({ request, response }) => {
  const { outcome } = await request.json();
  const orderStatus =
    outcome === 'success'
      ? 'SUCCESS'
      : outcome === 'failed'
        ? 'FAILED'
        : outcome === 'user_dropped'
          ? 'USER_DROPPED'
          : 'PENDING';
  return response(200).json({ orderId, orderStatus });
});

export const checkoutHandlers = [createCashfreeSession, verifyPaid, completeLocalPaymentOk];
