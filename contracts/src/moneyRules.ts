// The money interactions of the pact, by description, and the notice a 402 carries: shared by the consumer
// tests that write them and the test that proves a provider breaking a money rule fails them.

/** The 402 notice, shown to students exactly as the server words it (docs/spec.md §4). */
export const clicksExhaustedMessage =
  'Describe click credit exhausted! Get Unlimited click credit by payment.';

export const moneyInteractions = {
  reopenIsFree: 'a reopen at 0 clicks of a term the user already described',
  describeSpendsOne: 'a describe of a new term with 3 clicks left, which leaves exactly 2',
  subscriberSpendsNone: 'a describe of a new term by a subscriber with 5 clicks left, which leaves 5',
  refusedAtZero: 'a describe of a new term at 0 clicks, refused with the notice',
} as const;
