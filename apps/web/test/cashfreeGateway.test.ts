// Proves the Cashfree port loads the SDK in the session's mode, opens the modal, and reads its answers.
import type { Cashfree, CashfreeCheckoutOptions } from '@cashfreepayments/cashfree-js';
import { expect, test } from 'vitest';
import { createCashfreeGateway, type LoadCashfree } from '../src/ports/cashfreeGateway.ts';

function fakeSdk(answer: unknown) {
  const seen: { modes: string[]; checkouts: CashfreeCheckoutOptions[] } = { modes: [], checkouts: [] };
  const cashfree: Cashfree = {
    checkout: async (options) => {
      seen.checkouts.push(options);
      return answer;
    },
  };
  const load: LoadCashfree = async ({ mode }) => {
    seen.modes.push(mode);
    return cashfree;
  };
  return { seen, loadSdk: async () => load };
}

const session = {
  paymentSessionId: 'session_1',
  orderId: 'order_1',
  gateway: 'cashfree',
  mode: 'sandbox',
} as const;

test('opens the checkout modal for the session in the mode the server chose', async () => {
  const { seen, loadSdk } = fakeSdk({ paymentDetails: { paymentMessage: 'Payment finished' } });
  const result = await createCashfreeGateway(loadSdk).checkout(session);
  expect(result).toEqual({ paymentDetails: { paymentMessage: 'Payment finished' } });
  expect(seen.modes).toEqual(['sandbox']);
  expect(seen.checkouts).toEqual([{ paymentSessionId: 'session_1', redirectTarget: '_modal' }]);
});

test('production sessions load the SDK in production mode', async () => {
  const { seen, loadSdk } = fakeSdk({ redirect: true });
  const result = await createCashfreeGateway(loadSdk).checkout({ ...session, mode: 'production' });
  expect(result).toEqual({ redirect: true });
  expect(seen.modes).toEqual(['production']);
});

test('an SDK error (closed or failed) comes back as an error result', async () => {
  const { loadSdk } = fakeSdk({ error: { message: 'Payment was cancelled', code: 'x' } });
  expect(await createCashfreeGateway(loadSdk).checkout(session)).toEqual({
    error: { message: 'Payment was cancelled' },
  });
});

test('an answer of an unknown shape counts as no result', async () => {
  expect(await createCashfreeGateway(fakeSdk(undefined).loadSdk).checkout(session)).toBeUndefined();
  expect(await createCashfreeGateway(fakeSdk({ other: 1 }).loadSdk).checkout(session)).toBeUndefined();
});

test('a script that cannot load rejects, so the flow can say the SDK failed to load', async () => {
  const failing = createCashfreeGateway(async () => async () => {
    throw new Error('Failed to load Cashfree.js');
  });
  await expect(failing.checkout(session)).rejects.toThrow('Failed to load Cashfree.js');
  const missing = createCashfreeGateway(async () => async () => null);
  await expect(missing.checkout(session)).rejects.toThrow();
});
