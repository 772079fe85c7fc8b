// Users and tokens the stories sign in as. GET /auth/me answers by token (see auth.ts), so the restored
// session and the server agree in every story.
import type { SessionUser, Subject } from '@termtap/api-client';
import { attributions as manifestAttributions } from '../../../../content/data/manifest.json';

export const freeUser: SessionUser = {
  email: 'student@example.com',
  remainingClicks: 12,
  paymentStatus: 'unpaid',
  paidUntil: null,
};

export const newUser: SessionUser = { ...freeUser, email: 'new.student@example.com', remainingClicks: 16 };

/** One free describe left: the next describe is the 16th. */
export const lastClickUser: SessionUser = {
  ...freeUser,
  email: 'last.click@example.com',
  remainingClicks: 1,
};

export const fewClicksUser: SessionUser = {
  ...freeUser,
  email: 'few.clicks@example.com',
  remainingClicks: 3,
};

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
  lastClick: { token: 'token-last-click', user: lastClickUser },
  fewClicks: { token: 'token-few-clicks', user: fewClicksUser },
  noClicks: { token: 'token-no-clicks', user: noClicksUser },
  paid: { token: 'token-paid-user', user: paidUser },
  unknownClicks: { token: 'token-unknown-clicks', user: unknownClicksUser },
} as const;

export type StorySessionName = keyof typeof storySessions;

/** What Storybook's Controls change in the signed-in user (remaining describes, subscription); null: nothing. */
let storyUserChanges: Partial<SessionUser> | null = null;

export function changeStoryUsers(changes: Partial<SessionUser> | null): void {
  storyUserChanges = changes;
}

export function userForToken(token: string | null): SessionUser | undefined {
  const user = Object.values(storySessions).find((session) => session.token === token)?.user;
  return user && storyUserChanges ? { ...user, ...storyUserChanges } : user;
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

export type SampleSource = 'wordnet' | 'foldoc' | 'termtap';

export interface SampleDescription {
  snippet: string;
  link: string | null;
  source: SampleSource;
}

export const sampleDescription: SampleDescription = {
  snippet:
    'A reaction in which a substance loses electrons or gains oxygen.\nExample: 2Mg + O₂ → 2MgO\nNot to be confused with: reduction, the gain of electrons.\nAlso called: oxidisation.',
  link: 'https://en.wikipedia.org/wiki/Oxidation',
  source: 'termtap',
};

export const sampleDescriptions: Record<string, SampleDescription> = {
  oxidation: sampleDescription,
  protein: {
    snippet:
      'A large molecule made of chains of amino acids, needed to build and repair body tissues.\nExample: pulses, milk and eggs are good sources.',
    link: 'https://en.wikipedia.org/wiki/Protein',
    source: 'termtap',
  },
  acid: {
    snippet: 'Any of various water-soluble compounds having a sour taste and capable of turning litmus red.',
    link: 'https://en.wikipedia.org/wiki/Acid',
    source: 'wordnet',
  },
  compiler: {
    snippet: 'A program that converts another program from some source language to machine language.',
    link: 'https://en.wikipedia.org/wiki/Compiler',
    source: 'foldoc',
  },
};

/** The attribution lines the API serves, from the content build (content/data/manifest.json). */
export const attributions: Record<SampleSource, string> = manifestAttributions;

/** Other names the sample lists carry (GET /pages/{subject} sends them as alsoCalled). */
export const sampleAliases: Record<string, string[]> = {
  oxidation: ['oxidisation'],
  'dietary fibre': ['dietary fiber', 'roughage'],
  'alkali metal': ['group 1 element'],
};

/** A long list for the search and A–Z stories: 120 distinct terms over 24 letters. */
export const manyTerms: readonly string[] = (() => {
  const stems = [
    'acid',
    'bond',
    'cell',
    'dye',
    'ester',
    'flux',
    'gel',
    'halide',
    'ion',
    'joule',
    'ketone',
    'lipid',
    'mole',
    'nitrate',
    'oxide',
    'phenol',
    'quartz',
    'resin',
    'salt',
    'titre',
    'urea',
    'valence',
    'wax',
    'zeolite',
  ];
  const words = ['', ' number', ' rate', ' value', ' test'];
  const terms: string[] = [];
  for (const stem of stems) for (const word of words) terms.push(`${stem}${word}`);
  return terms.sort();
})();
