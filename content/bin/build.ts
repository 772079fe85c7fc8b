// `npm run content`: checks the sources, then writes content/data (the API loads it at start when it changed).
import { buildContent, DATA_DIR, writeContent } from '../src/build.ts';
import { checkAll } from '../src/check.ts';

const errors = checkAll().problems.filter((problem) => !problem.warning);
if (errors.length > 0 && !process.argv.includes('--force')) {
  console.error(
    `${errors.length} entries break the content rules; run \`npm run content:check\` to list them.`,
  );
  process.exit(1);
}
const result = buildContent();
writeContent(result);
for (const [slug, count] of Object.entries(result.counts)) console.log(`${slug.padEnd(45)} ${count}`);
console.log(`Wrote ${DATA_DIR} (version ${result.version})`);
