// Proves the shared ranking: exact, then prefix, then word-prefix, then substring; accents, case and other names.
import { expect, test } from 'vitest';
import { matchTerms } from '../src/search.ts';

const entries = [
  'amino acid',
  'chromosome',
  'mole',
  'molecule',
  'gram molecule',
  'Mole fraction',
  'café coronary',
  'haemoglobin',
].map((term) => ({ term, alsoCalled: term === 'haemoglobin' ? ['hemoglobin', 'Hb'] : [] }));
const names = (query: string) => matchTerms(entries, query).map((match) => match.entry.term);

test('exact first, then prefix, then word-prefix, then substring, each in list order', () => {
  expect(names('mole')).toEqual(['mole', 'molecule', 'Mole fraction', 'gram molecule']);
  expect(names('some')).toEqual(['chromosome']);
});

test('case, accents and spaces do not matter', () => {
  expect(names('  MOLE  ')).toEqual(names('mole'));
  expect(names('cafe')).toEqual(['café coronary']);
  expect(names('CAFÉ')).toEqual(['café coronary']);
});

test('another name or spelling finds the term', () => {
  expect(names('hemoglobin')).toEqual(['haemoglobin']);
  expect(names('hb')).toEqual(['haemoglobin']);
});

test('an empty query keeps the whole list; no match gives nothing', () => {
  expect(names('')).toHaveLength(entries.length);
  expect(names('zzz')).toEqual([]);
});
