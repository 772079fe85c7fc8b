// @vitest-environment node
// Proves the build prerenders every public route in Hindi as well as English (decision 0024): a page that paints
// in Hindi before any script runs, with its title and description in Hindi, and the service worker set up to
// answer visits in the student's language.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { subjects } from '@termtap/ui/subjects';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildWebApp, prebuiltWebApp } from '../tooling/buildWebApp.ts';
import { PUBLIC_ROUTES, prerenderedFile } from '../tooling/prerender.ts';

const devanagari = /[\u0900-\u097F]/;

interface ShownSample {
  term: string;
  parts: { definition: string };
  hindi?: { term: string; definition?: string };
}
const routes = [...PUBLIC_ROUTES, ...subjects.map((subject) => subject.path)];

let outDir = '';
let builtHere = '';

beforeAll(async () => {
  outDir = prebuiltWebApp() ?? '';
  if (!outDir) {
    builtHere = await mkdtemp(join(tmpdir(), 'termtap-web-hindi-'));
    outDir = builtHere;
    await buildWebApp(outDir);
  }
}, 180_000);

afterAll(async () => {
  if (builtHere) await rm(builtHere, { recursive: true, force: true });
});

const page = (path: string, language: 'en' | 'hi') =>
  readFile(join(outDir, prerenderedFile(path, language)), 'utf8');
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';

test('every public route has a Hindi page in <html lang="hi">, with its title, description and navigation in Hindi', async () => {
  for (const path of routes) {
    const html = await page(path, 'hi');
    expect(html, path).toMatch(/^<!doctype html>\s*<html lang="hi">/);
    expect(titleOf(html), path).toMatch(devanagari);
    expect(titleOf(html), path).toContain('TermTap');
    expect(descriptionOf(html), path).toMatch(devanagari);
    expect(html, path).toMatch(/<h1[\s>]/);
    expect(html, path).toMatch(/aria-label="मुख्य"/);
    expect(html, path).toMatch(/<a [^>]*href="\/">होम<\/a>/);
    // The switch offers English, in English.
    expect(html, path).toMatch(/<button [^>]*lang="en"[^>]*>English<\/button>/);
    // Starts after the paint like the English page, and sent compressed.
    expect(html, path).toMatch(/<script src="\/boot\.js" defer data-entry="\/assets\/[^"]+\.js"><\/script>/);
    const file = join(outDir, prerenderedFile(path, 'hi'));
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString(), path).toBe(html);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString(), path).toBe(html);
  }
});

test("the Hindi landing page's sample describe is in Hindi from the first paint, its English folded beneath", async () => {
  const home = await page('/', 'hi');
  // The first sample shown, as the content build wrote it (content/data/showcase.json).
  const showcase = JSON.parse(
    await readFile(new URL('../../../content/data/showcase.json', import.meta.url), 'utf8'),
  );
  const osmosis: ShownSample = showcase.samples[0];
  expect(osmosis.term).toBe('osmosis');
  expect(osmosis.hindi?.term).toBe('परासरण');
  const hindiDefinition = osmosis.hindi?.definition ?? 'missing';
  expect(hindiDefinition).toMatch(/^अर्धपारगम्य झिल्ली/);
  expect(home).toMatch(/<span lang="hi"[^>]*>परासरण<\/span>/);
  expect(home).toContain(hindiDefinition);
  expect(home).toContain('अंग्रेज़ी में पढ़ें');
  // The English definition is still there, in the folded part; the English page has no Hindi definition.
  expect(home).toContain(osmosis.parts.definition);
  expect(await page('/', 'en')).not.toContain(hindiDefinition);
});

test('the English pages are as before: lang="en", English titles and descriptions word for word', async () => {
  const chemistry = await page('/chemistry', 'en');
  expect(chemistry).toMatch(/<html lang="en">/);
  expect(titleOf(chemistry)).toBe('Chemistry Terms · TermTap');
  expect(descriptionOf(chemistry)).toMatch(
    /^\d+ chemistry terms with bite-sized definitions for students: .+ and more\. Browse free on TermTap\.$/,
  );
  expect(chemistry).toMatch(/<h1[^>]*>Chemistry Terms<\/h1>/);
  const home = await page('/', 'en');
  expect(titleOf(home)).toBe('TermTap: understand any term in seconds');
  expect(descriptionOf(home)).toBe('TermTap: bite-sized definitions of subject terms for students.');
  expect(home).toMatch(/<a [^>]*href="\/">Home<\/a>/);
  expect(home).toMatch(/<button [^>]*lang="hi"[^>]*>हिन्दी<\/button>/);

  const chemistryHindi = await page('/chemistry', 'hi');
  expect(titleOf(chemistryHindi)).toBe('रसायन विज्ञान शब्दावली · TermTap');
  expect(descriptionOf(chemistryHindi)).toMatch(/^रसायन विज्ञान शब्दावली: \d+ शब्द, .*absorption/);
});

test('the service worker precaches the English pages, not the Hindi ones, and imports its page handler', async () => {
  const worker = await readFile(join(outDir, 'sw.js'), 'utf8');
  expect(worker).toContain('importScripts("/sw-pages.js")');
  for (const path of routes) {
    expect(worker, path).toContain(`"${prerenderedFile(path, 'en')}"`);
    expect(worker, path).not.toContain(prerenderedFile(path, 'hi'));
  }
  const handler = await readFile(join(outDir, 'sw-pages.js'), 'utf8');
  for (const path of routes) expect(handler, path).toContain(`\`${path}\``);
  expect(handler).toMatch(/termtap-pages-hi-[0-9a-f]{12}/);
  expect(existsSync(join(outDir, 'sw-pages.js.br'))).toBe(true);
});
