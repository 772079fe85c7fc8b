// Proves every example the search fields offer finds a term: each is an entry of the content data.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { searchExamples } from './searchExamples.ts';

const dataDir = new URL('../../../../content/data/', import.meta.url);

test('each search example is the term of an entry some subject serves', () => {
  const served = new Set<string>();
  for (const file of readdirSync(dataDir)) {
    const data: { terms?: { term: string }[] } = JSON.parse(readFileSync(new URL(file, dataDir), 'utf8'));
    for (const entry of data.terms ?? []) served.add(entry.term);
  }
  expect(served.size).toBeGreaterThan(1000);
  for (const example of searchExamples) expect(served.has(example), example).toBe(true);
});
