// Proves the committed generated types are what `npm run gen` makes from openapi.yaml today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const here = new URL('..', import.meta.url).pathname;

test('the committed schema.ts matches a fresh generation from openapi.yaml', () => {
  const fresh = join(mkdtempSync(join(tmpdir(), 'termtap-gen-')), 'schema.ts');
  execFileSync(
    process.execPath,
    [
      join(here, '../../node_modules/openapi-typescript/bin/cli.js'),
      join(here, '../../openapi.yaml'),
      '--enum-values',
      '-o',
      fresh,
    ],
    { stdio: 'pipe' },
  );
  const committed = readFileSync(join(here, 'src/generated/schema.ts'), 'utf8');
  expect(readFileSync(fresh, 'utf8') === committed, 'run `npm run gen` and commit the result').toBe(true);
  // Generating takes about 2 s, but well over 5 s on a busy machine (the test suite runs in parallel).
}, 30_000);
