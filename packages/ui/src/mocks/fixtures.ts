// Users and tokens the stories sign in as. GET /auth/me answers by token (see auth.ts), so the restored
// session and the server agree in every story.
import type { DescribeParts, SessionUser, Subject } from '@termtap/api-client';
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
  /** The whole text, as older clients read it (content/src/records.ts composeSnippet). */
  snippet: string;
  /** The same text in its parts (content/src/build.ts describeParts). */
  parts: DescribeParts;
  link: string | null;
  source: SampleSource;
}

export const sampleDescription: SampleDescription = {
  snippet:
    'A reaction in which a substance loses electrons or gains oxygen.\nExample: 2Mg + O₂ → 2MgO\nNot to be confused with: reduction, the gain of electrons.\nAlso called: oxidisation.',
  parts: {
    definition: 'A reaction in which a substance loses electrons or gains oxygen.',
    example: '2Mg + O₂ → 2MgO',
    notConfusedWith: 'reduction, the gain of electrons.',
    alsoCalled: ['oxidisation'],
  },
  link: 'https://en.wikipedia.org/wiki/Oxidation',
  source: 'termtap',
};

/** One sample per kind of entry: TermTap, WordNet, FOLDOC, a plural, See also, a medicine, a withdrawn one. */
export const sampleDescriptions: Record<string, SampleDescription> = {
  oxidation: sampleDescription,
  protein: {
    snippet:
      'A large molecule made of chains of amino acids, needed to build and repair body tissues.\nExample: pulses, milk and eggs are good sources.',
    parts: {
      definition: 'A large molecule made of chains of amino acids, needed to build and repair body tissues.',
      example: 'pulses, milk and eggs are good sources.',
    },
    link: 'https://en.wikipedia.org/wiki/Protein',
    source: 'termtap',
  },
  acid: {
    snippet: 'Any of various water-soluble compounds having a sour taste and capable of turning litmus red.',
    parts: {
      definition:
        'Any of various water-soluble compounds having a sour taste and capable of turning litmus red.',
    },
    link: 'https://en.wikipedia.org/wiki/Acid',
    source: 'wordnet',
  },
  compiler: {
    snippet:
      'A program that converts another program from some source language to machine language.\nExample: gcc translates hello.c into an executable file.\nNot to be confused with: interpreter, which translates and runs a program one statement at a time.',
    parts: {
      definition: 'A program that converts another program from some source language to machine language.',
      example: 'gcc translates hello.c into an executable file.',
      notConfusedWith: 'interpreter, which translates and runs a program one statement at a time.',
    },
    link: 'https://en.wikipedia.org/wiki/Compiler',
    source: 'foldoc',
  },
  recursion: {
    snippet:
      'A technique in which a function calls itself to solve a smaller instance of the same problem.\nExample: factorial(n) = n × factorial(n − 1), with factorial(0) = 1.\nSee also: stack, algorithm.',
    parts: {
      definition:
        'A technique in which a function calls itself to solve a smaller instance of the same problem.',
      example: 'factorial(n) = n × factorial(n − 1), with factorial(0) = 1.',
      seeAlso: ['stack', 'algorithm'],
    },
    link: 'https://en.wikipedia.org/wiki/Recursion_(computer_science)',
    source: 'termtap',
  },
  fungus: {
    snippet:
      'A eukaryotic, non-photosynthetic organism with cell walls of chitin that feeds by absorption.\nExample: Penicillium makes penicillin.\nPlural: fungi.',
    parts: {
      definition:
        'A eukaryotic, non-photosynthetic organism with cell walls of chitin that feeds by absorption.',
      example: 'Penicillium makes penicillin.',
      plural: 'fungi',
    },
    link: 'https://en.wikipedia.org/wiki/Fungus',
    source: 'termtap',
  },
  paracetamol: {
    snippet:
      'An analgesic and antipyretic used to relieve mild to moderate pain and to bring down fever.\nExample: First-line medicine for fever in dengue.\nAlso called: acetaminophen, APAP.\nCaution: An overdose can cause severe, sometimes fatal, liver damage.\nFor study only — not medical advice.',
    parts: {
      definition:
        'An analgesic and antipyretic used to relieve mild to moderate pain and to bring down fever.',
      example: 'First-line medicine for fever in dengue.',
      alsoCalled: ['acetaminophen', 'APAP'],
      use: 'pain and fever',
      caution: 'An overdose can cause severe, sometimes fatal, liver damage.',
    },
    link: 'https://en.wikipedia.org/wiki/Paracetamol',
    source: 'termtap',
  },
  cerivastatin: {
    snippet:
      'A statin that was withdrawn after it caused fatal muscle breakdown, especially when combined with gemfibrozil.\nCaution: Caused rhabdomyolysis and kidney failure.\nWithdrawn: Withdrawn worldwide in August 2001 after deaths from rhabdomyolysis.\nFor study only — not medical advice.',
    parts: {
      definition:
        'A statin that was withdrawn after it caused fatal muscle breakdown, especially when combined with gemfibrozil.',
      use: 'high cholesterol (no longer used)',
      caution: 'Caused rhabdomyolysis and kidney failure.',
      withdrawn: 'Withdrawn worldwide in August 2001 after deaths from rhabdomyolysis.',
    },
    link: 'https://en.wikipedia.org/wiki/Cerivastatin',
    source: 'termtap',
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
