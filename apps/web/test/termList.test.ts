// @vitest-environment node
// Proves the list a prerendered subject page brings (tooling/prerender.ts readTermList) in each language: in
// English the terms alone, as GET /api/pages/{subject} gives them; in Hindi, as ?lang=hi gives them, each term
// with its Hindi name and Latin search keys.
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { readTermList } from '../tooling/prerender.ts';

const contentDir = resolve(import.meta.dirname, '../../../content/data');

test('the Hindi list carries each Hindi name and its keys; the English list has none', async () => {
  const english = await readTermList(contentDir, 'chemistry');
  const hindi = await readTermList(contentDir, 'chemistry', 'hi');

  expect(hindi.map((entry) => entry.term)).toEqual(english.map((entry) => entry.term));
  expect(english.some((entry) => 'hindi' in entry)).toBe(false);
  expect(hindi.find((entry) => entry.term === 'atom')).toEqual({
    term: 'atom',
    alsoCalled: [],
    hindi: { term: 'परमाणु', searchKeys: ['parmanu', 'paramanu'] },
  });
  // The definition is describe's: no list item carries one.
  expect(hindi.some((entry) => entry.hindi && 'definition' in entry.hindi)).toBe(false);
});
