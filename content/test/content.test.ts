// Proves the reviewed sources meet every editorial rule and meaning probe, and that the built data is exactly
// what a fresh, repeatable build of them produces.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildContent, DATA_DIR } from '../src/build.ts';
import { checkAll } from '../src/check.ts';
import { CONTENT_ROOT, composeSnippet, readSubject, STUDY_ONLY } from '../src/records.ts';
import { MIN_TERMS_PER_SUBJECT } from '../src/rules.ts';
import { MEDICINE_SUBJECT, SUBJECTS } from '../src/subjects.ts';
import { compareTerms } from '../src/text.ts';
import { wordnetDictDir } from '../src/wordnet.ts';

const SLUGS = SUBJECTS.map((subject) => subject.slug);
const { problems, foldocChecked } = checkAll();

describe.each(SLUGS)('%s', (slug) => {
  const errors = problems.filter((problem) => problem.subject === slug && !problem.warning);

  test('every entry meets the rules (sense, facts, wording, spelling, length, source, link)', () => {
    expect(errors.map((problem) => `${problem.term} · ${problem.rule}: ${problem.message}`)).toEqual([]);
  });

  test(`lists at least ${MIN_TERMS_PER_SUBJECT} terms, including its whole core list`, () => {
    expect(readSubject(slug).terms.length).toBeGreaterThanOrEqual(MIN_TERMS_PER_SUBJECT);
    expect(errors.filter((problem) => problem.rule === 'core' || problem.rule === 'coverage')).toEqual([]);
  });
});

test('FOLDOC quotes were compared with FOLDOC itself (dict-foldoc installed)', (context) => {
  context.skip(!foldocChecked && process.env.CI !== 'true', 'dict-foldoc is not installed here');
  expect(foldocChecked).toBe(true);
});

test('every medicine describe states class, use and caution and ends with the study-only line', () => {
  for (const record of readSubject(MEDICINE_SUBJECT).terms) {
    const snippet = composeSnippet(MEDICINE_SUBJECT, record);
    expect(record.drugClass && record.use && record.caution, record.term).toBeTruthy();
    expect(snippet, record.term).toContain(`Caution: ${record.caution}`);
    expect(snippet.endsWith(STUDY_ONLY), record.term).toBe(true);
  }
  const chemistry = readSubject('chemistry').terms[0];
  expect(chemistry && composeSnippet('chemistry', chemistry)).not.toContain(STUDY_ONLY);
});

test('the rules catch each failure class (they can fail)', async () => {
  const { checkSubject } = await import('../src/rules.ts');
  const { loadWordNet } = await import('../src/wordnet.ts');
  const bad = {
    subject: 'chemistry',
    terms: [
      {
        term: 'grazing',
        definition: 'The act of grazing.',
        source: 'termtap',
        link: 'https://en.wikipedia.org/wiki/Grazing',
      },
      {
        term: 'emotion',
        definition: 'Any strong feeling.',
        source: 'termtap',
        link: 'https://en.wikipedia.org/wiki/Emotion',
      },
      {
        term: 'sulfur',
        definition: 'A yellow non-metal whose colour gives sulfur its name in many languages.',
        source: 'termtap',
        link: 'https://en.wikipedia.org/wiki/Sulfur',
      },
      {
        term: 'Down syndrome',
        definition: 'A genetic condition once called mongolism, caused by an extra chromosome 21.',
        source: 'termtap',
        link: 'https://en.wikipedia.org/wiki/Down_syndrome',
      },
      {
        term: 'mole',
        definition: 'A small congenital pigmented spot on the skin.',
        source: 'wordnet',
        synset: '13746191-n',
        link: 'https://en.wikipedia.org/wiki/Mole_(unit)',
      },
      {
        term: 'base',
        definition: 'A substance that accepts protons or gives hydroxide ions in water.',
        source: 'termtap',
        link: 'https://en.wikipedia.org/wiki/Playing_card',
      },
    ],
  } as const;
  const found = checkSubject('chemistry', structuredClone(bad) as never, { wordnet: loadWordNet() }, [
    'acid',
  ]);
  const rules = (term: string) =>
    found.filter((problem) => problem.term === term).map((problem) => problem.rule);
  expect(rules('grazing')).toContain('circular');
  expect(rules('emotion')).toContain('too-short');
  expect(rules('sulfur')).toContain('spelling');
  expect(rules('Down syndrome')).toContain('wording');
  expect(rules('mole')).toContain('synset');
  expect(rules('base')).toContain('link');
  expect(rules('acid')).toEqual(['core']);
  expect(found.some((problem) => problem.rule === 'coverage')).toBe(true);
});

