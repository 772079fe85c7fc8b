// Proves the money interactions catch a backend that charges for a reopened term, spends two clicks for one
// describe, or charges a subscriber: a fake backend with each bug fails exactly the interaction it breaks.
import { describe, expect, test } from 'vitest';
import { moneyInteractions } from '../../src/moneyRules.ts';
import { type MoneyFault, startFakeProvider } from './fakeProvider.ts';
import { failedInteractions, verifyFakeOn } from './verifyCommand.ts';

const verifyFake = (fault: MoneyFault) =>
  verifyFakeOn(Object.values(moneyInteractions), () => startFakeProvider(fault));

describe('provider: the money rules', () => {
  test('a backend that keeps every money rule passes the money interactions', async () => {
    const { code, output } = await verifyFake('none');
    expect(failedInteractions(output)).toEqual([]);
    expect(code).toBe(0);
  });

  test.each([
    ['charges-a-reopened-term', moneyInteractions.reopenIsFree],
    ['charges-two-per-describe', moneyInteractions.describeSpendsOne],
    ['charges-a-subscriber', moneyInteractions.subscriberSpendsNone],
  ] as const)('a backend that %s fails verification on exactly that rule', async (fault, broken) => {
    const { code, output } = await verifyFake(fault);
    expect(failedInteractions(output)).toEqual([broken]);
    expect(code).toBe(1);
  });
});
