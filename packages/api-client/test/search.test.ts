// Proves the shared ranking (whole names and words before parts of words, the term before its other names,
// accents, case, other names and search keys) and the typo correction, on small lists and on the real content.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  correctQuery,
  createTermIndex,
  editDistance,
  foldForSearch,
  matchTerms,
  searchAcross,
  type TermEntry,
  vocabularyOf,
} from '../src/search.ts';

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
const names = (list: readonly TermEntry[], query: string) =>
  matchTerms(list, query).map((match) => match.entry.term);

test('the whole name, then the name starting with whole words, then inside a word, then later words', () => {
  expect(names(entries, 'mole')).toEqual(['mole', 'Mole fraction', 'molecule', 'gram molecule']);
  expect(names(entries, 'some')).toEqual(['chromosome']);
});

test('"ram": the whole name first, then a name starting inside a word, then a later whole word, then inside words', () => {
  const list = ['program', 'ramp', 'dynamic RAM', 'RAM', 'black gram'].map((term) => ({
    term,
    alsoCalled: [],
  }));
  expect(names(list, 'ram')).toEqual(['RAM', 'ramp', 'dynamic RAM', 'program', 'black gram']);
});

test('case, accents and spaces do not matter', () => {
  expect(names(entries, '  MOLE  ')).toEqual(names(entries, 'mole'));
  expect(names(entries, 'cafe')).toEqual(['café coronary']);
  expect(names(entries, 'CAFÉ')).toEqual(['café coronary']);
});

test('other names and hidden search keys find the term; the term itself wins a tie', () => {
  expect(names(entries, 'hemoglobin')).toEqual(['haemoglobin']);
  expect(names(entries, 'hb')).toEqual(['haemoglobin']);
  // "mitochondria" is a search key (the plural) of "mitochondrion"; "cell" is the name of the other.
  const list = [
    { term: 'cell', alsoCalled: [] },
    { term: 'mitochondrion', alsoCalled: ['powerhouse of the cell', 'mitochondria'] },
  ];
  expect(names(list, 'mitochondria')).toEqual(['mitochondrion']);
  expect(names(list, 'cell')).toEqual(['cell', 'mitochondrion']);
});

test('an empty query keeps the whole list; no match gives nothing', () => {
  expect(names(entries, '')).toHaveLength(entries.length);
  expect(names(entries, 'zzz')).toEqual([]);
});

test('edit distance counts inserts, deletes, replacements and swaps, and stops past the maximum', () => {
  expect(editDistance('oxidaton', 'oxidation', 2)).toBe(1);
  expect(editDistance('protien', 'protein', 2)).toBe(1);
  expect(editDistance('kitten', 'sitting', 3)).toBe(3);
  expect(editDistance('kitten', 'sitting', 1)).toBe(2);
});

test('a typo is corrected by one edit from 5 letters, two from 10; short words never', () => {
  const index = createTermIndex(
    ['oxidation', 'mitochondrion', 'photosynthesis', 'RAM', 'rim', 'infection', 'cell'].map((term) => ({
      term,
      alsoCalled: term === 'mitochondrion' ? ['mitochondria'] : [],
    })),
  );
  expect(index.search('oxidaton')).toMatchObject({ correctedQuery: 'oxidation' });
  expect(index.search('oxidaton').matches.map((match) => match.entry.term)).toEqual(['oxidation']);
  expect(index.search('Mitocondria')).toMatchObject({ correctedQuery: 'mitochondria' });
  expect(index.search('photosyntesis')).toMatchObject({ correctedQuery: 'photosynthesis' });
  // Three letters: "rom" is one edit from "RAM" and from "rim", and neither is meant.
  expect(index.search('rom')).toEqual({ matches: [] });
  expect(index.search('cel').correctedQuery).toBeUndefined();
  // Nine letters allow one edit: "inflation" is two from "infection", so nothing is made up.
  expect(index.search('inflation')).toEqual({ matches: [] });
  // A query that matches as typed is never corrected.
  expect(index.search('oxid')).toEqual({ matches: [expect.objectContaining({ rank: 2 })] });
});

test('correction keeps the words that appear somewhere and changes only the others', () => {
  const vocabulary = vocabularyOf([{ term: 'oxidation number', alsoCalled: ['oxidation state'] }]);
  expect(correctQuery('oxidaton number', vocabulary)).toBe('oxidation number');
  expect(correctQuery('oxidation num', vocabulary)).toBeNull();
});

/** The built content: every subject's terms with their other names and search keys, as the API loads them. */
function contentIndexes(inHindi = false) {
  const dir = new URL('../../../content/data/', import.meta.url);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && file !== 'manifest.json' && file !== 'showcase.json')
    .map((file) => {
      const data = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
        subject: string;
        terms: { term: string; alsoCalled?: string[]; hindi?: { term: string; searchKeys?: string[] } }[];
      };
      // As GET /pages/{subject} lists them: the Hindi name and keys only when asked for in Hindi.
      const list = data.terms.map(({ term, alsoCalled, hindi }) => ({
        term,
        alsoCalled: alsoCalled ?? [],
        ...(inHindi && hindi ? { hindi: { term: hindi.term, searchKeys: hindi.searchKeys ?? [] } } : {}),
      }));
      return { subject: data.subject, index: createTermIndex(list) };
    });
}

