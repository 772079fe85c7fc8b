// `npm run content:lookup -- <word or phrase>`: every WordNet 3.1 synset naming it (with the id to pin and the
// text a `wordnet` entry must quote) and FOLDOC's entry, so editors can pick the subject's sense.
import { foldocPlainText, isFoldocInstalled, loadFoldoc } from '../src/foldoc.ts';
import { foldKey, sentence } from '../src/text.ts';
import { loadWordNet } from '../src/wordnet.ts';

const query = process.argv.slice(2).join(' ').trim();
if (!query) {
  console.error('Usage: npm run content:lookup -- <word or phrase>');
  process.exit(2);
}
const seen = new Set<string>();
for (const synset of loadWordNet().values()) {
  if (seen.has(synset.id) || !synset.words.some((word) => foldKey(word) === foldKey(query))) continue;
  seen.add(synset.id);
  console.log(`wordnet ${synset.id}  [${synset.words.join(', ')}]\n  ${sentence(synset.definition)}`);
}
if (seen.size === 0) console.log('wordnet: no synset');
if (isFoldocInstalled()) {
  const text = foldocPlainText(loadFoldoc(), query);
  console.log(text ? `foldoc “${query}”:\n  ${text.slice(0, 900)}` : 'foldoc: no entry');
}
