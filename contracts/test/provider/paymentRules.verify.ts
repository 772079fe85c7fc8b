// Proves the payment interactions catch a backend that accepts a forged webhook, signs over the wrong base
// string, ignores the time the provider state gives, or redirects with the wrong status: a fake backend with
// each bug fails exactly the interaction it breaks.
import { describe, expect, test } from 'vitest';
import { paymentInteractions } from '../../src/payments.ts';
import { type PaymentFault, startFakePaymentProvider } from './fakePaymentProvider.ts';
import { failedInteractions, verifyFakeOn } from './verifyCommand.ts';

const verifyFake = (fault: PaymentFault) =>
  verifyFakeOn(Object.values(paymentInteractions), () => startFakePaymentProvider(fault));

describe('provider: the payment rules', () => {
  test('a backend that keeps every payment rule passes the payment interactions', async () => {
    const { code, output } = await verifyFake('none');
    expect(failedInteractions(output)).toEqual([]);
    expect(code).toBe(0);
  });

  test.each([
    ['accepts-any-signature', paymentInteractions.forgedWebhook],
    ['signs-the-body-before-the-timestamp', paymentInteractions.signedWebhook],
    ['judges-the-timestamp-by-its-own-clock', paymentInteractions.signedWebhook],
    ['redirects-with-302', paymentInteractions.returnOfPaidOrder],
  ] as const)('a backend that %s fails verification on exactly that rule', async (fault, broken) => {
    const { code, output } = await verifyFake(fault);
    expect(failedInteractions(output)).toEqual([broken]);
    expect(code).toBe(1);
  });
});
