// Saves the pact the consumer tests wrote into contracts/pacts, and only when every one of them passed.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { pactFile, pactFileName, pactsDir } from '../../src/pactFiles.ts';
import { stagingDir } from './pact.ts';

afterAll(() => rmSync(stagingDir, { recursive: true, force: true }));

test('the pact holds one interaction per consumer test and is saved in contracts/pacts', ({ task }) => {
  const consumerTests = task.file.tasks.flatMap((child) =>
    child.type === 'suite' && child.name.startsWith('consumer:') ? child.tasks : [],
  );
  const notPassed = consumerTests
    .filter((child) => child.result?.state !== 'pass')
    .map((child) => child.name);
  expect(notPassed, 'consumer tests that did not pass (contracts/pacts is left as it was)').toEqual([]);

  const staged = readFileSync(join(stagingDir, pactFileName), 'utf8');
  const pact: unknown = JSON.parse(staged);
  const interactions =
    typeof pact === 'object' && pact !== null && 'interactions' in pact && Array.isArray(pact.interactions)
      ? pact.interactions
      : [];
  // Fewer interactions than tests means two tests share a description and state, and one overwrote the other.
  expect(interactions).toHaveLength(consumerTests.length);

  // Pact writes the same bytes for the same interactions, so an unchanged contract leaves the file untouched.
  if (existsSync(pactFile) && readFileSync(pactFile, 'utf8') === staged) return;
  mkdirSync(pactsDir, { recursive: true });
  const partial = `${pactFile}.${process.pid}.tmp`;
  writeFileSync(partial, staged);
  renameSync(partial, pactFile);
});
