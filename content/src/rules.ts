// The editorial rules every entry meets (docs/content-style.md), checked the same way by the tests and by
// `npm run content:check`. Each rule names the failure class it keeps out.
import type { Foldoc } from './foldoc.ts';
import { foldocPlainText } from './foldoc.ts';
import { readCore, SOURCES, type SubjectSource, type TermRecord } from './records.ts';
import { MEDICINE_SUBJECT } from './subjects.ts';
import {
  articleTitle,
  foldKey,
  inflectionKind,
  isCleanTerm,
  leadingName,
  mentions,
  sentence,
  WIKIPEDIA_SEARCH,
  wordCount,
} from './text.ts';
import type { WordNet } from './wordnet.ts';

export interface Problem {
  subject: string;
  term: string;
  rule: string;
  message: string;
  /** Warnings are shown by the check, but do not fail the tests. */
  warning?: boolean;
}

export const MIN_TERMS_PER_SUBJECT = 350;
export const MIN_DEFINITION_WORDS = 6;
export const TARGET_DEFINITION_WORDS = 35;
export const MAX_DEFINITION_WORDS = 40;
export const MAX_EXTRA_LINE_LENGTH = 220;

/** Archaic or offensive wording: the word and what to say instead. */
export const BANNED_WORDING: [RegExp, string][] = [
  [/\bmongol(?:ism|oid)\b/i, 'Down syndrome'],
  [/\btranquill?[iy][sz]er/i, '“antipsychotic” or “anxiolytic”, whichever is meant'],
  [/\b(?:mental(?:ly)? )?retard(?:ed|ation)\b/i, '“intellectual disability”'],
  [/\b(?:idiot|imbecile|moron|lunatic|spastic|cripple[ds]?)\b/i, 'clinical, respectful wording'],
  [/\b(?:negro|red indian|mohammedan|hindoo|eskimo)\b/i, 'the people’s own name'],
  [/\bmanic[- ]depress/i, '“bipolar disorder”'],
  [/\bhomosexuality is\b.*\b(?:disorder|illness)\b/i, 'current clinical understanding'],
];

/** American spellings (and US drug names) for which NCERT and Indian usage have another form. */
export const US_SPELLINGS: Record<string, string> = {
  color: 'colour',
  colors: 'colours',
  colored: 'coloured',
  colorless: 'colourless',
  coloring: 'colouring',
  flavor: 'flavour',
  flavors: 'flavours',
  odor: 'odour',
  odors: 'odours',
  odorless: 'odourless',
  behavior: 'behaviour',
  behaviors: 'behaviours',
  behavioral: 'behavioural',
  fiber: 'fibre',
  fibers: 'fibres',
  center: 'centre',
  centers: 'centres',
  liter: 'litre',
  liters: 'litres',
  labor: 'labour',
  neighbor: 'neighbour',
  favor: 'favour',
  honor: 'honour',
  humor: 'humour',
  tumor: 'tumour',
  tumors: 'tumours',
  vapor: 'vapour',
  vapors: 'vapours',
  defense: 'defence',
  offense: 'offence',
  hemoglobin: 'haemoglobin',
  anemia: 'anaemia',
  anemic: 'anaemic',
  leukemia: 'leukaemia',
  edema: 'oedema',
  esophagus: 'oesophagus',
  estrogen: 'oestrogen',
  fetus: 'foetus',
  fetal: 'foetal',
  diarrhea: 'diarrhoea',
  pediatric: 'paediatric',
  pediatrics: 'paediatrics',
  orthopedic: 'orthopaedic',
  anesthesia: 'anaesthesia',
  anesthetic: 'anaesthetic',
  anesthetics: 'anaesthetics',
  hemorrhage: 'haemorrhage',
  ischemia: 'ischaemia',
  feces: 'faeces',
  fecal: 'faecal',
  ameba: 'amoeba',
  sulfur: 'sulphur',
  sulfate: 'sulphate',
  sulfates: 'sulphates',
  sulfide: 'sulphide',
  sulfuric: 'sulphuric',
  sulfurous: 'sulphurous',
  sulfite: 'sulphite',
  aluminum: 'aluminium',
  cesium: 'caesium',
  gasoline: 'petrol',
  hemophilia: 'haemophilia',
  hematology: 'haematology',
  gynecology: 'gynaecology',
  gynecologist: 'gynaecologist',
  cesarean: 'caesarean',
  leukocyte: 'leucocyte',
  leukocytes: 'leucocytes',
  glycemic: 'glycaemic',
  hypoglycemia: 'hypoglycaemia',
  hyperglycemia: 'hyperglycaemia',
  anemias: 'anaemias',
  celiac: 'coeliac',
  rifampin: 'rifampicin',
  acetaminophen: 'paracetamol',
  albuterol: 'salbutamol',
  meperidine: 'pethidine',
  glyburide: 'glibenclamide',
  epinephrine: 'adrenaline',
  norepinephrine: 'noradrenaline',
};

