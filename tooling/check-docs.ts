// `npm run lint` runs this: the repo must explain itself from what it holds. It fails on a citation of a
// document the repo does not hold (the team's shared folder and its upper-case file names: the repo's copies are
// docs/spec.md and its neighbours), on a reference to a numbered issue or finding of a tracker (a reader of the
// repo cannot open those; say the reason instead), and on a relative Markdown link whose file or heading does
// not exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Problem {
  /** The file, relative to the repository root, with forward slashes. */
  file: string;
  line: number;
  message: string;
}

/** What the checker needs from the file system, so a test can hand it a made-up tree. */
export interface Tree {
  /** Whether a path (relative to the root, forward slashes) names a file or folder. */
  exists(path: string): boolean;
  /** A Markdown file's text, to look up a heading a link points at; undefined when it cannot be read. */
  read(path: string): string | undefined;
}

const checkedExtensions = ['.md', '.ts', '.tsx', '.mts', '.mjs', '.js', '.css', '.yaml', '.yml', '.sh'];

/** The shared folder's names as they were cited: the upper-case file name, or the bare name before § or "decision". */
const sharedDocument =
  /\b(?:SPEC|DESIGN|STYLE|STACK)(?:\.md\b| §| decisions?\b)|\b(?:CASHFREE|CONTENT-STYLE|CONTENT)\.md\b/;
/** The word issue or finding (either case, singular or plural), then a number, with or without #. */
const trackerNumber = /\b(?:issue|finding)s? #?\d+/i;

/** Where each document now lives, for the message. */
const movedTo: Record<string, string> = {
  SPEC: 'docs/spec.md',
  DESIGN: 'docs/design.md',
  STYLE: 'docs/style.md',
  STACK: 'docs/stack.md',
  CASHFREE: 'docs/payments-cashfree.md',
  'CONTENT-STYLE': 'docs/content-style.md',
  CONTENT: 'docs/content-sources.md',
};

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown text offers: its headings' (numbered when repeated, as GitHub does). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFencedCode(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const anchor = headingAnchor(heading[1]);
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return anchors;
}

/** Blanks fenced code blocks (keeping their lines, so line numbers still count), as their text is not prose. */
function withoutFencedCode(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

/** A path relative to the root, with forward slashes, resolved against the folder of `from`. */
function resolveFrom(from: string, target: string): string {
  const parts = [...from.split('/').slice(0, -1), ...target.split('/')];
  const out: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

function linkProblems(file: string, markdown: string, tree: Tree): Problem[] {
  const problems: Problem[] = [];
  const lines = withoutFencedCode(markdown).split('\n');
  lines.forEach((rawLine, index) => {
    // Inline code is not a link: `[x](y)` in backticks is an example.
    const line = rawLine.replace(/`[^`]*`/g, '');
    const targets = [
      ...[...line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]),
      ...[...line.matchAll(/^\s*\[[^\]]+\]:\s+<?(\S+?)>?(?:\s|$)/g)].map((match) => match[1]),
    ];
    for (const target of targets) {
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const [pathPart = '', anchor] = target.split('#', 2);
      const path = pathPart === '' ? file : resolveFrom(file, decodeURIComponent(pathPart));
      if (pathPart !== '' && !tree.exists(path)) {
        problems.push({ file, line: index + 1, message: `links to ${target}, which does not exist` });
        continue;
      }
      if (anchor && path.endsWith('.md')) {
        const text = path === file ? markdown : tree.read(path);
        if (text !== undefined && !anchorsOf(text).has(anchor.toLowerCase())) {
          problems.push({
            file,
            line: index + 1,
            message: `links to ${target}: ${path} has no such heading`,
          });
        }
      }
    }
  });
  return problems;
}

/** The problems of one file's text. `file` is relative to the repository root, with forward slashes. */
export function findProblems(file: string, text: string, tree: Tree): Problem[] {
  const problems: Problem[] = [];
  text.split('\n').forEach((line, index) => {
    const shared = sharedDocument.exec(line);
    if (shared) {
      const name = /[A-Z-]+/.exec(shared[0])?.[0] ?? '';
      problems.push({
        file,
        line: index + 1,
        message: `cites "${shared[0].trim()}", which the repo does not hold: cite ${movedTo[name] ?? 'the docs/ file'}`,
      });
    }
    const tracked = trackerNumber.exec(line);
    if (tracked) {
      problems.push({
        file,
        line: index + 1,
        message: `names "${tracked[0]}": a reader of the repo cannot open it; say the behaviour or the reason`,
      });
    }
  });
  if (file.endsWith('.md')) problems.push(...linkProblems(file, text, tree));
  return problems;
}

/** The files to check: what git tracks or would track (nothing ignored), else a walk that skips build output. */
function filesUnder(root: string): string[] {
  let listed: string[];
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    listed = [];
    const skip = new Set(['node_modules', '.git', 'dist', 'storybook-static', 'test-results', 'data']);
    const walk = (folder: string) => {
      for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
        const path = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (!skip.has(entry.name)) walk(path);
        } else listed.push(path);
      }
    };
    walk('');
  }
  return listed.filter((file) => checkedExtensions.some((extension) => file.endsWith(extension)));
}

/** Checks every file of the repository at `root`. */
export function checkRepo(root: string): Problem[] {
  const tree: Tree = {
    exists: (path) => existsSync(join(root, path)),
    read: (path) => {
      try {
        return statSync(join(root, path)).isFile() ? readFileSync(join(root, path), 'utf8') : undefined;
      } catch {
        return undefined;
      }
    },
  };
  return filesUnder(root).flatMap((file) => {
    const text = tree.read(file);
    return text === undefined ? [] : findProblems(file, text, tree);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkRepo(root);
  for (const { file, line, message } of problems) {
    console.error(`${relative(process.cwd(), join(root, file)).split(sep).join('/')}:${line}: ${message}`);
  }
  if (problems.length > 0) {
    console.error(
      `check-docs: ${problems.length} problem(s); docs/ holds the spec, design and notes to cite.`,
    );
    process.exitCode = 1;
  }
}
