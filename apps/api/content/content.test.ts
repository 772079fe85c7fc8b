// Proves the committed term lists are clean, complete and exactly what a fresh, repeatable build produces.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { buildContent } from './lib/build-content.ts';
import { FoldocMissingError, isFoldocInstalled } from './lib/foldoc.ts';
import { compareTerms, identityKey, isCleanTerm } from './lib/text.ts';
import { wordnetDictDir } from './lib/wordnet.ts';

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

/** Ten terms per subject that any student of it would expect to find. */
const WELL_KNOWN: Record<string, string[]> = {
  agriculture: [
    'irrigation',
    'fertilizer',
    'crop rotation',
    'harvest',
    'pesticide',
    'tractor',
    'compost',
    'livestock',
    'hydroponics',
    'wheat',
  ],
  biotechnology: [
    'DNA',
    'gene',
    'genetic engineering',
    'cloning',
    'plasmid',
    'polymerase chain reaction',
    'enzyme',
    'fermentation',
    'monoclonal antibody',
    'genome',
  ],
  chemistry: [
    'oxidation',
    'atom',
    'molecule',
    'catalyst',
    'pH',
    'isotope',
    'covalent bond',
    'hydrogen',
    'titration',
    'periodic table',
  ],
  'computer-science': [
    'algorithm',
    'compiler',
    'operating system',
    'recursion',
    'database',
    'encryption',
    'binary tree',
    'cache',
    'machine learning',
    'programming language',
  ],
  'electronics-and-communication-engineering': [
    'transistor',
    'capacitor',
    'resistor',
    'diode',
    'amplifier',
    'oscillator',
    'modulation',
    'antenna',
    'integrated circuit',
    'bandwidth',
  ],
  'medical-terms': [
    'diagnosis',
    'hypertension',
    'inflammation',
    'biopsy',
    'anemia',
    'pneumonia',
    'vaccination',
    'diabetes mellitus',
    'fracture',
    'epidemic',
  ],
  'medicine-names': [
    'amoxicillin',
    'paracetamol',
    'aspirin',
    'ibuprofen',
    'metformin',
    'atorvastatin',
    'warfarin',
    'omeprazole',
    'insulin',
    'salbutamol',
  ],
  nutrition: [
    'vitamin',
    'protein',
    'carbohydrate',
    'calorie',
    'cholesterol',
    'vitamin C',
    'malnutrition',
    'obesity',
    'dietary fiber',
    'iron',
  ],
  'political-science': [
    'democracy',
    'sovereignty',
    'federalism',
    'constitution',
    'legislature',
    'monarchy',
    'socialism',
    'referendum',
    'suffrage',
    'separation of powers',
  ],
  psychology: [
    'cognition',
    'conditioning',
    'ego',
    'personality',
    'schizophrenia',
    'memory',
    'motivation',
    'perception',
    'phobia',
    'intelligence quotient',
  ],
};
const SLUGS = Object.keys(WELL_KNOWN).sort();

/** Words that must never appear in a term list (WordNet marks its slurs and obscenities; this is a backstop). */
const OFFENSIVE =
  /\b(?:fuck\w*|shit\w*|cunts?|niggers?|niggas?|faggots?|fags?|bitch\w*|whores?|sluts?|dykes?|kikes?|spics?|wops?)\b/i;
