// Proves the catalogue check refuses what would show a student a missing, broken or untranslated text, and
// that the committed compiled messages are what the catalogues say.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import {
  type Catalogues,
  catalogueProblems,
  compiledDir,
  compiledModule,
  languages,
  readCatalogues,
} from './i18n-catalogues.ts';

const english: Catalogues = {
  subject: { 'subject.describe': 'Describe', 'subject.left': '{count} free describes left' },
};
const hindi: Catalogues = {
  subject: { 'subject.describe': 'समझाएँ', 'subject.left': '{count} मुफ़्त विवरण बचे हैं' },
};

test('the committed catalogues keep every rule, and the compiled messages are current (`npm run i18n`)', () => {
  const all = readCatalogues();
  expect(catalogueProblems(all)).toEqual([]);
  for (const language of languages) {
    expect(readFileSync(join(compiledDir, `${language}.ts`), 'utf8')).toBe(
      compiledModule(language, all[language] ?? {}),
    );
  }
});

test('sound catalogues have no problems', () => {
  expect(catalogueProblems({ en: english, hi: hindi })).toEqual([]);
});

test('a plural is checked by the placeholders inside its choices', () => {
  const plural = (one: string, other: string) => `{count, plural, one {${one}} other {${other}}}`;
  const en = { review: { 'review.due': plural('{countText} card due', '{countText} cards due') } };
  const sound = { review: { 'review.due': plural('{countText} कार्ड', '{countText} कार्ड') } };
  const renamed = { review: { 'review.due': plural('{n} कार्ड', '{n} कार्ड') } };
  expect(catalogueProblems({ en, hi: sound })).toEqual([]);
  expect(catalogueProblems({ en, hi: renamed })).toEqual([
    'hi/review.json: "review.due" uses {count, n} but English uses {count, countText}',
  ]);
});

test('a Hindi catalogue without an English id, or with an empty text, is refused', () => {
  const { 'subject.left': _left, ...withoutLeft } = hindi.subject ?? {};
  expect(catalogueProblems({ en: english, hi: { subject: withoutLeft } })).toEqual([
    'hi/subject.json: "subject.left" is missing',
  ]);
  expect(
    catalogueProblems({ en: english, hi: { subject: { ...hindi.subject, 'subject.left': ' ' } } }),
  ).toEqual(['hi/subject.json: "subject.left" is missing']);
  expect(catalogueProblems({ en: english, hi: {} })).toEqual(['hi/subject.json: missing']);
});

test('a placeholder renamed or dropped in translation is refused', () => {
  const renamed = { subject: { ...hindi.subject, 'subject.left': '{n} मुफ़्त विवरण बचे हैं' } };
  expect(catalogueProblems({ en: english, hi: renamed })).toEqual([
    'hi/subject.json: "subject.left" uses {n} but English uses {count}',
  ]);
});

test("a plural's placeholders count, and one dropped from a Hindi plural form is refused", () => {
  const plural = (other: string) => ({
    subject: { 'subject.left': `{count, plural, one {{countText} विवरण बचा है} other {${other}}}` },
  });
  const en = {
    subject: {
      'subject.left': '{count, plural, one {{countText} describe left} other {{countText} describes left}}',
    },
  };
  expect(catalogueProblems({ en, hi: plural('{countText} विवरण बचे हैं') })).toEqual([]);
  expect(catalogueProblems({ en, hi: { subject: { 'subject.left': '{count} विवरण बचे हैं' } } })).toEqual([
    'hi/subject.json: "subject.left" uses {count} but English uses {count, countText}',
  ]);
});

test('an English text left in the Hindi catalogue, a broken ICU message and a stray id are refused', () => {
  const problems = catalogueProblems({
    en: english,
    hi: {
      subject: {
        'subject.describe': 'Describe',
        'subject.left': '{count, plural, one {# विवरण}',
        'subject.extra': 'अतिरिक्त',
      },
    },
  });
  expect(problems).toContain(
    'hi/subject.json: "subject.describe" has no Devanagari: "Describe" looks untranslated',
  );
  expect(
    problems.some((line) => line.startsWith('hi/subject.json: "subject.left" is not a valid ICU message')),
  ).toBe(true);
  expect(problems).toContain('hi/subject.json: "subject.extra" is not in English');
});

test('an id outside its area is refused', () => {
  const stray = { subject: { ...english.subject, 'layout.home': 'Home' } };
  expect(
    catalogueProblems({ en: stray, hi: { subject: { ...hindi.subject, 'layout.home': 'होम' } } }),
  ).toEqual([
    'en/subject.json: "layout.home" must start with "subject."',
    'hi/subject.json: "layout.home" must start with "subject."',
  ]);
});

test('a plural is read choice by choice: a placeholder dropped inside one choice is refused', () => {
  const plural = '{count, plural, one {{countText} term} other {{countText} terms}}';
  const en: Catalogues = { subject: { 'subject.count': plural } };
  const sound = {
    subject: { 'subject.count': '{count, plural, one {{countText} शब्द} other {{countText} शब्द}}' },
  };
  expect(catalogueProblems({ en, hi: sound })).toEqual([]);
  const dropped = { subject: { 'subject.count': '{count, plural, one {एक शब्द} other {कई शब्द}}' } };
  expect(catalogueProblems({ en, hi: dropped })).toEqual([
    'hi/subject.json: "subject.count" uses {count} but English uses {count, countText}',
  ]);
});
