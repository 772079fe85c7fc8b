import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { subjects } from '@termtap/ui/subjects';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { bootScript, PUBLIC_ROUTES, pagesFolder, prerender } from './tooling/prerender.ts';
import { serviceWorkerPages, serviceWorkerPagesFile } from './tooling/serviceWorkerPages.ts';

// `npm run dev` serves the app with live reload and forwards /api to a locally running API server.
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** The text files the server sends compressed. */
const textFile = /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest|ico|map)$/;

/**
 * A build step that reads or writes dist/ once the bundle is written and every other plugin has closed it
 * (vite-plugin-pwa writes the service worker then). A step that throws fails the build.
 */
function afterBundle(name: string, step: (outDir: string) => Promise<void>): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => step(outDir),
    },
  };
}

/**
 * Fails the build when a text file in dist/ has no brotli and gzip copies of its current content (something
 * wrote it after the compression step): the server would send a stale copy, or an uncompressed file.
 */
const checkCompressedCopies = () =>
  afterBundle('termtap:check-compressed-copies', async (outDir) => {
    const problems: string[] = [];
    const files = await readdir(outDir, { recursive: true });
    for (const file of files.filter((name) => textFile.test(name) && !name.startsWith('.vite'))) {
      const original = await readFile(join(outDir, file));
      // Brotli always shrinks a text file of this size; smaller ones may be left as they are.
      const isCopyRequired = original.length >= 1024;
      for (const [extension, decompress] of [
        ['.br', brotliDecompressSync],
        ['.gz', gunzipSync],
      ] as const) {
        const copy = join(outDir, file + extension);
        if (!(await stat(copy).catch(() => null))) {
          if (isCopyRequired) problems.push(`${file} has no ${extension} copy`);
        } else if (!decompress(await readFile(copy)).equals(original)) {
          problems.push(`${file}${extension} is stale`);
        }
      }
    }
    if (problems.length > 0) {
      throw new Error(
        `compressed copies out of date (compress after writing into dist/):\n${problems.join('\n')}`,
      );
    }
  });

/**
 * Writes brotli and gzip copies of the text files written after vite-plugin-compression2 ran: the service
 * worker and its Workbox runtime (vite-plugin-pwa writes them when the bundle is closed).
 */
const compressServiceWorker = () =>
  afterBundle('termtap:compress-service-worker', async (outDir) => {
    const files = await readdir(outDir);
    for (const file of files.filter((name) => /^(sw|workbox-[\w-]+)\.js$/.test(name))) {
      const original = await readFile(join(outDir, file));
      const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
      await writeFile(join(outDir, `${file}.br`), brotliCompressSync(original, quality));
      await writeFile(join(outDir, `${file}.gz`), gzipSync(original, { level: 9 }));
    }
  });

/** The routes with a prerendered page: the service worker answers their visits itself (decision 0024). */
const prerenderedRoutes = [...PUBLIC_ROUTES, ...subjects.map((subject) => subject.path)];

/** The worker's global of src/serviceWorker/pages.ts, as the functions Workbox copies into sw.js see it. */
type PagesWorker = typeof globalThis & {
  termtapPages: {
    matches(options: { request: Request; url: URL }): boolean;
    handle(options: { request: Request; url: URL }): Promise<Response>;
  };
};

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text file in dist/ (public files too): the API server sends them by
    // Accept-Encoding (@fastify/static preCompressed) and never compresses on the fly.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: textFile, logLevel: 'silent' }),
    // The start script of the prerendered pages (/boot.js, decision 0009), from TypeScript.
    bootScript(),
    // Static HTML of every public route (decision 0007), written with its own compressed copies.
    prerender({ contentDir: resolve(import.meta.dirname, '../../content/data') }),
    // The service worker's answer to a visit of a prerendered route, in the student's language (decision 0024).
    serviceWorkerPages(prerenderedRoutes),
    // Installable, and readable offline (decision 0007): the service worker precaches the app (its shell, every
    // script and style sheet, the prerendered pages), keeps the term lists it fetched (stale-while-revalidate)
    // and never answers auth, payment or account calls from a cache. Registered from the entry module (the CSP
    // allows no inline script); a new version takes over at once and the page reloads into it.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null,
      includeAssets: ['icons/favicon-48.png'],
      manifest: {
        name: 'TermTap',
        short_name: 'TermTap',
        description: 'Bite-sized definitions of subject terms for students.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f766e',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Hindi pages are kept once visited in Hindi, not precached (src/serviceWorker/pages.ts); the worker
        // keeps the scripts it imports itself.
        globIgnores: ['.vite/**', `${pagesFolder.hi}/**`, serviceWorkerPagesFile],
        // A visit of a prerendered route is answered by src/serviceWorker/pages.ts, with the page in the
        // student's language (English precached under its file's URL); any other route gets the shell.
        importScripts: [`/${serviceWorkerPagesFile}`],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, new RegExp(`^(${prerenderedRoutes.join('|')})$`)],
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Copied into sw.js as written: they reach the imported script through the worker's global.
            urlPattern: (options) => (globalThis as PagesWorker).termtapPages.matches(options),
            handler: (options) => (globalThis as PagesWorker).termtapPages.handle(options),
          },
          {
            urlPattern: /\/api\/(auth|checkout|me|review)(\/|$)/,
            handler: 'NetworkOnly',
          },
          {
            // GET /api/pages/<subject> (not /api/pages/search).
            urlPattern: /\/api\/pages\/(?!search(\?|$))[a-z-]+$/,
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'termtap-term-lists',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 20 },
            },
          },
        ],
      },
    }),
    compressServiceWorker(),
    checkCompressedCopies(),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
