// Compares the hand-written ranking (src/search.ts) with MiniSearch on one fixed set of queries over the real
// content (every subject's terms with their other names and search keys): for each query, where the expected
// term comes (1 = first), and for queries that should find nothing, how many results each makes up; then the
// time per query. Run: `npx tsx packages/api-client/bench/compare-search.ts` (decision 0016 records a run).
import { readdirSync, readFileSync } from 'node:fs';
import MiniSearch from 'minisearch';
import { createTermIndex, searchAcross } from '../src/search.ts';

/** Query → the term a student means (null: nothing in the content is meant, so nothing should be shown). */
const QUERIES: [string, string | null][] = [
  ['oxidaton', 'oxidation'],
  ['mitocondria', 'mitochondrion'],
  ['photosyntesis', 'photosynthesis'],
  ['protien', 'protein'],
  ['ram', 'RAM'],
  ['mole', 'mole'],
  ['cell', 'cell'],
  ['dna', 'DNA'],
  ['hemoglobin', 'haemoglobin'],
  ['actinides', 'actinoid'],
  ['osmosis', 'osmosis'],
  ['random access memory', 'random-access memory'],
  ['cognitive dissonance', 'cognitive dissonance'],
  ['oxidation number', 'oxidation number'],
  ['photosynth', 'photosynthesis'],
  ['inflation', null],
  ['zqxw', null],
];

const dir = new URL('../../../content/data/', import.meta.url);
const subjects = readdirSync(dir)
  .filter((file) => file.endsWith('.json') && file !== 'manifest.json' && file !== 'showcase.json')
  .map((file) => {
    const data = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
      subject: string;
      terms: { term: string; alsoCalled?: string[] }[];
    };
    return {
      subject: data.subject,
      entries: data.terms.map(({ term, alsoCalled }) => ({ term, alsoCalled: alsoCalled ?? [] })),
    };
  });

const indexes = subjects.map(({ subject, entries }) => ({ subject, index: createTermIndex(entries) }));
const handWritten = (query: string) =>
  searchAcross(indexes, query, 40).groups.flatMap((group) => group.terms.map((entry) => entry.term));

const mini = new MiniSearch<{ id: number; term: string; alsoCalled: string }>({
  fields: ['term', 'alsoCalled'],
  storeFields: ['term'],
  searchOptions: { boost: { term: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
});
let id = 0;
mini.addAll(
  subjects.flatMap(({ entries }) =>
    entries.map((entry) => ({ id: id++, term: entry.term, alsoCalled: entry.alsoCalled.join(' ; ') })),
  ),
);
const miniSearch = (query: string) => mini.search(query).map((result) => String(result.term));

function placeOf(results: string[], expected: string | null): string {
  if (expected === null) return results.length === 0 ? 'none (right)' : `${results.length} made up`;
  const at = results.indexOf(expected);
  return at < 0 ? 'missing' : String(at + 1);
}

function timePerQuery(run: (query: string) => string[]): number {
  for (const [query] of QUERIES) run(query);
  const started = performance.now();
  const rounds = 20;
  for (let round = 0; round < rounds; round += 1) for (const [query] of QUERIES) run(query);
  return (performance.now() - started) / (rounds * QUERIES.length);
}

console.log('| query | meant | hand-written: place | MiniSearch: place |');
console.log('|---|---|---:|---:|');
let firstHand = 0;
let firstMini = 0;
for (const [query, expected] of QUERIES) {
  const hand = handWritten(query);
  const other = miniSearch(query);
  if (expected === null ? hand.length === 0 : hand[0] === expected) firstHand += 1;
  if (expected === null ? other.length === 0 : other[0] === expected) firstMini += 1;
  console.log(
    `| ${query} | ${expected ?? '(nothing)'} | ${placeOf(hand, expected)} | ${placeOf(other, expected)} |`,
  );
}
console.log(
  `\nRight first (or rightly empty): hand-written ${firstHand} of ${QUERIES.length}, MiniSearch ${firstMini}.`,
);
console.log(
  `Time per query over all ${id} terms: hand-written ${timePerQuery(handWritten).toFixed(2)} ms, ` +
    `MiniSearch ${timePerQuery(miniSearch).toFixed(2)} ms.`,
);
