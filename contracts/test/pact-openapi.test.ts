// Proves the committed pacts and openapi.yaml agree, with PactFlow's open-source comparator, so the two
// artefacts backend teams read can never disagree; and that the check does catch a pact that breaks the spec.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Comparator } from '@pactflow/openapi-pact-comparator';
import { expect, test } from 'vitest';
import { parse } from 'yaml';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const pactsDir = join(repoRoot, 'contracts/pacts');

async function loadSpec() {
  return parse(await readFile(join(repoRoot, 'openapi.yaml'), 'utf8'));
}

type Pact = Parameters<Comparator['compare']>[0];
type Problem = Comparator['compare'] extends (pact: Pact) => AsyncGenerator<infer R> ? R : never;

async function readPact(file: string): Promise<Pact> {
  return JSON.parse(await readFile(join(pactsDir, file), 'utf8'));
}

async function problemsOf(comparator: Comparator, pact: Pact): Promise<Problem[]> {
  const problems: Problem[] = [];
  for await (const problem of comparator.compare(pact)) problems.push(problem);
  return problems;
}

test('every pact in contracts/pacts agrees with openapi.yaml (no errors, no warnings)', async () => {
  const comparator = new Comparator({ oas: await loadSpec() });
  const files = (await readdir(pactsDir)).filter((name) => name.endsWith('.json'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    expect(await problemsOf(comparator, await readPact(file)), file).toEqual([]);
  }
});

test('a pact that disagrees with openapi.yaml is reported', async () => {
  const comparator = new Comparator({ oas: await loadSpec() });
  const [file] = (await readdir(pactsDir)).filter((name) => name.endsWith('.json'));
  const pact = await readPact(file ?? '');
  const [interaction] = pact.interactions;
  if (!interaction) throw new Error(`${file} has no interactions`);

  const problems = await problemsOf(comparator, {
    ...pact,
    interactions: [{ ...interaction, request: { ...interaction.request, path: '/api/no-such-operation' } }],
  });
  expect(problems.map((problem) => problem.code)).toContain('request.path-or-method.unknown');
});
