// `npm run content:report [-- --seed N --sample K --hindi]`: per subject, the number of terms, the share from each
// source, and K entries drawn at random with a fixed seed (default 2026, 10), quoted whole as a describe
// shows them, so a reviewer can judge a fair sample. With --hindi, the sample is drawn from the entries that have a
// Hindi definition and quoted as a student who chose Hindi sees them (the Hindi name beside the term).
import { STUDY_ONLY_HINDI } from '../src/hindi.ts';
import { composeSnippet, readSubject, type TermRecord } from '../src/records.ts';
import { MEDICINE_SUBJECT, SUBJECTS } from '../src/subjects.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};
const seed = option('seed', 2026);
const sampleSize = option('sample', 10);
const hindiOnly = args.includes('--hindi');

function hindiView(slug: string, record: TermRecord): string {
  const lines = [record.hindi?.definition ?? '(no Hindi definition: the English one is shown)'];
  if (slug === MEDICINE_SUBJECT) lines.push(STUDY_ONLY_HINDI);
  return lines.join('\n');
}

/** mulberry32: a small, well-known seeded generator, so the same seed draws the same entries. */
function random(seedValue: number): () => number {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
let total = 0;
for (const { slug } of SUBJECTS) {
  const all = readSubject(slug).terms;
  const terms = hindiOnly ? all.filter((record) => record.hindi?.definition) : all;
  total += terms.length;
  const count = (source: string) => terms.filter((record) => record.source === source).length;
  console.log(
    `\n## ${slug}: ${terms.length} terms — written here (termtap) ${percent(count('termtap'), terms.length)}, WordNet ${percent(count('wordnet'), terms.length)}, FOLDOC ${percent(count('foldoc'), terms.length)}; with an example ${percent(terms.filter((record) => record.example).length, terms.length)}`,
  );
  const next = random(seed);
  const picked = new Set<number>();
  while (picked.size < Math.min(sampleSize, terms.length)) picked.add(Math.floor(next() * terms.length));
  for (const index of [...picked].sort((a, b) => a - b)) {
    const record = terms[index];
    if (!record) continue;
    const text = hindiOnly ? hindiView(slug, record) : composeSnippet(slug, record);
    const name = hindiOnly
      ? `**${record.hindi?.term}** (${record.term})`
      : `**${record.term}** (${record.source})`;
    console.log(`\n- ${name}\n  ${text.replaceAll('\n', '\n  ')}`);
  }
}
console.log(`\n${total} terms in all (seed ${seed}).`);
