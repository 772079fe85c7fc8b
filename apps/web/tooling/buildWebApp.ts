// Builds the web app into a folder of the caller's choice, in its own process with NODE_ENV=production:
// inside Vitest NODE_ENV is 'test', which would bundle React's development build.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function buildWebApp(outDir: string, options: { manifest?: boolean } = {}): Promise<void> {
  const args = ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  if (options.manifest) args.push('--manifest');
  await promisify(execFile)('npx', args, {
    cwd: webRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * A production build this run already made, to use instead of building again (CI builds the web app once):
 * TERMTAP_WEB_BUILD names its folder. Null when unset.
 */
export function prebuiltWebApp(options: { manifest?: boolean } = {}): string | null {
  const dir = process.env.TERMTAP_WEB_BUILD;
  if (!dir) return null;
  const required = options.manifest ? ['index.html', '.vite/manifest.json'] : ['index.html'];
  const missing = required.filter((file) => !existsSync(join(dir, file)));
  if (missing.length > 0) {
    throw new Error(
      `TERMTAP_WEB_BUILD=${dir} is not a finished build with --manifest (no ${missing.join(', ')})`,
    );
  }
  return dir;
}
