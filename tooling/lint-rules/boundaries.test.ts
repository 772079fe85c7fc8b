// The repo's Biome config (biome.json) refuses each broken boundary: every rule is shown firing on a deliberate
// violation, and staying quiet on the imports the layout allows. (biome.json cannot hold comments: Biome takes the
// options of the last override that matches a file whole, so each narrower folder there repeats the patterns of
// the wider ones; import cycles count type-only imports too.)
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const biome = join(repo, 'node_modules/.bin/biome');

/**
 * Fixture files at the paths the rules are written for. They live in a temporary copy of the layout (with the
 * repo's biome.json), so the repo's own lint run never sees them.
 */
const fixtures: Record<string, string> = {
  // An import cycle (anywhere): two API modules that import each other.
  'apps/api/src/auth/first.ts':
    "import { second } from './second.ts';\nexport const first = () => second();\n",
  'apps/api/src/auth/second.ts':
    "import { first } from './first.ts';\nexport const second = () => first();\n",
  // A screen importing another screen, by its sibling folder and by the screens folder.
  'packages/ui/src/screens/Alpha/AlphaScreen.tsx':
    "import { BetaScreen } from '../Beta/BetaScreen.tsx';\nexport const AlphaScreen = () => BetaScreen();\n",
  'packages/ui/src/screens/Alpha/AlphaPart.tsx':
    "import { BetaScreen } from '../../screens/Beta/BetaScreen.tsx';\nexport const AlphaPart = () => BetaScreen();\n",
  // packages/ui reaching the router, the payment SDK and the server.
  'packages/ui/src/components/Nav/Nav.tsx':
    "import { Link } from 'react-router-dom';\nexport const Nav = () => Link;\n",
  'packages/ui/src/payment/pay.ts':
    "import { load } from '@cashfreepayments/cashfree-js';\nexport const pay = () => load({ mode: 'sandbox' });\n",
  'packages/ui/src/app/server.ts':
    "import { createApp } from '../../../../apps/api/src/app.ts';\nexport const server = () => createApp;\n",
  // Production UI code importing mocks and test support.
  'packages/ui/src/app/handlers.ts':
    "import { defaultHandlers } from '../mocks/handlers.ts';\nexport const handlers = () => defaultHandlers;\n",
  'packages/ui/src/session/clock.ts':
    "import { InstantClock } from '../app/testing/fakes.ts';\nexport const clock = () => new InstantClock();\n",
  // The host reaching into the UI package's source.
  'apps/web/src/deep.ts':
    "import { paths } from '@termtap/ui/src/app/paths.ts';\nexport const deep = () => paths;\n",
  'apps/web/src/relative.ts':
    "import { paths } from '../../../packages/ui/src/app/paths.ts';\nexport const relative = () => paths;\n",
  // Allowed: what the layout permits raises nothing.
  'packages/ui/src/screens/Beta/BetaScreen.tsx':
    "import { Button } from '../../components/Button/Button.tsx';\nimport { useTermRows } from '../../terms/useTermRows.ts';\nimport { Row } from './Row.tsx';\nexport const BetaScreen = () => [Button, useTermRows, Row];\n",
  'packages/ui/src/screens/Beta/Row.tsx': 'export const Row = () => null;\n',
  'packages/ui/src/screens/Beta/BetaScreen.stories.tsx':
    "import { defaultHandlers } from '../../mocks/handlers.ts';\nimport { AlphaScreen } from '../Alpha/AlphaScreen.tsx';\nexport const Story = () => [defaultHandlers, AlphaScreen];\n",
  'packages/ui/src/screens/Beta/BetaScreen.test.tsx':
    "import { InstantClock } from '../../app/testing/fakes.ts';\nexport const clock = () => new InstantClock();\n",
  'apps/web/src/host.ts':
    "import { paths } from '@termtap/ui/paths';\nimport { Link } from 'react-router-dom';\nexport const host = () => [paths, Link];\n",
  'apps/web/test/host.test.ts':
    "import { defaultHandlers } from '@termtap/ui/mocks/handlers.ts';\nexport const handlers = () => defaultHandlers;\n",
};

