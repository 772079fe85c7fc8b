// Writes /sw-pages.js, the service worker's answer to a visit of a prerendered route in the student's language
// (src/serviceWorker/pages.ts, decision 0024): its types stripped and minified, after the routes and the name of
// this build's cache of Hindi pages.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minifySync, type Plugin, transformWithOxc } from 'vite';

export const serviceWorkerPagesFile = 'sw-pages.js';

export function serviceWorkerPages(routes: readonly string[]): Plugin {
  const source = join(import.meta.dirname, '../src/serviceWorker/pages.ts');
  return {
    name: 'termtap:service-worker-pages',
    apply: 'build',
    async generateBundle(_options, bundle) {
      // The build's identity: its scripts' hashed names. Hindi pages kept by an older build name scripts this
      // one does not have, so each build keeps them in a cache of its own.
      const build = createHash('sha256')
        .update(
          Object.keys(bundle)
            .filter((file) => file.endsWith('.js'))
            .sort()
            .join('\n'),
        )
        .digest('hex')
        .slice(0, 12);
      const { code } = await transformWithOxc(await readFile(source, 'utf8'), source, { lang: 'ts' });
      const constants = `const PAGE_ROUTES=${JSON.stringify(routes)};const HINDI_CACHE="termtap-pages-hi-${build}";`;
      // In a function of its own: the worker's global scope is shared with Workbox's scripts.
      const minified = minifySync(serviceWorkerPagesFile, `(() => {${constants}\n${code}\n})();`);
      if (minified.errors.length > 0) {
        throw new Error(`serviceWorker/pages.ts: ${minified.errors.map(String).join('; ')}`);
      }
      this.emitFile({ type: 'asset', fileName: serviceWorkerPagesFile, source: minified.code });
    },
  };
}
