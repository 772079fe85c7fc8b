// Proves `npm run content:export` gives each subject's whole served list, every term's describe text with its
// source, credit line and licence, and refuses data that is not term data with a clear message.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DATA_DIR, type DataTerm } from '../src/build.ts';
import { exportSubject, sourceLicences } from '../src/export.ts';
import { SUBJECTS } from '../src/subjects.ts';

const readData = (name: string): unknown => JSON.parse(readFileSync(path.join(DATA_DIR, name), 'utf8'));
const manifest = readData('manifest.json') as { version: string; subjects: Record<string, number> };

test('each subject exports every listed term with its describe text, source and licence', () => {
  for (const { slug } of SUBJECTS) {
    const data = readData(`${slug}.json`) as { terms: DataTerm[] };
    const exported = exportSubject(data, manifest);
    expect(exported.subject).toBe(slug);
    expect(exported.contentVersion).toBe(manifest.version);
    expect(exported.terms).toHaveLength(manifest.subjects[slug] ?? -1);
    const counted = Object.values(exported.sources).reduce((sum, source) => sum + source.terms, 0);
    expect(counted).toBe(exported.terms.length);
    for (const [index, entry] of exported.terms.entries()) {
      const source = data.terms[index];
      expect(entry.term).toBe(source?.term);
      expect(entry.description.snippet).toBe(source?.snippet);
      expect(entry.description.attribution).toBe(exported.sources[entry.description.source]?.attribution);
      expect(exported.sources[entry.description.source]?.licence).toBe(
        sourceLicences[entry.description.source].licence,
      );
    }
  }
});

test('a term is listed as GET /pages/{subject} lists it: alsoCalled only when there are other names', () => {
  const exported = exportSubject(readData('chemistry.json'), manifest);
  const aceticAcid = exported.terms.find((entry) => entry.term === 'acetic acid');
  expect(aceticAcid?.alsoCalled).toContain('ethanoic acid');
  const bare = exported.terms.find((entry) => entry.alsoCalled === undefined);
  expect(bare && Object.keys(bare)).toEqual(['term', 'description']);
});

test('data that is not term data is refused with a message naming the file', () => {
  expect(() => exportSubject({ subject: 'chemistry', terms: [{ term: 'x' }] }, manifest)).toThrow(
    'content/data/chemistry.json has an entry that is not a term',
  );
  expect(() => exportSubject({}, manifest)).toThrow(
    'A content data file must hold { subject, terms: [...] }.',
  );
});
