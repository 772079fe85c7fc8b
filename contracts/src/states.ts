// The provider states the pact names: facts the provider makes true before an interaction is replayed.
// Consumer tests, the reference verifier's handlers and the README all use these names, so they cannot drift.

export const states = {
  noAccountForNewStudent: 'no account exists for new.student@example.com',
  accountForStudent: 'an account exists for student@example.com with the password secret-42',
  userWithThreeClicks: 'a user with 3 clicks left is logged in',
  userWithNoClicks: 'a user with no clicks left is logged in',
  paidUser: 'a paid user is logged in',
  chemistryListsOxidation: 'chemistry lists the term oxidation with a description and a link',
  termHasParts: 'the subject lists the term, and its description has each of the named parts',
  userWithSavedOxidation:
    'a user with no clicks left is logged in and has described and saved chemistry/oxidation',
  userWithOpenOrder: 'a user with no clicks left is logged in and has an open order',
  userWithPaidOrder: 'a user with no clicks left is logged in and has paid for an order',
  userWithReceiptedOrder:
    'a user with no clicks left is logged in and has paid for an order whose receipt was sent',
  resetRequested: 'a password reset was requested for student@example.com',
  reviewerWithFiveTerms:
    'a user with no clicks left is logged in and has described five chemistry terms, oxidation saved, none reviewed',
  paidUserWithFiveClicks: 'a paid user with 5 clicks left is logged in',
  chemistryListHasEtag: 'the chemistry term list is served with an ETag',
  resetLinksUsedUp: 'five reset links were asked for many.resets@example.com this hour',
  orderAwaitsWebhook:
    'an order paid at the gateway awaits its webhook, which the provider checks with the given secret and time',
  termHasHindiDefinition: 'the subject lists the term with a Hindi name and a Hindi definition',
} as const;

export type StateName = (typeof states)[keyof typeof states];

/** Values a state hands back to the verifier, which puts them into the request (`${token}` and the like). */
export type StateValues = {
  token?: string;
  orderId?: string;
  resetToken?: string;
  /** The ETag the term list is served with, sent back as If-None-Match. */
  etag?: string;
};

export const studentEmail = 'student@example.com';
export const studentPassword = 'secret-42';
export const newStudentEmail = 'new.student@example.com';
export const manyResetsEmail = 'many.resets@example.com';
