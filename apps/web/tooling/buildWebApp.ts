// Builds the web app into a folder of the caller's choice, in its own process with NODE_ENV=production:
// inside Vitest NODE_ENV is 'test', which would bundle React's development build.
import { execFile } from 'node:child_process';
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