/** Brand names seen in old lists; a medicine is named by its generic. */
export const BRAND_NAMES = [
  'tylenol',
  'advil',
  'crocin',
  'dolo',
  'calpol',
  'disprin',
  'valium',
  'prozac',
  'viagra',
  'lasix',
  'zantac',
];

/** Drugs of abuse are not entries (essential medicines such as morphine or diazepam are). */
export const NOT_MEDICINES = [
  'heroin',
  'lsd',
  'mdma',
  'ecstasy',
  'methamphetamine',
  'crack',
  'marijuana',
  'cannabis',
  'pcp',
  'mescaline',
  'psilocybin',
  'crystal meth',
];

/**
 * A line of history or credit is not an example ("Example: Devised by Reginald Punnett"): an example is a case
 * of the thing, a value, a reaction or a use.
 */
export const NOT_AN_EXAMPLE =
  /^(?:(?:it )?(?:was )?(?:first )?(?:devised|invented|discovered|named|coined|introduced|proposed|formulated|described|developed|founded|established|created|put forward|postulated|designed) (?:by|after|in)\b|named after\b|(?:in|since|from) (?:1[5-9]|20)\d\d\b,? (?:\p{Lu}|the )?\p{L}+ (?:devised|invented|discovered|coined|introduced|proposed|formulated|described|founded|named))/iu;

/**
 * Known kinds of a term: a contrast with one of them is not a contrast ("multiple cropping — not to be confused
 * with intercropping": intercropping is one way of cropping more than once a year). The rule also reads the
 * subject's own entry for the contrast's target, which may say it is a kind of the term.
 */
export const KNOWN_SUBTYPES: Record<string, string[]> = {
  'multiple cropping': ['intercropping', 'mixed cropping', 'relay cropping', 'sequential cropping'],
  'denial-of-service attack': ['DDoS', 'distributed denial-of-service attack'],
  'autism spectrum disorder': ["Asperger's syndrome", 'Asperger syndrome'],
  amylase: ['ptyalin', 'salivary amylase'],
  hyperthyroidism: ["Graves' disease"],
  cropping: ['intercropping', 'multiple cropping'],
};

const KIND_OF =
  "(?:a|an|one|the|its|[\\w-]+'s) (?:[\\w-]+ ){0,2}(?:form|type|kind|variety|subtype|sort|special case|case|method|way|class|branch|part) of";

const US_ONLY =
  /\b(?:in the united states|in the us|in the u\.s\.|in america|in the united kingdom|in britain)\b/i;

/** A noun made from the term itself: allotrope → allotropy, chelate → chelation, ratoon → ratooning. */
function isDerivedForm(term: string, other: string): boolean {
  const a = foldKey(term);
  const b = foldKey(other);
  if (a.includes(' ') !== b.includes(' ') || b.length <= a.length - 2) return false;
  const stem = a.slice(0, Math.max(5, a.length - 2));
  return b !== a && b.startsWith(stem) && /(?:y|ion|ing|ness|ity|ism|s)$/.test(b);
}

function textFields(record: TermRecord): string[] {
  return [record.definition, record.example, record.notConfusedWith, record.caution, record.withdrawn].filter(
    (text): text is string => typeof text === 'string',
  );
}

export interface RuleContext {
  wordnet: WordNet;
  /** Without FOLDOC installed, FOLDOC-sourced texts cannot be compared and that rule is skipped. */
  foldoc?: Foldoc;
}

