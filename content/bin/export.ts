// `npm run content:export [-- --out <dir>]`: the term data for another backend, one JSON per subject
// (src/export.ts says the shape), with LICENSES.md beside them. Default folder: content/export (not committed).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { exportSubject } from '../src/export.ts';
import { SUBJECTS } from '../src/subjects.ts';

const contentDir = fileURLToPath(new URL('../', import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
const outDir = resolve(values.out ?? join(contentDir, 'export'));

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(contentDir, 'data', file), 'utf8'));
const manifest = readJson('manifest.json');
mkdirSync(outDir, { recursive: true });
for (const { slug } of SUBJECTS) {
  const exported = exportSubject(readJson(`${slug}.json`), manifest);
  writeFileSync(join(outDir, `${slug}.json`), `${JSON.stringify(exported, null, 2)}\n`);
  console.log(`${join(outDir, `${slug}.json`)}: ${exported.terms.length} terms`);
}
copyFileSync(join(contentDir, 'LICENSES.md'), join(outDir, 'LICENSES.md'));
console.log(`${join(outDir, 'LICENSES.md')}: the sources' licences`);
