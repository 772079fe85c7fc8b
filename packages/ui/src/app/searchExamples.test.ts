// Proves every example the search fields offer finds a term: each is an entry of the content data.
import { expect, test } from 'vitest';
import { searchExamples } from './searchExamples.ts';

const dataFiles = import.meta.glob<{ terms?: { term: string }[] }>('../../../../content/data/*.json', {
  eager: true,
  import: 'default',
});

test('each search example is the term of an entry some subject serves', () => {
  const served = new Set(
    Object.values(dataFiles).flatMap((data) => (data.terms ?? []).map(({ term }) => term)),
  );
  expect(served.size).toBeGreaterThan(1000);
  for (const example of searchExamples) expect(served.has(example), example).toBe(true);
});
