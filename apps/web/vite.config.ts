import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

// `npm run dev` serves the app with live reload and forwards /api to a locally running API server.
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** The text files the server sends compressed. */
const textFile = /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest|ico|map)$/;

/**
 * Fails the build when a text file in dist/ has no brotli and gzip copies of its current content (something
 * wrote it after the compression step): the server would send a stale copy, or an uncompressed file.
 */
function checkCompressedCopies(): Plugin {
  let outDir = '';
  return {
    name: 'termtap:check-compressed-copies',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
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
          this.error(
            `compressed copies out of date (compress after writing into dist/):\n${problems.join('\n')}`,
          );
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text file in dist/ (public files too): the API server sends them by
    // Accept-Encoding (@fastify/static preCompressed) and never compresses on the fly.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: textFile, logLevel: 'silent' }),
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
