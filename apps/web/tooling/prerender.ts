// The build-time prerender (decision 0007): after the client build, every public route is rendered to static
// HTML with the app's own components (src/prerender/entry.tsx, bundled for Node by a second Vite build) and
// the same term lists the API serves (content/data), into dist/pages/<route>/index.html with brotli and gzip
// copies, and again in Hindi into dist/pages-hi/<route>/index.html (decision 0024). The server sends these files
// for their routes, by the language cookie; every other route gets the SPA shell (index.html). Any page that
// cannot be rendered fails the build.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Language } from '@termtap/ui/language';
import react from '@vitejs/plugin-react';
import { build, minifySync, type Plugin, transformWithOxc } from 'vite';
import type { PageData } from '../src/prerender/pageData.ts';
import { pageDataScript } from '../src/prerender/pageData.ts';

type ServerEntry = typeof import('../src/prerender/entry.tsx');

/** The public routes without a subject; each subject route is added from the subject table. */
export const PUBLIC_ROUTES = [
  '/',
  '/terms-and-condition',
  '/privacy-policy',
  '/cancellation-and-refund',
  '/sources',
  '/articles-plan',
] as const;

/** The folder of each language's prerendered pages in dist/ (apps/api/src/web/static.ts reads the same). */
export const pagesFolder: Record<Language, string> = { en: 'pages', hi: 'pages-hi' };

/** Where a route's prerendered page in `language` is written, relative to dist/. */
export function prerenderedFile(path: string, language: Language = 'en'): string {
  const folder = pagesFolder[language];
  return path === '/' ? `${folder}/index.html` : `${folder}${path}/index.html`;
}

