// @vitest-environment node
// Proves the JavaScript a browser must download before the first screen of / stays within 120 KB gzip (110 KB
// until the interface's texts moved into catalogues: decision 0025).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildWebApp, prebuiltWebApp } from '../tooling/buildWebApp.ts';

const budgetBytes = 120 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

let outDir = '';
/** A temporary folder this file built into, removed afterwards (not one it was given). */
let builtHere = '';
let manifest: Record<string, ManifestChunk> = {};
let indexHtml = '';

beforeAll(async () => {
  // A fresh build every run: this run's (CI builds once, TERMTAP_WEB_BUILD) or one into a temporary folder, so
  // the figure never comes from a stale dist/.
  outDir = prebuiltWebApp({ manifest: true }) ?? '';
  if (!outDir) {
    builtHere = await mkdtemp(join(tmpdir(), 'termtap-web-budget-'));
    outDir = builtHere;
    await buildWebApp(outDir, { manifest: true });
  }
  manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
}, 180_000);

afterAll(async () => {
  if (builtHere) await rm(builtHere, { recursive: true, force: true });
});

function chunkKeyFor(source: string): string {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(source));
  if (!key) throw new Error(`No chunk for ${source} in the build manifest`);
  return key;
}

/** The chunk files of the given manifest keys and of everything they import statically (not the lazy ones). */
function staticClosure(keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * The files index.html loads as scripts, then every chunk they import statically. A script from public/ (not
 * bundled, so not in the manifest, e.g. theme.js) counts as it is.
 */
function entryFiles(): string[] {
  const scripts = [...indexHtml.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1] ?? '');
  const publicScripts = scripts.filter((file) => !file.startsWith('assets/'));
  const keys = scripts
    .filter((file) => file.startsWith('assets/'))
    .map((file) => {
      const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file === file);
      if (!key) throw new Error(`index.html loads ${file}, which the build manifest does not list`);
      return key;
    });
  return [...publicScripts, ...staticClosure(keys)];
}

async function gzipTotal(files: string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(outDir, file))).length;
  return total;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the entry scripts of / fit in 120 KB gzip', async () => {
  const files = entryFiles();
  expect(files.length).toBeGreaterThan(0);
  const total = await gzipTotal(files);
  console.info(`web entry: ${kib(total)} gzip in ${files.length} file(s)`);
  expect(total).toBeLessThanOrEqual(budgetBytes);
});

test('the entry plus the landing screen it loads for / fit in 120 KB gzip too', async () => {
  const files = new Set([...entryFiles(), ...staticClosure([chunkKeyFor('screens/Home/HomeScreen.tsx')])]);
  const total = await gzipTotal([...files]);
  console.info(`web entry + landing screen: ${kib(total)} gzip in ${files.size} file(s)`);
  expect(total).toBeLessThanOrEqual(budgetBytes);
});

test('every screen and the Cashfree SDK loader are loaded only when needed', () => {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const lazySources = [
    'screens/Home/HomeScreen.tsx',
    'screens/Subject/SubjectScreen.tsx',
    'screens/Plans/PlansScreen.tsx',
    'screens/PaymentStatus/PaymentStatusScreen.tsx',
    'screens/ForgotPassword/ForgotPasswordScreen.tsx',
    'screens/ResetPassword/ResetPasswordScreen.tsx',
    'screens/Legal/TermsAndConditions.tsx',
    'screens/Legal/PrivacyPolicy.tsx',
    'screens/Legal/CancellationAndRefund.tsx',
    'screens/Legal/Sources.tsx',
    'screens/Search/SearchScreen.tsx',
    'screens/MyTerms/MyTermsScreen.tsx',
    'screens/Review/ReviewScreen.tsx',
    'screens/Quiz/QuizScreen.tsx',
    'screens/Account/AccountScreen.tsx',
    'screens/Account/ReceiptScreen.tsx',
    'components/LoginRequiredModal/LoginRequiredModal.tsx',
    '@cashfreepayments/cashfree-js/dist/script.esm.js',
    // The service worker's registration, after the page has loaded (decision 0007).
    'virtual:pwa-register',
    // Hindi's messages, when a page starts in Hindi or the student picks it (decision 0023).
    'i18n/generated/hi.ts',
  ];
  // The entry's own lazy imports and those of the chunks it loads with it (the i18n chunk loads Hindi).
  const entryChunks = new Set(entryFiles());
  const lazy = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk === entry || entryChunks.has(chunk.file))
      .flatMap((chunk) => chunk.dynamicImports ?? []),
  );
  expect([...lazy].toSorted()).toEqual(lazySources.map(chunkKeyFor).toSorted());
});

test('the Cashfree SDK script address appears in one lazy chunk, not in the entry', async () => {
  for (const file of entryFiles()) {
    expect(await readFile(join(outDir, file), 'utf8')).not.toContain('sdk.cashfree.com');
  }
  const sdkChunks = [];
  for (const { file } of Object.values(manifest)) {
    if (file.endsWith('.js') && (await readFile(join(outDir, file), 'utf8')).includes('sdk.cashfree.com')) {
      sdkChunks.push(file);
    }
  }
  expect(sdkChunks).toEqual([
    manifest[chunkKeyFor('@cashfreepayments/cashfree-js/dist/script.esm.js')]?.file,
  ]);
});

test('index.html has no inline script (the CSP forbids them)', () => {
  const scripts = [...indexHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\ssrc="/);
    expect(body?.trim()).toBe('');
  }
});