test('the rules catch other names that are not other names, false contrasts and non-examples', async () => {
  const { checkSubject } = await import('../src/rules.ts');
  const { loadWordNet } = await import('../src/wordnet.ts');
  const link = (term: string) => `https://en.wikipedia.org/w/index.php?search=${encodeURIComponent(term)}`;
  const entry = (term: string, extra: Record<string, unknown> = {}) => ({
    term,
    definition: `A definition long enough to pass the length rule for the entry ${term.length}.`,
    source: 'termtap',
    link: link(term),
    ...extra,
  });
  const bad = {
    subject: 'biotechnology',
    terms: [
      entry('locus', { alsoCalled: ['loci'] }),
      entry('prokaryote', { alsoCalled: ['prokaryotic'] }),
      entry('Okazaki fragment', { alsoCalled: ['Okazaki fragments'] }),
      entry('multiple cropping', { notConfusedWith: 'intercropping, which grows crops at the same time.' }),
      entry('intercropping'),
      entry('hybrid', { notConfusedWith: 'a mule, which is one kind of hybrid, from a horse and a donkey.' }),
      entry('monohybrid cross', { notConfusedWith: 'a test cross, a kind of backcross.' }),
      entry('backcross'),
      entry('test cross', {
        definition: 'A cross that is a special case of backcross, with the recessive parent.',
      }),
      entry('binary tree', { notConfusedWith: 'binary search tree, whose keys are kept in order.' }),
      entry('binary search tree', {
        definition:
          'A binary tree in which every key on the left is smaller and every key on the right larger.',
      }),
      entry('machine learning', { notConfusedWith: 'deep learning, a kind of it with many layers.' }),
      entry('Punnett square', { example: 'Devised by Reginald Punnett.' }),
      entry('penicillin', { example: 'Discovered by Fleming in 1928.' }),
      entry('cell theory', { example: 'In 1839 Schwann proposed it for animals.' }),
      entry('Lewis acid', { searchKeys: ['Lewis base'], seeAlso: ['Lewis bass'] }),
      entry('Lewis base', { seeAlso: ['Lewis base'] }),
      // The same shapes done right: a plural as `plural`, a related entry as a see-also, a real example.
      entry('nucleus', { plural: 'nuclei', alsoCalled: ['cell nucleus'], searchKeys: ['nuclear'] }),
      entry('mitosis', { example: 'Root-tip cells of onion divide by it.', seeAlso: ['meiosis'] }),
      entry('meiosis', { notConfusedWith: 'mitosis, which gives two identical cells.' }),
    ],
  };
  const found = checkSubject('biotechnology', structuredClone(bad) as never, { wordnet: loadWordNet() }, []);
  const rules = (term: string) =>
    found.filter((problem) => problem.term === term && !problem.warning).map((problem) => problem.rule);
  expect(rules('locus')).toContain('alias-form');
  expect(rules('prokaryote')).toContain('alias-form');
  expect(rules('Okazaki fragment')).toContain('alias-form');
  expect(rules('multiple cropping')).toContain('contrast-subtype');
  expect(rules('hybrid')).toContain('contrast-subtype');
  expect(rules('binary tree')).toContain('contrast-subtype');
  expect(rules('machine learning')).toContain('contrast-subtype');
  expect(rules('monohybrid cross')).toEqual([]);
  expect(rules('backcross')).toEqual([]);
  expect(rules('Punnett square')).toContain('example');
  expect(rules('penicillin')).toContain('example');
  expect(rules('cell theory')).toContain('example');
  expect(rules('Lewis acid')).toEqual(expect.arrayContaining(['search-key', 'see-also']));
  expect(rules('Lewis base')).toContain('see-also');
  for (const term of ['nucleus', 'mitosis', 'meiosis', 'intercropping'])
    expect(rules(term), term).toEqual([]);
});

