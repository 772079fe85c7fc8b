// The ten subjects: their API slugs (openapi.yaml's Subject enum) and how each is named in search links.
export const SUBJECTS = [
  { slug: 'agriculture', searchWords: 'agriculture' },
  { slug: 'biotechnology', searchWords: 'biotechnology' },
  { slug: 'chemistry', searchWords: 'chemistry' },
  { slug: 'computer-science', searchWords: 'computing' },
  { slug: 'electronics-and-communication-engineering', searchWords: 'electronics' },
  { slug: 'medical-terms', searchWords: 'medicine' },
  { slug: 'medicine-names', searchWords: 'drug' },
  { slug: 'nutrition', searchWords: 'nutrition' },
  { slug: 'political-science', searchWords: 'politics' },
  { slug: 'psychology', searchWords: 'psychology' },
] as const;

export type SubjectSlug = (typeof SUBJECTS)[number]['slug'];

export const MEDICINE_SUBJECT: SubjectSlug = 'medicine-names';
