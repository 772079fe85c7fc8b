// Proves the landing page's sample describes (content/data/showcase.json) say what the API would answer for
// those terms, and that its term counts are the served lists' sizes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DATA_DIR, type DataTerm, SHOWCASE_TERMS, type Showcase } from '../src/build.ts';
import { ATTRIBUTION } from '../src/records.ts';
import { SUBJECTS } from '../src/subjects.ts';

const readData = <T>(name: string): T => JSON.parse(readFileSync(path.join(DATA_DIR, name), 'utf8')) as T;
const showcase = readData<Showcase>('showcase.json');
const manifest = readData<{ subjects: Record<string, number> }>('manifest.json');

test('each sample is the served describe of its term: same text, parts, link and attribution', () => {
  expect(showcase.samples.map(({ subject, term }) => ({ subject, term }))).toEqual(
    SHOWCASE_TERMS.map(({ subject, term }) => ({ subject, term })),
  );
  for (const sample of showcase.samples) {
    const { terms } = readData<{ terms: DataTerm[] }>(`${sample.subject}.json`);
    const served = terms.find((entry) => entry.term === sample.term);
    expect(served, `${sample.subject} serves "${sample.term}"`).toBeDefined();
    expect(sample.snippet).toBe(served?.snippet);
    expect(sample.parts).toEqual(served?.parts);
    expect(sample.link).toBe(served?.link);
    expect(sample.attribution).toBe(served ? ATTRIBUTION[served.source] : undefined);
    // In Hindi the landing page shows what a describe with lang=hi answers: the Hindi name and definition.
    expect(sample.hindi).toEqual({ term: served?.hindi?.term, definition: served?.hindi?.definition });
    expect(sample.hindi?.definition).toMatch(/[\u0900-\u097F]{3}/);
    // A real describe: a definition and an example, not a placeholder.
    expect(sample.snippet.split('\n')[0]?.length).toBeGreaterThan(40);
    expect(sample.snippet).toMatch(/\nExample: /);
  }
});

test('the samples come from three different subjects', () => {
  expect(new Set(showcase.samples.map((sample) => sample.subject)).size).toBe(3);
});

test('the term count of every subject is the number of terms its list serves', () => {
  expect(Object.keys(showcase.counts).toSorted()).toEqual(SUBJECTS.map(({ slug }) => slug).toSorted());
  for (const { slug } of SUBJECTS) {
    const { terms } = readData<{ terms: DataTerm[] }>(`${slug}.json`);
    expect(showcase.counts[slug], slug).toBe(terms.length);
    expect(showcase.counts[slug], slug).toBe(manifest.subjects[slug]);
  }
});