interface Finding {
  file: string;
  rule: string;
  message: string;
}

let root = '';
let findings: Finding[] = [];

/** What `biome lint` reports, one finding per `::error` line of its GitHub reporter (file paths made relative). */
function parseGithubReport(stdout: string): Finding[] {
  return [...stdout.matchAll(/^::error title=([^,]+),file=([^,]+),[^:]*::(.*)$/gm)].map(
    ([, rule = '', file = '', message = '']) => ({ file: relative(root, file), rule, message }),
  );
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'termtap-lint-rules-'));
  await copyFile(join(repo, 'biome.json'), join(root, 'biome.json'));
  for (const [file, text] of Object.entries(fixtures)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  // Biome exits non-zero when it finds errors, which these fixtures are for: the report is read either way.
  const { stdout } = await promisify(execFile)(
    biome,
    ['lint', '--vcs-enabled=false', '--reporter=github', '.'],
    {
      cwd: root,
    },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  findings = parseGithubReport(stdout);
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const rulesFor = (file: string) =>
  findings.filter((finding) => finding.file === file).map((finding) => finding.rule);

test('an import cycle is refused in both modules that form it', () => {
  expect(rulesFor('apps/api/src/auth/first.ts')).toEqual(['lint/suspicious/noImportCycles']);
  expect(rulesFor('apps/api/src/auth/second.ts')).toEqual(['lint/suspicious/noImportCycles']);
});

test('a screen importing another screen is refused, by sibling folder or by the screens path', () => {
  for (const file of [
    'packages/ui/src/screens/Alpha/AlphaScreen.tsx',
    'packages/ui/src/screens/Alpha/AlphaPart.tsx',
  ]) {
    expect(findings.filter((finding) => finding.file === file)).toEqual([
      expect.objectContaining({
        rule: 'lint/style/noRestrictedImports',
        message: expect.stringMatching(/^A screen imports no other screen/),
      }),
    ]);
  }
});

test('packages/ui importing the router, the payment SDK or the server is refused', () => {
  for (const file of [
    'packages/ui/src/components/Nav/Nav.tsx',
    'packages/ui/src/payment/pay.ts',
    'packages/ui/src/app/server.ts',
  ]) {
    expect(findings.filter((finding) => finding.file === file)).toEqual([
      expect.objectContaining({
        rule: 'lint/style/noRestrictedImports',
        message: expect.stringMatching(/^packages\/ui knows no router/),
      }),
    ]);
  }
});

test('production UI code importing mocks or test support is refused', () => {
  for (const file of ['packages/ui/src/app/handlers.ts', 'packages/ui/src/session/clock.ts']) {
    expect(findings.filter((finding) => finding.file === file)).toEqual([
      expect.objectContaining({
        rule: 'lint/style/noRestrictedImports',
        message: expect.stringMatching(/^Production code imports no mocks/),
      }),
    ]);
  }
});

test('the host importing the UI by its source paths is refused', () => {
  for (const file of ['apps/web/src/deep.ts', 'apps/web/src/relative.ts']) {
    expect(findings.filter((finding) => finding.file === file)).toEqual([
      expect.objectContaining({
        rule: 'lint/style/noRestrictedImports',
        message: expect.stringMatching(/^The host imports the UI through the exports/),
      }),
    ]);
  }
});

test('shared folders, own-folder files, stories, tests and the package exports raise nothing', () => {
  const allowed = Object.keys(fixtures).filter((file) => /Beta|host/.test(file));
  expect(findings.filter((finding) => allowed.includes(finding.file))).toEqual([]);
  // Every finding is one of the violations above: the fixtures trip no other rule that could hide one.
  expect(findings.filter((finding) => !/noImportCycles|noRestrictedImports/.test(finding.rule))).toEqual([]);
});
