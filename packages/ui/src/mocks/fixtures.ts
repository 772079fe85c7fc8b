// Users and tokens the stories sign in as. GET /auth/me answers by token (see auth.ts), so the restored
// session and the server agree in every story.
import type { SessionUser, Subject } from '@termtap/api-client';

export const freeUser: SessionUser = {
  email: 'student@example.com',
  remainingClicks: 12,
  paymentStatus: 'unpaid',
  paidUntil: null,
};

export const newUser: SessionUser = { ...freeUser, email: 'new.student@example.com', remainingClicks: 16 };

export const noClicksUser: SessionUser = { ...freeUser, email: 'no.clicks@example.com', remainingClicks: 0 };

export const paidUser: SessionUser = {
  email: 'subscriber@example.com',
  remainingClicks: 0,
  paymentStatus: 'paid',
  paidUntil: '2026-12-21T10:15:00.000Z',
};

/** A user whose click count is not known (older stored data; /auth/me fails). */
export const unknownClicksUser: SessionUser = {
  email: 'legacy@example.com',
  remainingClicks: null,
  paymentStatus: 'unpaid',
  paidUntil: null,
};

export const storySessions = {
  free: { token: 'token-free-user', user: freeUser },
  new: { token: 'token-new-user', user: newUser },
  noClicks: { token: 'token-no-clicks', user: noClicksUser },
  paid: { token: 'token-paid-user', user: paidUser },
  unknownClicks: { token: 'token-unknown-clicks', user: unknownClicksUser },
} as const;

export type StorySessionName = keyof typeof storySessions;

export function userForToken(token: string | null): SessionUser | undefined {
  return Object.values(storySessions).find((session) => session.token === token)?.user;
}

export const sampleTerms = [
  'acid',
  'alkali metal',
  'buffer solution',
  'catalyst',
  'covalent bond',
  'electrolysis',
  'isotope',
  'oxidation',
] as const;

/** Realistic lists for a few subjects; the others show the chemistry sample. */
export const sampleTermsBySubject: Partial<Record<Subject, readonly string[]>> = {
  nutrition: ['antioxidant', 'calorie', 'carbohydrate', 'dietary fibre', 'iron', 'protein', 'vitamin C'],
  'computer-science': ['algorithm', 'binary search', 'cache', 'compiler', 'recursion', 'stack'],
  psychology: ['cognition', 'conditioning', 'memory', 'motivation', 'perception'],
};

export const sampleDescription = {
  snippet: 'The process of combining with oxygen.\nAlso called: oxidisation, oxidization',
  link: 'https://en.wikipedia.org/wiki/Oxidation',
};

export const sampleDescriptions: Record<string, { snippet: string; link: string | null }> = {
  oxidation: sampleDescription,
  protein: {
    snippet:
      'Any of a large group of nitrogenous organic compounds that are essential constituents of living cells.\nFound in: pulses, milk, eggs, meat',
    link: 'https://en.wikipedia.org/wiki/Protein',
  },
  acid: {
    snippet: 'Any of various water-soluble compounds having a sour taste and capable of turning litmus red.',
    link: 'https://en.wikipedia.org/wiki/Acid',
  },
};