test('on the real content: the three typos of the requirement, and "ram" finds RAM first', () => {
  const indexes = contentIndexes();
  const first = (query: string) => {
    const answer = searchAcross(indexes, query, 40);
    return { corrected: answer.correctedQuery, first: answer.groups[0]?.terms[0]?.term };
  };
  expect(first('oxidaton')).toEqual({ corrected: 'oxidation', first: 'oxidation' });
  expect(first('mitocondria')).toEqual({ corrected: 'mitochondria', first: 'mitochondrion' });
  expect(first('photosyntesis')).toEqual({ corrected: 'photosynthesis', first: 'photosynthesis' });
  expect(first('ram')).toEqual({ corrected: undefined, first: 'RAM' });
  expect(first('mole')).toEqual({ corrected: undefined, first: 'mole' });
});

describe('Hindi names and search keys', () => {
  const hindiIndexes = contentIndexes(true);
  const englishIndexes = contentIndexes();
  const firstIn = (subject: string, query: string) => {
    const answer = searchAcross(hindiIndexes, query, 40);
    return answer.groups.find((group) => group.subject === subject)?.terms[0]?.term;
  };

  test('the Devanagari name finds the term: "परमाणु" is atom in chemistry', () => {
    expect(firstIn('chemistry', 'परमाणु')).toBe('atom');
    // The whole Hindi name ranks first, before names that only start with it.
    expect(searchAcross(hindiIndexes, 'परमाणु', 40).groups[0]?.terms[0]?.term).toBe('atom');
  });

  test('the Latin search keys find the term: "parmanu" and "Paramanu" are atom', () => {
    expect(firstIn('chemistry', 'parmanu')).toBe('atom');
    expect(firstIn('chemistry', 'Paramanu')).toBe('atom');
  });

  test('another Unicode composition of the same word, joiners and a dropped nukta still find it', () => {
    // ड़ as one code point (U+095C, as some keyboards type it) and as ड + nukta (U+0921 U+093C).
    const precomposed = 'पी\u095Cाहारी';
    const decomposed = 'पी\u0921\u093Cाहारी';
    expect(precomposed).not.toBe(decomposed);
    expect(firstIn('chemistry', precomposed)).toBe('analgesic');
    expect(firstIn('chemistry', decomposed)).toBe('analgesic');
    expect(firstIn('chemistry', 'पीडाहारी')).toBe('analgesic');
    // A zero-width joiner inside the word (some keyboards put them in conjuncts) changes nothing.
    expect(firstIn('chemistry', 'परमा\u200Dणु')).toBe('atom');
    expect(firstIn('chemistry', 'पर\u200Cमाणु')).toBe('atom');
  });

  test('Devanagari keeps its vowel signs: परमाणु is not found by परमण, and a vowel sign is inside the word', () => {
    expect(foldForSearch('परमाणु')).toBe('परमाणु'.normalize('NFD'));
    const list = [
      { term: 'atom', alsoCalled: [], hindi: { term: 'परमाणु' } },
      { term: 'Param', alsoCalled: [], hindi: { term: 'परम' } },
    ];
    expect(names(list, 'परमण')).toEqual([]);
    // "परम" is the whole name of one and only the start of a word of the other.
    expect(matchTerms(list, 'परम').map((match) => [match.entry.term, match.rank])).toEqual([
      ['Param', 0],
      ['atom', 2],
    ]);
  });

  test('a Devanagari typo is corrected to the Hindi name, and a hopeless one gives nothing, without a crash', () => {
    const answer = searchAcross(hindiIndexes, 'परमाणू', 40);
    expect(answer.correctedQuery).toBe('परमाणु');
    expect(answer.groups.find((group) => group.subject === 'chemistry')?.terms[0]?.term).toBe('atom');
    expect(searchAcross(hindiIndexes, 'ज़ज़ज़ज़ज़ज़', 40)).toEqual({ total: 0, groups: [] });
    expect(searchAcross(englishIndexes, 'परमाणु', 40)).toEqual({ total: 0, groups: [] });
  });

  test('English lists (no Hindi) rank English queries as before; a Hindi list adds only Hindi-key matches', () => {
    for (const query of ['mole', 'ram', 'oxidaton', 'mitocondria', 'atom', 'acid', 'cell', 'paracetamol']) {
      const english = searchAcross(englishIndexes, query, 1000);
      const hindi = searchAcross(hindiIndexes, query, 1000);
      const termsOf = (answer: typeof english) =>
        answer.groups.flatMap((group) => group.terms.map((entry) => `${group.subject}/${entry.term}`));
      // Every English match is still found in Hindi, and the best one is the same.
      expect(termsOf(hindi), query).toEqual(expect.arrayContaining(termsOf(english)));
      expect(hindi.groups[0]?.terms[0]?.term, query).toBe(english.groups[0]?.terms[0]?.term);
      expect(hindi.correctedQuery, query).toBe(english.correctedQuery);
    }
  });
});