function checkRecord(subject: string, record: TermRecord, context: RuleContext): Problem[] {
  const problems: Problem[] = [];
  const term = typeof record.term === 'string' ? record.term : '';
  const problem = (rule: string, message: string, warning = false) =>
    problems.push({ subject, term, rule, message, ...(warning ? { warning } : {}) });

  if (!isCleanTerm(term)) problem('term', `“${term}” is not clean display text`);
  if (typeof record.definition !== 'string' || record.definition.trim().length === 0) {
    problem('definition', 'has no definition');
    return problems;
  }
  const definition = record.definition;
  const words = wordCount(definition);
  if (words < MIN_DEFINITION_WORDS)
    problem('too-short', `${words} words: a one-word sense or bare synonym earns no mark`);
  if (words > MAX_DEFINITION_WORDS)
    problem('too-long', `${words} words (aim for at most ${TARGET_DEFINITION_WORDS})`);
  else if (words > TARGET_DEFINITION_WORDS)
    problem('long', `${words} words (aim for at most ${TARGET_DEFINITION_WORDS})`, true);
  if (!/^[\p{Lu}\p{N}“‘(]/u.test(definition) || !/[.!?)”]$/.test(definition.trim()))
    problem('sentence', 'a definition starts with a capital and ends with a full stop');
  const sentences = definition.split(/(?<=[.!?])\s+(?=\p{Lu})/u).length;
  if (sentences > 2)
    problem('sentences', `${sentences} sentences: keep to one or two, move the rest to example`);
  if (/^(?:also called|see|same as|synonym)/i.test(definition))
    problem('synonym', 'a bare synonym is not a definition');
  if (term.length >= 3 && mentions(definition, term))
    problem('circular', 'the definition uses the term itself');
  if (/^the (?:act|process|state) of \S+ing\.?$/i.test(definition.trim()))
    problem('circular', 'defines the term by its verb');

  for (const text of [term, ...textFields(record)]) {
    for (const [pattern, instead] of BANNED_WORDING) {
      if (pattern.test(text)) problem('wording', `outdated or offensive wording ${pattern}: use ${instead}`);
    }
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
      const british = US_SPELLINGS[word];
      if (british)
        problem('spelling', `“${word}”: write “${british}” (put the other spelling in alsoCalled)`);
    }
  }
  if (US_ONLY.test(definition))
    problem('framing', 'framed for one foreign country; say what it means in general or in India', true);
  for (const extra of [record.example, record.notConfusedWith, record.caution, record.withdrawn]) {
    if (
      extra !== undefined &&
      (typeof extra !== 'string' || extra.includes('\n') || extra.length > MAX_EXTRA_LINE_LENGTH)
    )
      problem('extra-line', `an extra line is one line of at most ${MAX_EXTRA_LINE_LENGTH} characters`);
  }
  if (typeof record.example === 'string' && NOT_AN_EXAMPLE.test(record.example.trim()))
    problem('example', 'history or credit is not an example: give a case, a value, a reaction or a use');
  const aliases = record.alsoCalled ?? [];
  if (!Array.isArray(aliases) || aliases.some((alias) => typeof alias !== 'string' || !isCleanTerm(alias)))
    problem('alsoCalled', 'alsoCalled is a list of clean names');
  else
    for (const alias of aliases) {
      const kind = inflectionKind(term, alias);
      if (kind)
        problem(
          'alias-form',
          `“${alias}” is the term's ${kind}, not another name: ${kind === 'plural' ? 'make it `plural` (shown as “Plural:”) or a searchKey' : 'move it to searchKeys'}`,
        );
    }
  for (const field of ['searchKeys', 'seeAlso'] as const) {
    const list = record[field];
    if (
      list !== undefined &&
      (!Array.isArray(list) || list.some((name) => typeof name !== 'string' || !isCleanTerm(name)))
    )
      problem(field, `${field} is a list of clean names`);
  }
  if (record.plural !== undefined) {
    if (
      typeof record.plural !== 'string' ||
      !isCleanTerm(record.plural) ||
      foldKey(record.plural) === foldKey(term)
    )
      problem('plural', 'plural is one clean name, not the term itself');
    else if (inflectionKind(term, record.plural) !== 'plural')
      problem('plural', `“${record.plural}” is not a plural of “${term}”`, true);
  }

  if (!SOURCES.includes(record.source)) problem('source', `source must be one of ${SOURCES.join(', ')}`);
  if (record.source === 'wordnet') {
    const synset = record.synset ? context.wordnet.get(record.synset) : undefined;
    if (!synset) problem('synset', `pinned synset ${record.synset ?? '(none)'} is not in WordNet 3.1`);
    else {
      if (sentence(synset.definition) !== definition)
        problem(
          'synset',
          `text differs from WordNet's gloss “${sentence(synset.definition)}”: quote it exactly or make the source termtap`,
        );
      const names = [term, ...aliases, ...(record.searchKeys ?? [])].map(foldKey);
      if (!synset.words.some((word) => names.includes(foldKey(word))))
        problem(
          'synset',
          `synset ${synset.id} (${synset.words.join(', ')}) does not name “${term}” or an alsoCalled`,
        );
    }
  } else if (record.synset !== undefined) problem('synset', 'only WordNet entries pin a synset');
  if (record.source === 'foldoc') {
    if (!record.foldoc) problem('foldoc', 'a FOLDOC entry names its headword');
    else if (context.foldoc) {
      const body = foldocPlainText(context.foldoc, record.foldoc);
      const squash = (text: string) => foldKey(text).replace(/[^a-z0-9]+/g, '');
      if (!body) problem('foldoc', `FOLDOC has no headword “${record.foldoc}”`);
      else if (!squash(body).includes(squash(definition.replace(/\.$/, ''))))
        problem(
          'foldoc',
          `text is not FOLDOC's “${record.foldoc}” entry: quote it or make the source termtap`,
        );
    }
  } else if (record.foldoc !== undefined) problem('foldoc', 'only FOLDOC entries name a FOLDOC headword');

  if (typeof record.link !== 'string') problem('link', 'needs a link');
  else {
    const title = articleTitle(record.link);
    if (title !== undefined) {
      // Wikipedia titles joint names with an en dash (Cannon–Bard theory); terms are typed with a hyphen.
      const titleKey = (text: string) => foldKey(text).replaceAll('–', '-');
      const bare = titleKey(title.replace(/\s*\([^)]*\)$/, ''));
      // The article may be titled by a grammatical form of the term (Headphones, Van der Waals force,
      // Allotropy for allotrope) when that form is one of its search keys; never by a related term.
      const forms = (record.searchKeys ?? []).filter(
        (key) => inflectionKind(term, key) !== undefined || isDerivedForm(term, key),
      );
      const names = [term, ...aliases, ...(record.plural ? [record.plural] : []), ...forms].map(titleKey);
      if (!names.includes(bare) && !names.includes(titleKey(title)))
        problem(
          'link',
          `article “${title}” is not named “${term}” or an alsoCalled: link the exact article or a search`,
        );
    } else if (!record.link.startsWith(WIKIPEDIA_SEARCH))
      problem('link', 'link a Wikipedia article or a Wikipedia search');
  }

  if (subject === MEDICINE_SUBJECT) {
    for (const field of ['drugClass', 'use', 'caution'] as const) {
      if (typeof record[field] !== 'string' || (record[field] ?? '').trim().length < 3)
        problem('medicine', `a medicine entry states its ${field}`);
    }
    if (record.drugClass && !definition.toLowerCase().includes(record.drugClass.toLowerCase()))
      problem('medicine', `the definition names the drug class “${record.drugClass}”`);
    if (BRAND_NAMES.includes(foldKey(term))) problem('medicine', 'a brand name: list the generic');
    if (NOT_MEDICINES.includes(foldKey(term))) problem('medicine', 'a drug of abuse is not a medicine entry');
  } else {
    for (const field of ['drugClass', 'use', 'caution', 'withdrawn'] as const) {
      if (record[field] !== undefined) problem('medicine', `${field} belongs to medicine names only`);
    }
  }
  return problems;
}