test('a describe shows the plural and the see-also lines, and search gets every hidden name', async () => {
  const { dataTerms } = await import('../src/build.ts');
  const record = {
    term: 'locus',
    definition: 'The fixed position of a gene on a chromosome.',
    plural: 'loci',
    searchKeys: ['genetic locus'],
    seeAlso: ['gene'],
    source: 'termtap',
    link: 'https://en.wikipedia.org/wiki/Locus_(genetics)',
  } as const;
  const snippet = composeSnippet('biotechnology', record as never);
  expect(snippet).toBe('The fixed position of a gene on a chromosome.\nPlural: loci.\nSee also: gene.');
  expect(snippet).not.toContain('Also called');
  expect(snippet).not.toContain('genetic locus');
  const [served] = dataTerms({ subject: 'biotechnology', terms: [record as never] });
  expect(served?.alsoCalled).toEqual(['loci', 'genetic locus']);
  expect(served?.parts).toEqual({
    definition: 'The fixed position of a gene on a chromosome.',
    plural: 'loci',
    seeAlso: ['gene'],
  });
});

test('the build is deterministic and the committed data is up to date', () => {
  const first = buildContent();
  const second = buildContent();
  expect(first.version).toBe(second.version);
  for (const [name, file] of first.files) {
    expect(file.equals(second.files.get(name) ?? Buffer.alloc(0)), `${name} differs between two builds`).toBe(
      true,
    );
    expect(
      file.equals(readFileSync(path.join(DATA_DIR, name))),
      `${name} is stale: run npm run content`,
    ).toBe(true);
  }
});

test('the content version changes when any text changes', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'termtap-content-'));
  try {
    cpSync(path.join(CONTENT_ROOT, 'subjects'), path.join(root, 'subjects'), { recursive: true });
    const before = buildContent(root).version;
    const file = path.join(root, 'subjects', 'chemistry.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/definition: (.)/, 'definition: $1$1'));
    expect(buildContent(root).version).not.toBe(before);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('data files list terms in browsing order with their source', () => {
  for (const slug of SLUGS) {
    const data = JSON.parse(readFileSync(path.join(DATA_DIR, `${slug}.json`), 'utf8'));
    const names = data.terms.map((entry: { term: string }) => entry.term);
    expect([...names].sort(compareTerms)).toEqual(names);
    for (const entry of data.terms) expect(['wordnet', 'foldoc', 'termtap']).toContain(entry.source);
  }
});

test('LICENSES.md carries the WordNet license verbatim, the FOLDOC notice and names TermTap-written entries', () => {
  const licenses = readFileSync(path.join(CONTENT_ROOT, 'LICENSES.md'), 'utf8');
  const header = readFileSync(path.join(wordnetDictDir(), 'data.noun'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => line.replace(/^ {2}\d+ ?/, '').trimEnd())
    .join('\n');
  expect(header).toContain('WordNet 3.1 Copyright 2011 by Princeton University');
  expect(licenses).toContain(header);
  expect(licenses).toContain(
    'The Free On-line Dictionary of Computing, http://foldoc.org/, Editor Denis Howe',
  );
  expect(licenses).toContain('GNU Free Documentation License');
  expect(licenses).toContain('Written by TermTap');
});
