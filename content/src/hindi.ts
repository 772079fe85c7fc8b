// The Hindi side of each record (docs/content-style.md, "Hindi"): the standard Hindi term of every entry and a
// Hindi definition for every core term, held to rules a Hindi-medium teacher would apply.
import { readCore, type SubjectSource, type TermRecord } from './records.ts';
import type { Problem } from './rules.ts';
import { SUBJECTS } from './subjects.ts';
import { foldKey } from './text.ts';

/** The medicine describe's last line, in Hindi (the English one is `STUDY_ONLY` in records.ts). */
export const STUDY_ONLY_HINDI = 'केवल अध्ययन के लिए — चिकित्सीय सलाह नहीं।';

/**
 * Subjects whose Hindi is complete (all ten): every entry has its Hindi name and every core term its Hindi definition.
 * For these, a missing name or definition is an error; for the rest, a warning that counts what is left.
 */
export const HINDI_COMPLETE_SUBJECTS = new Set<string>(SUBJECTS.map((subject) => subject.slug));

export const MAX_HINDI_NAME_LENGTH = 60;
export const MIN_HINDI_DEFINITION_WORDS = 6;
export const MAX_HINDI_DEFINITION_WORDS = 60;

/** Devanagari letters and signs, digits, spaces, hyphens, dashes and the joiners some conjuncts need. */
const HINDI_NAME = /^(?:[\u0900-\u097F0-9 \-–]|\u200C|\u200D)+$/u;
const LATIN_KEY = /^[a-z][a-z' -]*$/;
/** Latin that Hindi text keeps as it is: chemical formulas and element symbols (H₂O, NaCl, CO₂, Fe³⁺). */
const FORMULA = /^(?:[A-Z][a-z]?[0-9₀-₉]*)+[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]*$/u;
/** Abbreviations written in capitals (DNA, CPU, WHO, NEET), with an optional plural s. */
const ABBREVIATION = /^[A-Z0-9]{2,8}s?$/;
/** Units and symbols a Hindi textbook writes in Latin letters. */
const UNITS = new Set(
  'pH pKa mol kg g mg µg mL L m cm mm µm nm km s ms K Hz kHz MHz GHz dB V mV kV A mA W kW J kJ cal kcal Pa kPa atm eV IU x y z n'.split(
    ' ',
  ),
);

/** Latin words outside brackets that Hindi text would not keep: the mark of an untranslated sentence. */
export function strayLatin(text: string): string[] {
  const outsideBrackets = text.replace(/\([^)]*\)/g, ' ');
  const words = outsideBrackets.match(/[A-Za-zµ][A-Za-z0-9₀-₉⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻µ]*/gu) ?? [];
  return words.filter((word) => !FORMULA.test(word) && !ABBREVIATION.test(word) && !UNITS.has(word));
}

/** The share of letters that are Devanagari, bracketed English counted too (a bracket is for a term, not prose). */
export function devanagariShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 0;
  return letters.filter((letter) => /[\u0900-\u097F]/u.test(letter)).length / letters.length;
}

function hindiWordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Known traps: the Hindi name a record must carry (CSTT's standard term). */
export interface HindiFact {
  subject: string;
  term: string;
  name: RegExp;
}

export const HINDI_FACTS: HindiFact[] = [
  { subject: 'chemistry', term: 'atom', name: /^परमाणु$/ },
  { subject: 'chemistry', term: 'oxidation', name: /^ऑक्सीकरण$/ },
  { subject: 'chemistry', term: 'catalyst', name: /^उत्प्रेरक$/ },
  // chemistry: pairs a student mixes up, and terms where a loose everyday word is not the textbook one
  { subject: 'chemistry', term: 'base', name: /^क्षारक$/ },
  { subject: 'chemistry', term: 'alkali', name: /^क्षार$/ },
  { subject: 'chemistry', term: 'adsorption', name: /^अधिशोषण$/ },
  { subject: 'chemistry', term: 'absorption', name: /^अवशोषण$/ },
  { subject: 'chemistry', term: 'reduction', name: /^अपचयन$/ },
  { subject: 'chemistry', term: 'colligative property', name: /^अणुसंख्य गुणधर्म$/ },
  { subject: 'chemistry', term: 'empirical formula', name: /^मूलानुपाती सूत्र$/ },
  { subject: 'chemistry', term: 'isobar', name: /^समभारिक$/ },
  // biotechnology: the biology word is not the chemistry or everyday one (nucleus of a cell is केंद्रक, not नाभिक)
  { subject: 'biotechnology', term: 'nucleus', name: /^केंद्रक$/ },
  { subject: 'biotechnology', term: 'translation', name: /^स्थानांतरण$/ },
  { subject: 'biotechnology', term: 'transcription', name: /^अनुलेखन$/ },
  { subject: 'biotechnology', term: 'replication', name: /^प्रतिकृतियन$/ },
  { subject: 'biotechnology', term: 'vector', name: /^संवाहक$/ },
  { subject: 'biotechnology', term: 'antibody', name: /^प्रतिरक्षी$/ },
  { subject: 'biotechnology', term: 'antigen', name: /^प्रतिजन$/ },
  { subject: 'biotechnology', term: 'allele', name: /^युग्मविकल्पी$/ },
  { subject: 'biotechnology', term: 'mitochondrion', name: /^सूत्रकणिका$/ },
  // medical-terms: the clinical term, not the biotechnology or everyday one
  { subject: 'medical-terms', term: 'vector', name: /^रोगवाहक$/ },
  { subject: 'medical-terms', term: 'inflammation', name: /^शोथ$/ },
  { subject: 'medical-terms', term: 'anaemia', name: /^अरक्तता$/ },
  { subject: 'medical-terms', term: 'oedema', name: /^शोफ$/ },
  { subject: 'medical-terms', term: 'hypertension', name: /^अतिरक्तदाब$/ },
  { subject: 'medical-terms', term: 'tuberculosis', name: /^क्षयरोग$/ },
  { subject: 'medical-terms', term: 'epidemic', name: /^महामारी$/ },
  { subject: 'medical-terms', term: 'pandemic', name: /^विश्वमारी$/ },
  { subject: 'political-science', term: 'constitution', name: /^संविधान$/ },
  // Political science: offices and writs whose Hindi names are easily swapped.
  { subject: 'political-science', term: 'Council of Ministers', name: /^मंत्रिपरिषद$/ }, // the cabinet is मंत्रिमंडल
  { subject: 'political-science', term: 'cabinet', name: /^मंत्रिमंडल$/ },
  { subject: 'political-science', term: 'Speaker', name: /^अध्यक्ष$/ }, // सभापति chairs the Rajya Sabha
  { subject: 'political-science', term: 'mandamus', name: /^परमादेश$/ },
  { subject: 'political-science', term: 'prohibition (writ)', name: /^प्रतिषेध$/ },
  { subject: 'political-science', term: 'quo warranto', name: /^अधिकार पृच्छा$/ },
  { subject: 'psychology', term: 'motivation', name: /^अभिप्रेरणा$/ },
  // Psychology: three misperceptions NCERT keeps apart, and terms everyday Hindi words would replace.
  { subject: 'psychology', term: 'hallucination', name: /^विभ्रम$/ }, // perceiving what is not there
  { subject: 'psychology', term: 'delusion', name: /^भ्रमासक्ति$/ }, // a fixed false belief
  { subject: 'psychology', term: 'illusion', name: /^भ्रम$/ }, // misperceiving what is there
  { subject: 'psychology', term: 'stress', name: /^दबाव$/ }, // NCERT's term, not the everyday तनाव
  { subject: 'psychology', term: 'classical conditioning', name: /^प्राचीन अनुबंधन$/ },
  { subject: 'psychology', term: 'discrimination', name: /^भेदभाव$/ }, // the social sense, not विभेदन
  { subject: 'agriculture', term: 'irrigation', name: /^सिंचाई$/ },
  // Agriculture: names a translator easily swaps for a neighbour's.
  { subject: 'agriculture', term: 'hydroponics', name: /^जल संवर्धन$/ }, // not जलीय कृषि, which is aquaculture
  { subject: 'agriculture', term: 'grafting', name: /^रोपण$/ }, // not रोपाई, which is transplanting
  { subject: 'agriculture', term: 'transplanting', name: /^रोपाई$/ },
  { subject: 'agriculture', term: 'evapotranspiration', name: /^वाष्पन-वाष्पोत्सर्जन$/ }, // transpiration is वाष्पोत्सर्जन alone
  { subject: 'agriculture', term: 'procurement', name: /^अधिप्राप्ति$/ }, // not वसूली, which is a levy
  { subject: 'agriculture', term: 'catch crop', name: /^आशु फ़सल$/ }, // not अंतः फ़सलन, which is intercropping
  // nutrition: विरंजन is bleaching; क्षय reads as tuberculosis; मट्ठा is buttermilk; जौ is barley.
  { subject: 'nutrition', term: 'blanching', name: /^ब्लांचिंग$/ },
  { subject: 'nutrition', term: 'wasting', name: /^दुबलापन$/ },
  { subject: 'nutrition', term: 'whey', name: /^व्हे$/ },
  { subject: 'nutrition', term: 'oats', name: /^जई$/ },
  // medicine-names: Hindi keeps its own names for quinine and ispaghula rather than transliterating them.
  { subject: 'medicine-names', term: 'paracetamol', name: /^पैरासिटामोल$/ },
  { subject: 'medicine-names', term: 'quinine', name: /^कुनैन$/ },
  { subject: 'medicine-names', term: 'ispaghula', name: /^इसबगोल$/ },
  // computer-science: प्रमुखता means prominence and प्रांत a province; the Hindi-medium books keep the English words.
  { subject: 'computer-science', term: 'cardinality', name: /^कार्डिनैलिटी$/ },
  { subject: 'computer-science', term: 'domain', name: /^डोमेन$/ },
  // Electronics: NCERT's semiconductor and communication names, where a literal rendering reads wrong.
  { subject: 'electronics-and-communication-engineering', term: 'barrier potential', name: /^विभव प्राचीर$/ },
  { subject: 'electronics-and-communication-engineering', term: 'depletion region', name: /^ह्रासी क्षेत्र$/ }, // not अवक्षय
  { subject: 'electronics-and-communication-engineering', term: 'forward bias', name: /^अग्रदिशिक बायस$/ },
  { subject: 'electronics-and-communication-engineering', term: 'rectifier', name: /^दिष्टकारी$/ }, // not परिशोधक
  { subject: 'electronics-and-communication-engineering', term: 'doping', name: /^अपमिश्रण$/ },
  // NCERT's name for emf, though it is no force:
  {
    subject: 'electronics-and-communication-engineering',
    term: 'electromotive force',
    name: /^विद्युत वाहक बल$/,
  },
  { subject: 'electronics-and-communication-engineering', term: 'truth table', name: /^सत्यमान सारणी$/ },
  { subject: 'electronics-and-communication-engineering', term: 'noise', name: /^रव$/ }, // not the everyday शोर
  { subject: 'electronics-and-communication-engineering', term: 'encoder', name: /^कूटलेखक$/ }, // कोडक reads as a brand
];

/** The rules for one record's Hindi. */
export function checkHindiRecord(subject: string, record: TermRecord, isCore: boolean): Problem[] {
  const problems: Problem[] = [];
  const complete = HINDI_COMPLETE_SUBJECTS.has(subject);
  const problem = (rule: string, message: string, warning = false) =>
    problems.push({ subject, term: record.term, rule, message, ...(warning ? { warning } : {}) });
  const hindi = record.hindi;
  if (!hindi?.term?.trim()) {
    problem('hindi-name', 'has no Hindi name (hindi.term)', !complete);
    return problems;
  }
  const name = hindi.term.trim();
  if (!HINDI_NAME.test(name))
    problem(
      'hindi-name',
      `the Hindi name "${name}" must be Devanagari only (other forms go to hindi.searchKeys)`,
    );
  if (name.length > MAX_HINDI_NAME_LENGTH)
    problem('hindi-name', `the Hindi name is longer than ${MAX_HINDI_NAME_LENGTH} characters`);
  for (const key of hindi.searchKeys ?? [])
    if (!LATIN_KEY.test(key) && !HINDI_NAME.test(key))
      problem('hindi-search-key', `"${key}" is neither lower-case Latin letters nor Devanagari`);

  const definition = hindi.definition?.trim();
  if (!definition) {
    if (isCore) problem('hindi-definition', 'is a core term with no Hindi definition', !complete);
    return problems;
  }
  const words = hindiWordCount(definition);
  if (words < MIN_HINDI_DEFINITION_WORDS || words > MAX_HINDI_DEFINITION_WORDS)
    problem(
      'hindi-length',
      `the Hindi definition has ${words} words (${MIN_HINDI_DEFINITION_WORDS}–${MAX_HINDI_DEFINITION_WORDS})`,
    );
  const stray = strayLatin(definition);
  if (stray.length > 0)
    problem(
      'hindi-latin',
      `English outside brackets: ${stray.slice(0, 5).join(', ')} — write it in Hindi, or keep the English term in brackets after the Hindi one`,
    );
  if (devanagariShare(definition) < 0.6)
    problem('hindi-script', 'the Hindi definition is not mostly Devanagari');
  if (!/[।?]$/u.test(definition))
    problem('hindi-danda', 'the Hindi definition must end with a purna viram (।)');
  if (/[\u0900-\u097F]\.(\s|$)/u.test(definition))
    problem('hindi-danda', 'a sentence ends with "." where Hindi uses the purna viram (।)');
  const repeated = definition.match(/(?<![\p{L}\p{M}])([\u0900-\u097F]+) \1(?![\p{L}\p{M}])/u);
  if (repeated) problem('hindi-repeat', `the word "${repeated[1]}" is repeated`, true);
  if (definition.includes('चिकित्सीय सलाह'))
    problem(
      'hindi-study-only',
      'the study-only line is added by the describe, not written in the definition',
    );
  return problems;
}

/**
 * Every Hindi rule over all subjects: per record, the known traps, and one Hindi name per sense (the same
 * English term with the same article in two subjects has the same Hindi name).
 */
export function checkHindi(sources: SubjectSource[], core: (slug: string) => string[] = readCore): Problem[] {
  const problems: Problem[] = [];
  const namesBySense = new Map<string, { subject: string; name: string }>();
  for (const source of sources) {
    const coreKeys = new Set(core(source.subject).map(foldKey));
    for (const record of source.terms) {
      problems.push(...checkHindiRecord(source.subject, record, coreKeys.has(foldKey(record.term))));
      const name = record.hindi?.term?.trim();
      if (!name) continue;
      const sense = `${foldKey(record.term)} ${record.link}`;
      const first = namesBySense.get(sense);
      if (!first) namesBySense.set(sense, { subject: source.subject, name });
      else if (first.name !== name)
        problems.push({
          subject: source.subject,
          term: record.term,
          rule: 'hindi-consistent',
          message: `Hindi name "${name}" differs from "${first.name}" in ${first.subject} for the same sense`,
        });
    }
  }
  for (const fact of HINDI_FACTS) {
    const source = sources.find((candidate) => candidate.subject === fact.subject);
    const record = source?.terms.find((candidate) => foldKey(candidate.term) === foldKey(fact.term));
    if (!source || !record) continue;
    const name = record.hindi?.term?.trim();
    if (name === undefined && !HINDI_COMPLETE_SUBJECTS.has(fact.subject)) continue;
    if (!name || !fact.name.test(name))
      problems.push({
        subject: fact.subject,
        term: fact.term,
        rule: 'hindi-fact',
        message: `the Hindi name should match ${fact.name} (is "${name ?? ''}")`,
      });
  }
  return problems;
}

/** How far a subject's Hindi has come: entries with a Hindi name, and core terms with a Hindi definition. */
export function hindiCoverage(
  source: SubjectSource,
  core: (slug: string) => string[] = readCore,
): { names: number; definitions: number; core: number } {
  const coreKeys = new Set(core(source.subject).map(foldKey));
  const coreRecords = source.terms.filter((record) => coreKeys.has(foldKey(record.term)));
  return {
    names: source.terms.filter((record) => record.hindi?.term?.trim()).length,
    definitions: coreRecords.filter((record) => record.hindi?.definition?.trim()).length,
    core: coreRecords.length,
  };
}