/** Every rule for one subject, plus its core list and size. */
export function checkSubject(
  slug: string,
  source: SubjectSource,
  context: RuleContext,
  core = readCore(slug),
): Problem[] {
  const problems: Problem[] = [];
  if (source.subject !== slug)
    problems.push({ subject: slug, term: '', rule: 'file', message: `subject: must be ${slug}` });
  const seen = new Map<string, string>();
  for (const record of source.terms) {
    problems.push(...checkRecord(slug, record, context));
    for (const name of [record.term, ...(record.alsoCalled ?? [])]) {
      if (typeof name !== 'string') continue;
      const owner = seen.get(foldKey(name));
      if (owner !== undefined && (name === record.term || owner !== record.term))
        problems.push({
          subject: slug,
          term: record.term,
          rule: 'duplicate',
          message: `“${name}” already names the entry “${owner}”: merge the two, or drop it from one alsoCalled`,
        });
      if (name === record.term || owner === undefined) seen.set(foldKey(name), record.term);
    }
  }
  const terms = new Set(source.terms.map((record) => foldKey(String(record.term))));
  problems.push(...checkReferences(slug, source));
  for (const wanted of core) {
    if (!terms.has(foldKey(wanted)))
      problems.push({
        subject: slug,
        term: wanted,
        rule: 'core',
        message: 'a core syllabus term is missing',
      });
  }
  if (source.terms.length < MIN_TERMS_PER_SUBJECT)
    problems.push({
      subject: slug,
      term: '',
      rule: 'coverage',
      message: `${source.terms.length} terms; a subject needs at least ${MIN_TERMS_PER_SUBJECT}`,
    });
  return problems;
}

