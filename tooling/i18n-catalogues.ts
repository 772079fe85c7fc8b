// `npm run i18n`: checks the interface's message catalogues and compiles them for the app.
//
// Translators edit packages/ui/src/i18n/catalogues/<language>/<area>.json: flat objects of message id → ICU
// message ("{count, plural, one {# term} other {# terms}}"). English is the source; every other language must
// have the same files, the same ids and the same placeholders, and a Hindi text must be written in Devanagari.
// The script writes packages/ui/src/i18n/generated/<language>.ts (Lingui's compiled form, so the browser parses
// no ICU at run time). `--check` writes nothing and fails when a catalogue breaks a rule or a compiled file is
// stale; `npm run lint` runs it, so CI refuses a missing key.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

export const cataloguesDir = fileURLToPath(new URL('../packages/ui/src/i18n/catalogues', import.meta.url));
export const compiledDir = fileURLToPath(new URL('../packages/ui/src/i18n/generated', import.meta.url));
export const sourceLanguage = 'en';
export const languages = ['en', 'hi'] as const;

/** One language's catalogues: area (file name) → id → message. */
export type Catalogues = Record<string, Record<string, string>>;

const devanagari = /[\u0900-\u097F]/;

/** Reads every catalogue of every language from `dir`. */
export function readCatalogues(dir = cataloguesDir): Record<string, Catalogues> {
  const all: Record<string, Catalogues> = {};
  for (const language of readdirSync(dir)) {
    const areas: Catalogues = {};
    for (const file of readdirSync(join(dir, language)).filter((name) => name.endsWith('.json'))) {
      areas[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, language, file), 'utf8'));
    }
    all[language] = areas;
  }
  return all;
}

/** The argument names a compiled message uses ({count}, {date}, the plural's value). */
function placeholders(message: CompiledMessage, names = new Set<string>()): Set<string> {
  if (typeof message === 'string') return names;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , choices] = token;
    names.add(name);
    if (choices && typeof choices === 'object') {
      // A plural's choices also hold its `offset` (undefined when the message has none): not a message.
      for (const choice of Object.values(choices)) {
        if (typeof choice === 'string' || Array.isArray(choice))
          placeholders(choice as CompiledMessage, names);
      }
    }
  }
  return names;
}

/** Every rule a set of catalogues breaks, one readable line each (empty when they are sound). */
export function catalogueProblems(all: Record<string, Catalogues>): string[] {
  const problems: string[] = [];
  const source = all[sourceLanguage] ?? {};
  for (const language of Object.keys(all)) {
    if (!(languages as readonly string[]).includes(language)) {
      problems.push(`${language}: not a language of the app (${languages.join(', ')})`);
    }
  }
  for (const language of languages) {
    const areas = all[language];
    if (!areas) {
      problems.push(`${language}: no catalogues`);
      continue;
    }
    for (const area of Object.keys(areas)) {
      if (!source[area]) problems.push(`${language}/${area}.json: English has no such catalogue`);
    }
    for (const [area, sourceMessages] of Object.entries(source)) {
      const messages = areas[area];
      if (!messages) {
        problems.push(`${language}/${area}.json: missing`);
        continue;
      }
      for (const id of Object.keys(messages)) {
        if (!id.startsWith(`${area}.`))
          problems.push(`${language}/${area}.json: "${id}" must start with "${area}."`);
        if (!(id in sourceMessages)) problems.push(`${language}/${area}.json: "${id}" is not in English`);
      }
      for (const [id, sourceText] of Object.entries(sourceMessages)) {
        const text = messages[id];
        if (typeof text !== 'string' || text.trim() === '') {
          problems.push(`${language}/${area}.json: "${id}" is missing`);
          continue;
        }
        let compiled: CompiledMessage;
        let sourceCompiled: CompiledMessage;
        try {
          compiled = compileMessageOrThrow(text);
          sourceCompiled = compileMessageOrThrow(sourceText);
        } catch (error) {
          problems.push(
            `${language}/${area}.json: "${id}" is not a valid ICU message (${(error as Error).message})`,
          );
          continue;
        }
        const expected = [...placeholders(sourceCompiled)].sort().join(', ');
        const actual = [...placeholders(compiled)].sort().join(', ');
        if (expected !== actual) {
          problems.push(`${language}/${area}.json: "${id}" uses {${actual}} but English uses {${expected}}`);
        }
        // A Hindi text with no Devanagari is an English text left untranslated (names such as "TermTap" are
        // kept out of the catalogues).
        if (language === 'hi' && !devanagari.test(text) && /[A-Za-z]{2}/.test(text)) {
          problems.push(`hi/${area}.json: "${id}" has no Devanagari: "${text}" looks untranslated`);
        }
      }
    }
  }
  return problems;
}

/** The TypeScript module of one language's compiled messages. */
export function compiledModule(language: string, areas: Catalogues): string {
  const messages: Record<string, CompiledMessage> = {};
  for (const area of Object.keys(areas).sort()) {
    for (const [id, text] of Object.entries(areas[area] ?? {})) messages[id] = compileMessageOrThrow(text);
  }
  const lines = [
    `// Written by \`npm run i18n\` from catalogues/${language}/*.json: edit those, not this file.`,
    'export const messages = {',
    ...Object.entries(messages).map(
      ([id, message]) => `  ${JSON.stringify(id)}: ${JSON.stringify(message)},`,
    ),
    '};',
  ];
  if (language === sourceLanguage)
    lines.push(
      '',
      '/** Every message id the interface may show. */',
      'export type MessageId = keyof typeof messages;',
    );
  return `${lines.join('\n')}\n`;
}

function main() {
  const check = process.argv.includes('--check');
  const all = readCatalogues();
  const problems = catalogueProblems(all);
  if (problems.length > 0) {
    console.error(`The message catalogues break ${problems.length} rule(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const stale: string[] = [];
  for (const language of languages) {
    const file = join(compiledDir, `${language}.ts`);
    const module = compiledModule(language, all[language] ?? {});
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {}
    if (current === module) continue;
    if (check) stale.push(file);
    else writeFileSync(file, module);
  }
  if (stale.length > 0) {
    console.error(`Compiled messages are stale (run npm run i18n): ${stale.join(', ')}`);
    process.exit(1);
  }
  const count = Object.values(all[sourceLanguage] ?? {}).reduce(
    (sum, area) => sum + Object.keys(area).length,
    0,
  );
  console.log(`${count} messages in ${languages.length} languages: ${check ? 'checked' : 'compiled'}.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
