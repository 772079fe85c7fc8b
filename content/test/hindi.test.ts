// The Hindi rules: each fires on the fault it names, and a well-written entry passes them all.
import { describe, expect, test } from 'vitest';
import {
  checkHindi,
  checkHindiRecord,
  HINDI_COMPLETE_SUBJECTS,
  hindiCoverage,
  strayLatin,
} from '../src/hindi.ts';
import type { TermRecord } from '../src/records.ts';

const atom = (hindi: TermRecord['hindi']): TermRecord => ({
  term: 'atom',
  definition: 'The smallest particle of an element that takes part in a chemical reaction.',
  source: 'termtap',
  link: 'https://en.wikipedia.org/wiki/Atom',
  ...(hindi ? { hindi } : {}),
});

const GOOD = {
  term: 'परमाणु',
  definition:
    'किसी तत्व का वह सबसे छोटा कण जो रासायनिक अभिक्रिया में भाग लेता है; इसमें धनावेशित नाभिक (nucleus) के चारों ओर इलेक्ट्रॉन होते हैं। जैसे H₂O में दो H परमाणु हैं।',
  searchKeys: ['parmanu'],
};

const rulesFired = (record: TermRecord, isCore = true) =>
  checkHindiRecord('chemistry', record, isCore).map((problem) => problem.rule);

describe('a record’s Hindi', () => {
  test('a well-written name and definition break no rule', () => {
    expect(checkHindiRecord('chemistry', atom(GOOD), true)).toEqual([]);
  });

  test('a name that is not Devanagari, or a search key in neither script, is refused', () => {
    expect(rulesFired(atom({ ...GOOD, term: 'परमाणु (atom)' }))).toContain('hindi-name');
    expect(rulesFired(atom({ ...GOOD, searchKeys: ['Parmanu!'] }))).toContain('hindi-search-key');
  });

  test('English words outside brackets are the mark of an untranslated sentence', () => {
    const definition = 'किसी element का सबसे छोटा कण जो रासायनिक अभिक्रिया में भाग लेता है।';
    expect(rulesFired(atom({ ...GOOD, definition }))).toContain('hindi-latin');
    expect(strayLatin(definition)).toEqual(['element']);
  });

  test('formulas, symbols, units and capital abbreviations may stay in Latin; bracketed English may too', () => {
    expect(strayLatin('H₂O, NaCl, Fe³⁺, pH 7, 5 mol, DNA और CPU (central processing unit)।')).toEqual([]);
  });

  test('a definition that is mostly English, too short, or ends without a purna viram is refused', () => {
    expect(
      rulesFired(atom({ ...GOOD, definition: 'परमाणु (the smallest particle of an element in a reaction)।' })),
    ).toContain('hindi-script');
    expect(rulesFired(atom({ ...GOOD, definition: 'सबसे छोटा कण।' }))).toContain('hindi-length');
    expect(rulesFired(atom({ ...GOOD, definition: GOOD.definition.replace(/।$/, '.') }))).toContain(
      'hindi-danda',
    );
  });

  test('the study-only line is the describe’s, not the definition’s', () => {
    const definition = `${GOOD.definition} केवल अध्ययन के लिए — चिकित्सीय सलाह नहीं।`;
    expect(rulesFired(atom({ ...GOOD, definition }))).toContain('hindi-study-only');
  });

  test('a missing name or core definition warns until the subject is marked complete, then fails', () => {
    const missingName = checkHindiRecord('unfinished-subject', atom(undefined), true);
    expect(missingName.map((problem) => [problem.rule, problem.warning])).toEqual([['hindi-name', true]]);
    const { definition: _, ...nameOnly } = GOOD;
    expect(checkHindiRecord('unfinished-subject', atom(nameOnly), false)).toEqual([]);
    HINDI_COMPLETE_SUBJECTS.add('unfinished-subject');
    try {
      const missingDefinition = checkHindiRecord('unfinished-subject', atom(nameOnly), true);
      expect(missingDefinition.map((problem) => [problem.rule, problem.warning])).toEqual([
        ['hindi-definition', undefined],
      ]);
    } finally {
      HINDI_COMPLETE_SUBJECTS.delete('unfinished-subject');
    }
  });
});

describe('across the lists', () => {
  const core = () => ['atom'];

  test('the same sense has one Hindi name in every subject', () => {
    const problems = checkHindi(
      [
        { subject: 'chemistry', terms: [atom(GOOD)] },
        { subject: 'biotechnology', terms: [atom({ ...GOOD, term: 'अणु' })] },
      ],
      core,
    );
    expect(problems.map((problem) => [problem.subject, problem.rule])).toEqual([
      ['biotechnology', 'hindi-consistent'],
    ]);
  });

  test('a known trap fails with the wrong standard term', () => {
    const problems = checkHindi([{ subject: 'chemistry', terms: [atom({ ...GOOD, term: 'अणु' })] }], core);
    expect(problems.map((problem) => problem.rule)).toEqual(['hindi-fact']);
  });

  test('coverage counts names and core definitions', () => {
    const { definition: _, ...nameOnly } = GOOD;
    const source = {
      subject: 'chemistry',
      terms: [atom(GOOD), { ...atom(nameOnly), term: 'ion' }, { ...atom(undefined), term: 'mole' }],
    };
    expect(hindiCoverage(source, () => ['atom', 'ion'])).toEqual({ names: 2, definitions: 1, core: 2 });
  });
});