/** Leftovers of the sources' markup: underscores, braces, angle brackets, backticks, wiki or HTML syntax. */
const MARKUP = /[_{}<>`]|\[\[|&[a-z]+;|\bhttps?:/i;

interface TermEntry {
  term: string;
  snippet: string;
  link: string | null;
}

function readSubject(directory: string, slug: string): { subject: string; terms: TermEntry[] } {
  return JSON.parse(readFileSync(path.join(directory, `${slug}.json`), 'utf8'));
}

describe.each(SLUGS)('%s', (slug) => {
  const { subject, terms } = readSubject(dataDir, slug);

  test('lists at least 200 distinct, clean terms in browsing order', () => {
    expect(subject).toBe(slug);
    expect(terms.length).toBeGreaterThanOrEqual(200);
    const keys = terms.map((entry) => identityKey(entry.term));
    expect(new Set(keys).size).toBe(keys.length);
    for (const { term } of terms) {
      expect(isCleanTerm(term), `"${term}" is not clean display text`).toBe(true);
      expect(term).not.toMatch(OFFENSIVE);
    }
    const names = terms.map((entry) => entry.term);
    expect([...names].sort(compareTerms)).toEqual(names);
  });

  test('gives every term a bite-sized description and an https link', () => {
    for (const { term, snippet, link } of terms) {
      const [definition = '', ...rest] = snippet.split('\n');
      expect(definition.split(' ').length, `${term} has no real definition`).toBeGreaterThanOrEqual(2);
      expect(definition, term).toMatch(/^[^\p{Ll}].*[.!?]$/u);
      expect(snippet, term).not.toMatch(MARKUP);
      expect(snippet, term).not.toMatch(OFFENSIVE);
      expect(snippet, term).not.toMatch(/^\(/);
      expect(snippet.length, term).toBeLessThanOrEqual(700);
      for (const line of rest) expect(line, term).toMatch(/^(?:Also called: .+\.|Example: “.+”)$/);
      expect(link, term).toMatch(/^https:\/\/en\.wikipedia\.org\/(?:wiki\/\S+|w\/index\.php\?search=\S+)$/);
    }
  });

  test('includes ten terms every student of the subject expects', () => {
    const names = new Set(terms.map((entry) => entry.term));
    expect(WELL_KNOWN[slug]?.filter((term) => !names.has(term))).toEqual([]);
  });
});

test('the manifest lists every subject with its count and versions the files', () => {
  const manifest = JSON.parse(readFileSync(path.join(dataDir, 'manifest.json'), 'utf8'));
  const hash = createHash('sha256');
  for (const slug of SLUGS) hash.update(readFileSync(path.join(dataDir, `${slug}.json`)));
  expect(manifest.version).toBe(hash.digest('hex'));
  expect(Object.keys(manifest.subjects)).toEqual(SLUGS);
  for (const slug of SLUGS) expect(manifest.subjects[slug]).toBe(readSubject(dataDir, slug).terms.length);
});

test('LICENSES.md carries the WordNet license verbatim and the FOLDOC credit', () => {
  const licenses = readFileSync(path.join(dataDir, '..', 'LICENSES.md'), 'utf8');
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
});

test('without FOLDOC the build stops and says how to install it', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'termtap-content-'));
  try {
    expect(() => buildContent({ outDir, foldocDir: path.join(outDir, 'no-foldoc-here') })).toThrow(
      FoldocMissingError,
    );
    expect(() => buildContent({ outDir, foldocDir: path.join(outDir, 'no-foldoc-here') })).toThrow(
      /apt-get install -y dict-foldoc/,
    );
    expect(readdirSync(outDir)).toEqual([]);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});

describe('the build', () => {
  const outDirs: string[] = [];
  afterAll(() => {
    for (const outDir of outDirs) rmSync(outDir, { recursive: true, force: true });
  });

  test('is deterministic and reproduces the committed data', { timeout: 180_000 }, (context) => {
    context.skip(!isFoldocInstalled(), 'dict-foldoc is not installed (apt-get install -y dict-foldoc)');
    const builds = [0, 1].map(() => {
      const outDir = mkdtempSync(path.join(tmpdir(), 'termtap-content-'));
      outDirs.push(outDir);
      buildContent({ outDir });
      return outDir;
    });
    for (const file of [...SLUGS.map((slug) => `${slug}.json`), 'manifest.json']) {
      const [first, second] = builds.map((outDir) => readFileSync(path.join(outDir, file)));
      expect(first?.equals(second ?? Buffer.alloc(0)), `${file} differs between two builds`).toBe(true);
      expect(
        first?.equals(readFileSync(path.join(dataDir, file))),
        `${file} is stale: run npm run content`,
      ).toBe(true);
    }
  });
});