/** Different terms never share a definition, within a subject or across subjects. */
export function checkDistinct(sources: SubjectSource[]): Problem[] {
  const owners = new Map<string, { subject: string; term: string }>();
  const problems: Problem[] = [];
  for (const source of sources) {
    for (const record of source.terms) {
      if (typeof record.definition !== 'string') continue;
      const key = foldKey(record.definition)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
      const owner = owners.get(key);
      if (owner && foldKey(owner.term) !== foldKey(record.term))
        problems.push({
          subject: source.subject,
          term: record.term,
          rule: 'same-text',
          message: `same definition as “${owner.term}” (${owner.subject})`,
        });
      else owners.set(key, { subject: source.subject, term: record.term });
    }
  }
  return problems;
}

/**
 * What an entry says about other entries of its subject: a "See also" names an entry that exists; a hidden
 * search key that is another entry's term is a related term, so a "See also"; and a contrast is with a
 * neighbour, not with a kind of the term itself.
 */
function checkReferences(slug: string, source: SubjectSource): Problem[] {
  const problems: Problem[] = [];
  const byName = new Map<string, TermRecord>();
  for (const record of source.terms) {
    if (typeof record.term !== 'string') continue;
    byName.set(foldKey(record.term), record);
  }
  for (const record of source.terms) {
    if (typeof record.term !== 'string') continue;
    for (const alias of record.alsoCalled ?? [])
      if (typeof alias === 'string' && !byName.has(foldKey(alias))) byName.set(foldKey(alias), record);
  }
  for (const record of source.terms) {
    const term = String(record.term);
    const problem = (rule: string, message: string) => problems.push({ subject: slug, term, rule, message });
    for (const name of Array.isArray(record.seeAlso) ? record.seeAlso : []) {
      const target = source.terms.find((other) => foldKey(String(other.term)) === foldKey(String(name)));
      if (!target) problem('see-also', `“${name}” is not an entry of ${slug}: name an entry's term`);
      else if (target === record) problem('see-also', 'an entry does not refer to itself');
    }
    for (const key of Array.isArray(record.searchKeys) ? record.searchKeys : []) {
      const owner = source.terms.find((other) => foldKey(String(other.term)) === foldKey(String(key)));
      if (owner && owner !== record)
        problem('search-key', `“${key}” is the entry “${owner.term}”: a related entry is a seeAlso`);
    }
    if (typeof record.notConfusedWith !== 'string') continue;
    const targetName = leadingName(record.notConfusedWith);
    const subtypes = (KNOWN_SUBTYPES[foldKey(term)] ?? []).map(foldKey);
    const target = byName.get(foldKey(targetName));
    // The term by any of its shown names; in the contrast line itself also "a kind of it".
    const names = [term, ...(record.alsoCalled ?? [])]
      .map((name) => foldKey(String(name)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|');
    const kindOf = new RegExp(`${KIND_OF} (?:${names})(?![\\p{L}])`, 'iu');
    const kindOfIt = new RegExp(`${KIND_OF} (?:it|${names})(?![\\p{L}])`, 'iu');
    // A definition by genus: "binary search tree — A binary tree in which …" is a kind of binary tree.
    const genus = new RegExp(
      `^an? (?:[\\w-]+ )?(?:${names})(?= (?:that|which|in|with|whose|of|for|from|used|made|where|who)\\b|[,.;])`,
      'iu',
    );
    if (
      subtypes.includes(foldKey(targetName)) ||
      kindOfIt.test(foldKey(record.notConfusedWith)) ||
      (target &&
        target !== record &&
        (kindOf.test(foldKey(target.definition ?? '')) || genus.test(foldKey(target.definition ?? ''))))
    )
      problem(
        'contrast-subtype',
        `“${targetName}” is a kind of “${term}”, not a neighbour to tell it from: contrast a real neighbour, or make it a seeAlso`,
      );
  }
  return problems;
}
