// Proves the docs check fires on each kind of violation and stays quiet on the repo's own ways of citing.
// The violating samples are built from pieces, so this file does not trip the check itself.
import { expect, test } from 'vitest';
import { anchorsOf, findProblems, headingAnchor, type Tree } from './check-docs.ts';

const files: Record<string, string> = {
  'docs/spec.md': '# Specification\n\n## 2. Screens and routes\n',
  'docs/operations.md': '# Operating\n\n## Security policies (what the server enforces, and what to set)\n',
  'docs/decisions/README.md': '# Decision records\n',
  'README.md': '# TermTap\n',
};
const tree: Tree = {
  exists: (path) => path in files || Object.keys(files).some((file) => file.startsWith(`${path}/`)),
  read: (path) => files[path],
};
const messagesOf = (file: string, text: string) =>
  findProblems(file, text, tree).map(({ line, message }) => `${line}: ${message}`);

const sharedSpec = ['SPEC', 'md'].join('.');
const tracker = (word: string, n: number) => `${word} ${n}`;

test('a citation of a shared-folder document fails and names the repo copy', () => {
  expect(messagesOf('packages/ui/src/x.ts', `// The rules of ${sharedSpec} §5.`)).toEqual([
    `1: cites "${sharedSpec}", which the repo does not hold: cite docs/spec.md`,
  ]);
  expect(messagesOf('apps/api/src/x.ts', `/** As ${'DESIGN'} decision 11 says. */`)).toHaveLength(1);
  expect(messagesOf('src/x.tsx', `// See notes/${['CASHFREE', 'md'].join('.')}.`)[0]).toContain(
    'cite docs/payments-cashfree.md',
  );
});

test('an issue or finding number fails, in a comment, a test name or prose', () => {
  expect(
    messagesOf('apps/api/test/x.test.ts', `test('${tracker('finding', 8)}: a stranger…', () => {});`),
  ).toEqual([
    `1: names "${tracker('finding', 8)}": a reader of the repo cannot open it; say the behaviour or the reason`,
  ]);
  expect(messagesOf('docs/decisions/0001-x.md', `${tracker('Issue', 15)} wants a faster page.`)).toHaveLength(
    1,
  );
  expect(
    messagesOf('src/x.ts', `// Closes ${tracker('issue', 12)}'s ${tracker('findings', 6)} and 9.`),
  ).toHaveLength(1);
});

test("the repo's own citations pass", () => {
  expect(
    messagesOf(
      'src/x.ts',
      '// docs/spec.md §2 with docs/design.md decisions 1 and 2; docs/style.md; an issue with the cache.',
    ),
  ).toEqual([]);
});

test('a relative Markdown link to a missing file fails; existing files, folders and web links pass', () => {
  const markdown = [
    'See [the spec](spec.md), [decisions](decisions/), [the root](../README.md) and [a site](https://example.com).',
    'And [gone](old-notes.md) and ![a picture](img/missing.png).',
  ].join('\n');
  expect(messagesOf('docs/x.md', markdown)).toEqual([
    '2: links to old-notes.md, which does not exist',
    '2: links to img/missing.png, which does not exist',
  ]);
});

test('a link to a heading that is not there fails; GitHub-style anchors pass', () => {
  const markdown = [
    '[policies](docs/operations.md#security-policies-what-the-server-enforces-and-what-to-set)',
    '[routes](docs/spec.md#2-screens-and-routes) [top](#termtap)',
    '[moved](docs/operations.md#environment)',
  ].join('\n');
  expect(messagesOf('README.md', `# TermTap\n${markdown}`)).toEqual([
    '4: links to docs/operations.md#environment: docs/operations.md has no such heading',
  ]);
});

test('links inside code are examples, not links', () => {
  const markdown = ['```md', '[gone](nowhere.md)', '```', 'Write `[text](nowhere.md)` for a link.'].join(
    '\n',
  );
  expect(messagesOf('docs/x.md', markdown)).toEqual([]);
});

test('anchors follow GitHub: punctuation and code marks dropped, repeats numbered', () => {
  expect(headingAnchor('What `npm start` runs')).toBe('what-npm-start-runs');
  expect(headingAnchor('Web pages (Lighthouse)')).toBe('web-pages-lighthouse');
  expect([...anchorsOf('## Setup\n```\n# not a heading\n```\n## Setup\n')]).toEqual(['setup', 'setup-1']);
});