/** The site's public origin for canonical links: PUBLIC_URL at build time, else termtap.in. */
function publicOrigin(): string {
  return (process.env.PUBLIC_URL?.trim() || 'https://termtap.in').replace(/\/+$/, '');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A subject's list as GET /api/pages/{subject} gives it (apps/api/src/pages/content.ts and catalog.ts): the
 * first entry of each name, sorted by the same collator; `alsoCalled` is always there, as the API client's
 * listTerms gives it. In Hindi as `?lang=hi` gives it: each term with a Hindi name carries `hindi` (its name
 * and search keys; the definition is describe's).
 */
export async function readTermList(
  contentDir: string,
  slug: string,
  language: Language = 'en',
): Promise<PageData['terms']> {
  const path = join(contentDir, `${slug}.json`);
  const raw = JSON.parse(await readFile(path, 'utf8')) as { subject?: unknown; terms?: unknown };
  if (raw.subject !== slug || !Array.isArray(raw.terms)) throw new Error(`${path} has no term list`);
  const seen = new Set<string>();
  const entries: PageData['terms'] = [];
  for (const entry of raw.terms as { term?: unknown; alsoCalled?: unknown; hindi?: unknown }[]) {
    if (typeof entry.term !== 'string' || entry.term.trim() === '')
      throw new Error(`${path}: a term has no name`);
    if (seen.has(entry.term)) continue;
    seen.add(entry.term);
    const hindi = language === 'hi' ? hindiName(entry.hindi) : undefined;
    entries.push({
      term: entry.term,
      alsoCalled: Array.isArray(entry.alsoCalled) ? entry.alsoCalled : [],
      ...(hindi ? { hindi } : {}),
    });
  }
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  entries.sort((a, b) => collator.compare(a.term, b.term) || a.term.localeCompare(b.term));
  return entries;
}

/** A content entry's `hindi` as a list item carries it: the name, and the search keys when there are any. */
function hindiName(value: unknown): { term: string; searchKeys?: string[] } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { term, searchKeys } = value as { term?: unknown; searchKeys?: unknown };
  if (typeof term !== 'string' || term.trim() === '') return undefined;
  const keys = Array.isArray(searchKeys) ? searchKeys.filter((key) => typeof key === 'string') : [];
  return keys.length > 0 ? { term, searchKeys: keys } : { term };
}

/** The shell (dist/index.html) with the page's head and markup; throws when the shell lacks a part. */
export function pageHtml(
  shell: string,
  page: {
    language: Language;
    title: string;
    description: string;
    canonical: string;
    markup: string;
    data: PageData | null;
  },
): string {
  const replaceOnce = (html: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  };
  // The page's language: the browser's fonts, hyphenation and screen readers follow it, and the app's first
  // render reads it (decision 0024).
  let html = replaceOnce(shell, /<html lang="[^"]*">/, `<html lang="${page.language}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  html = replaceOnce(
    html,
    /<\/head>/,
    `  <link rel="canonical" href="${escapeHtml(page.canonical)}" />\n  </head>`,
  );
  // The page reads without JavaScript: the shell's "needs JavaScript" note does not belong on it.
  html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  const data = page.data ? pageDataScript(page.data) : '';
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${page.markup}</div>${data}`);
}

/**
 * Puts the page's style sheets inside it (the CSP allows inline styles): the first paint then needs nothing but
 * the HTML. Each sheet leaves a disabled `<link>` (never fetched) so Vite's loader, which skips sheets already
 * linked, does not fetch it again when the screen's chunk loads.
 */
export async function inlineStyleSheets(html: string, outDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g)];
  let result = html;
  for (const [link, file] of links) {
    const css = await readFile(join(outDir, file ?? ''), 'utf8');
    // Relative url()s would resolve against the page instead of /assets/, and a closing tag would end the
    // element early.
    if (/url\(|<\/style/i.test(css)) throw new Error(`${file} cannot be inlined (url() or </style>)`);
    result = result.replace(
      link,
      () => `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`,
    );
  }
  return result;
}

async function writeWithCopies(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const bytes = Buffer.from(content);
  await writeFile(path, bytes);
  await writeFile(
    `${path}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
}

/** Bundles src/prerender/entry.tsx for Node inside the web workspace (so `react` resolves) and loads it. */
async function loadServerEntry(root: string): Promise<{ entry: ServerEntry; cleanup: () => Promise<void> }> {
  const cacheDir = join(root, 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  const outDir = await mkdtemp(join(cacheDir, 'termtap-prerender-'));
  const cleanup = () => rm(outDir, { recursive: true, force: true });
  try {
    await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      ssr: { noExternal: [/^@termtap\//] },
      build: {
        ssr: join(root, 'src/prerender/entry.tsx'),
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        rollupOptions: { output: { entryFileNames: 'entry.mjs', format: 'es' } },
      },
    });
    const entry = (await import(pathToFileURL(join(outDir, 'entry.mjs')).href)) as ServerEntry;
    return { entry, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** The lazily loaded screen module each prerendered route shows (src/routes.tsx). */
function screenModule(path: string): string {
  const screens: Record<string, string> = {
    '/': 'screens/Home/HomeScreen.tsx',
    '/terms-and-condition': 'screens/Legal/TermsAndConditions.tsx',
    '/privacy-policy': 'screens/Legal/PrivacyPolicy.tsx',
    '/cancellation-and-refund': 'screens/Legal/CancellationAndRefund.tsx',
    '/sources': 'screens/Legal/Sources.tsx',
    '/articles-plan': 'screens/Plans/PlansScreen.tsx',
  };
  return screens[path] ?? 'screens/Subject/SubjectScreen.tsx';
}

interface ChunkInfo {
  fileName: string;
  moduleId: string | null;
  imports: string[];
  css: string[];
}

/** The style sheets of a route's screen and of the chunks it imports: the prerendered markup needs them at first paint. */
function screenStyleSheets(chunks: Map<string, ChunkInfo>, path: string): string[] {
  const wanted = screenModule(path);
  const chunk = [...chunks.values()].find((candidate) => candidate.moduleId?.endsWith(`/src/${wanted}`));
  if (!chunk) throw new Error(`no chunk for ${wanted} (the screen of ${path})`);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (fileName: string) => {
    const current = chunks.get(fileName);
    if (!current || js.has(fileName)) return;
    js.add(fileName);
    for (const sheet of current.css) css.add(sheet);
    for (const imported of current.imports) visit(imported);
  };
  visit(chunk.fileName);
  return [...css];
}

/** Links the route's own style sheets in the head (inlined later), leaving out what the shell already links. */
function withStyleSheets(html: string, sheets: string[]): string {
  const links = sheets
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * Moves the start of the app after the page's first paint (decision 0009): the shell's entry `<script
 * type="module">` becomes a deferred `/boot.js` that adds it once the page has painted, and the module
 * preloads go (the entry imports its chunks, and the route's screens are loaded before hydrating).
 */
export function withStartAfterPaint(html: string): string {
  const entry = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no entry module script');
  const result = html
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g, '');
  return result.replace(
    '</head>',
    `  <script src="/boot.js" defer data-entry="${entry[1]}"></script>\n  </head>`,
  );
}

/**
 * Writes /boot.js, the start script of the prerendered pages (src/prerender/boot.ts), its types stripped and
 * minified: a classic script of its own, as the page names it, outside the app's module graph.
 */
export function bootScript(): Plugin {
  const source = join(import.meta.dirname, '../src/prerender/boot.ts');
  return {
    name: 'termtap:boot-script',
    apply: 'build',
    async generateBundle() {
      const { code } = await transformWithOxc(await readFile(source, 'utf8'), source, { lang: 'ts' });
      const minified = minifySync('boot.js', code);
      if (minified.errors.length > 0) throw new Error(`boot.ts: ${minified.errors.map(String).join('; ')}`);
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: minified.code });
    },
  };
}

export function prerender(options: { contentDir: string }): Plugin {
  let root = '';
  let outDir = '';
  let isSsrBuild = false;
  const chunks = new Map<string, ChunkInfo>();
  return {
    name: 'termtap:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    writeBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          fileName: output.fileName,
          moduleId: output.facadeModuleId,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
    },
    // Before the service worker is generated (it precaches these pages) and before the compressed copies are
    // checked.
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (isSsrBuild) return;
        const shell = await readFile(join(outDir, 'index.html'), 'utf8');
        const { entry, cleanup } = await loadServerEntry(root);
        try {
          const origin = publicOrigin();
          for (const { code: language } of entry.languages) {
            // A subject page in Hindi brings the Hindi list (each term's Hindi name), as ?lang=hi gives it.
            const pages: { path: string; data: PageData | null }[] = PUBLIC_ROUTES.map((path) => ({
              path,
              data: null,
            }));
            for (const subject of entry.subjects) {
              const terms = await readTermList(options.contentDir, subject.slug, language);
              if (terms.length === 0) throw new Error(`${subject.slug} has no terms to prerender`);
              pages.push({
                path: subject.path,
                data: { subject: subject.slug, terms, ...(language === 'en' ? {} : { language }) },
              });
            }
            for (const page of pages) {
              const where = `${page.path} (${language})`;
              const markup = await entry.renderRoute(page.path, page.data, language);
              if (!/<h1[\s>]/.test(markup))
                throw new Error(`${where} rendered no <h1>: ${markup.slice(0, 300)}`);
              // A page in Hindi whose messages were missing would render in English (its navigation at least is
              // translated).
              if (language !== 'en' && !/[\u0900-\u097F]/.test(markup)) {
                throw new Error(`${where} has no text in ${language}`);
              }
              const html = pageHtml(
                withStartAfterPaint(withStyleSheets(shell, screenStyleSheets(chunks, page.path))),
                {
                  language,
                  ...(await entry.pageTexts(page.path, language, page.data)),
                  canonical: `${origin}${page.path === '/' ? '/' : page.path}`,
                  markup,
                  data: page.data,
                },
              );
              await writeWithCopies(
                join(outDir, prerenderedFile(page.path, language)),
                await inlineStyleSheets(html, outDir),
              );
            }
          }
        } finally {
          await cleanup();
        }
      },
    },
  };
}
