// `npm run content:check [-- <slug> ...] [--warnings]`: lists every entry that breaks a rule, by subject.
import { checkAll } from '../src/check.ts';
import { hindiCoverage } from '../src/hindi.ts';

const args = process.argv.slice(2);
const showWarnings = args.includes('--warnings');
const slugs = args.filter((arg) => !arg.startsWith('--'));
const { problems, sources, foldocChecked } = checkAll(slugs.length > 0 ? slugs : undefined);
const shown = problems.filter((problem) => showWarnings || !problem.warning);
for (const problem of shown) {
  const level = problem.warning ? 'warning' : 'error';
  console.log(
    `${problem.subject} · ${problem.term || '(subject)'} · ${level} ${problem.rule}: ${problem.message}`,
  );
}
const errors = problems.filter((problem) => !problem.warning).length;
const warnings = problems.length - errors;
for (const source of sources) {
  const hindi = hindiCoverage(source);
  console.log(
    `${source.subject.padEnd(45)} ${source.terms.length} terms; Hindi names ${hindi.names}/${source.terms.length}, core definitions in Hindi ${hindi.definitions}/${hindi.core}`,
  );
}
if (!foldocChecked)
  console.log('FOLDOC is not installed (apt-get install dict-foldoc): FOLDOC quotes were not compared.');
console.log(`${errors} errors, ${warnings} warnings${showWarnings ? '' : ' (--warnings lists them)'}`);
process.exit(errors > 0 ? 1 : 0);
