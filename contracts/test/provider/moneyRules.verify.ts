// Proves the money interactions catch a backend that charges for a reopened term, spends two clicks for one
// describe, or charges a subscriber: a fake backend with each bug fails exactly the interaction it breaks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { moneyInteractions } from '../../src/moneyRules.ts';
import { type MoneyFault, startFakeProvider } from './fakeProvider.ts';
import { failedInteractions, runVerifyCommand, writePactWithOnly } from './verifyCommand.ts';

const folder = mkdtempSync(join(tmpdir(), 'termtap-money-pact-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The committed pact with only its money interactions: the fake backend knows nothing else. */
function moneyPact(): string {
  const file = join(folder, 'money.json');
  expect(writePactWithOnly(Object.values(moneyInteractions), file)).toHaveLength(
    Object.keys(moneyInteractions).length,
  );
  return file;
}

async function verifyFake(fault: MoneyFault) {
  const fake = await startFakeProvider(fault);
  try {
    return await runVerifyCommand([
      '--base-url',
      fake.api,
      '--state-change-url',
      fake.stateChangeUrl,
      '--pact',
      moneyPact(),
    ]);
  } finally {
    await fake.close();
  }
}

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
