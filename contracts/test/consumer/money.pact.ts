// Pins the money rules in what a describe answers: a term already owned reopens free at 0 clicks, one describe
// spends exactly one click, a subscriber spends none, and a new term at 0 is refused with the notice the web
// app shows word for word (docs/spec.md §4). Exact values, not type matchers: a wrong count fails verification.
import { describe, expect, test } from 'vitest';
import { clicksExhaustedMessage, moneyInteractions } from '../../src/moneyRules.ts';
import { states } from '../../src/states.ts';
import { clientFor, jsonHeaders, pact, stateToken } from './pact.ts';

const oxidation = { page: 'chemistry', attr: 'oxidation' } as const;
const token = 'session-token-from-state';

describe('consumer: money rules', () => {
  // Each row: the state's user, the interaction, and the exact count and access the answer must carry.
  test.each([
    {
      rule: 'reopening a term already described costs nothing, even at 0 clicks',
      given: [[states.userWithSavedOxidation]],
      description: moneyInteractions.reopenIsFree,
      answer: { remainingClicks: 0, paid: false },
    },
    {
      rule: 'one describe of a new term spends exactly one click',
      given: [[states.userWithThreeClicks, { remainingClicks: 3 }], [states.chemistryListsOxidation]],
      description: moneyInteractions.describeSpendsOne,
      answer: { remainingClicks: 2, paid: false },
    },
    {
      rule: 'a subscriber describes a new term without spending a click',
      given: [[states.paidUserWithFiveClicks], [states.chemistryListsOxidation]],
      description: moneyInteractions.subscriberSpendsNone,
      answer: { remainingClicks: 5, paid: true },
    },
  ] as const)('$rule', async ({ given, description, answer }) => {
    const interaction = pact.addInteraction();
    for (const [state, params] of given) interaction.given(state, params);
    await interaction
      .uponReceiving(description)
      .withRequest('POST', '/pages/describe', (request) =>
        request.headers({ 'x-access-token': stateToken }).jsonBody(oxidation),
      )
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(answer))
      .executeTest(async (server) => {
        const result = await clientFor(server.url, token).describeTerm(oxidation);
        expect(result.data).toMatchObject(answer);
      });
  });

  test('a new term at 0 clicks is refused with the notice the web app shows', async () => {
    await pact
      .addInteraction()
      .given(states.userWithNoClicks, { remainingClicks: 0 })
      .given(states.chemistryListsOxidation)
      .uponReceiving(moneyInteractions.refusedAtZero)
      .withRequest('POST', '/pages/describe', (request) =>
        request.headers({ 'x-access-token': stateToken }).jsonBody(oxidation),
      )
      .willRespondWith(402, (response) =>
        response.headers(jsonHeaders).jsonBody({ message: clicksExhaustedMessage, remainingClicks: 0 }),
      )
      .executeTest(async (server) => {
        const result = await clientFor(server.url, token).describeTerm(oxidation);
        expect(result.error).toMatchObject({
          status: 402,
          message: clicksExhaustedMessage,
          remainingClicks: 0,
        });
      });
  });
});
