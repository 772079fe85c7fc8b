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
