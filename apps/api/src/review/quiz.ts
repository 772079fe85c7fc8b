import type { components } from '@termtap/api-client/schema';
import { sql } from 'drizzle-orm';
import { isPaid } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import type { UserRecord } from '../db/schema/core.ts';
import type { Language, TermCatalog } from '../pages/catalog.ts';
import { selectRows } from './cards.ts';

type QuizRound = components['schemas']['QuizRound'];
type QuizQuestion = components['schemas']['QuizQuestion'];
type QuizQuestionHindi = components['schemas']['QuizQuestionHindi'];
type Subject = components['schemas']['Subject'];

export const ROUND_SIZE = 10;
/** A question needs its answer and three wrong choices of the same subject. */
export const MIN_TERMS = 4;

/** One term as a quiz uses it. */
interface QuizEntry {
  id: number;
  term: string;
  /** The description's first line, the term's own names blanked out (the rest names the neighbour and aliases). */
  definition: string;
  /** The subject's term named on its "Not to be confused with" line, when that line names one. */
  confusedWith: string | null;
  attribution: string;
  /** The Hindi name, and the Hindi definition (a core term's) with the term's names blanked out. */
  hindi: { term: string; definition: string | null } | null;
}

interface SubjectBank {
  entries: QuizEntry[];
  byId: Map<number, QuizEntry>;
}

/** Built from the catalog in memory once per subject, and again after a content reload (a new catalog). */
const banks = new WeakMap<TermCatalog, Map<string, SubjectBank>>();

const BLANK = '_____';
const ARTICLE = /^(a|an|the)\s+/;

/**
 * Compiled once: a regular expression per name with Unicode classes and case folding took 6 ms to build. Marks
 * count (a Devanagari vowel sign is part of its word).
 */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

function isWordAt(text: string, index: number): boolean {
  const character = text[index];
  return character !== undefined && WORD_CHARACTER.test(character);
}

/** Endings an English name takes in the plural ("acids", "boxes"). */
const ENGLISH_ENDINGS = ['es', 's'];
/** Endings a Hindi noun takes in the plural and oblique cases (परमाणु → परमाणुओं, अम्ल → अम्लों, कोशिका → कोशिकाएँ). */
const HINDI_ENDINGS = ['ियों', 'ियाँ', 'ओं', 'ों', 'एँ', 'एं', 'ें', 'याँ', 'यों'];

/**
 * Blanks out each of `names` where it stands as a whole word, or with one of `endings` ("acids" for acid), not
 * inside a longer word.
 */
function blankOut(
  definition: string,
  names: readonly string[],
  endings: readonly string[] = ENGLISH_ENDINGS,
): string {
  let text = definition;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const needle = name.trim().toLowerCase();
    if (needle === '') continue;
    let from = 0;
    for (;;) {
      const lower = text.toLowerCase();
      const index = lower.indexOf(needle, from);
      if (index < 0) break;
      let end = index + needle.length;
      const ending = endings.find(
        (candidate) => lower.startsWith(candidate, end) && !isWordAt(text, end + candidate.length),
      );
      if (ending) end += ending.length;
      if (isWordAt(text, index - 1) || isWordAt(text, end)) {
        from = index + 1;
        continue;
      }
      text = text.slice(0, index) + BLANK + text.slice(end);
      from = index + BLANK.length;
    }
  }
  return text;
}

/**
 * Blanks out a Hindi definition's names: the Hindi name where it stands as a whole word, or with a plural or
 * oblique ending (not inside a longer word: क्षार in क्षारक, "base", stays), then the English names.
 */
export function blankOutHindi(definition: string, hindiName: string, names: string[]): string {
  return blankOut(blankOut(definition, [hindiName], HINDI_ENDINGS), names);
}

/**
 * The term a "Not to be confused with: a base, which accepts…" line names: the longest run of its first words
 * (article dropped, a plural's s too) that is a term or another name of one in the subject.
 */
function neighbourOf(snippet: string, names: Map<string, string>, self: string): string | null {
  const line = snippet.split('\n').find((text) => text.startsWith('Not to be confused with:'));
  if (!line) return null;
  const phrase = line
    .slice('Not to be confused with:'.length)
    .trim()
    .toLowerCase()
    .replace(ARTICLE, '')
    .split(/[,;:(]/)[0];
  const words = (phrase ?? '').split(/\s+/).filter(Boolean);
  for (let length = Math.min(words.length, 6); length > 0; length -= 1) {
    const candidate = words
      .slice(0, length)
      .join(' ')
      .replace(/[.!?]$/, '');
    for (const form of [candidate, candidate.replace(/e?s$/, ''), candidate.replace(/s$/, '')]) {
      const found = names.get(form);
      if (found && found !== self) return found;
    }
  }
  return null;
}

export function subjectBank(catalog: TermCatalog, subject: string): SubjectBank {
  let bySubject = banks.get(catalog);
  if (!bySubject) {
    bySubject = new Map();
    banks.set(catalog, bySubject);
  }
  const known = bySubject.get(subject);
  if (known) return known;
  const listed = JSON.parse(catalog.list(subject).json) as { term: string; alsoCalled?: string[] }[];
  const names = new Map<string, string>();
  for (const { term, alsoCalled } of listed) {
    for (const name of [term, ...(alsoCalled ?? [])]) {
      if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), term);
    }
  }
  const entries = listed.flatMap(({ term, alsoCalled }): QuizEntry[] => {
    const found = catalog.find(subject, term);
    if (!found) return [];
    const [first = ''] = found.snippet.split('\n');
    const ownNames = [term, ...(alsoCalled ?? [])];
    const hindi = found.hindi;
    return [
      {
        id: found.id,
        term,
        definition: blankOut(first, ownNames),
        confusedWith: neighbourOf(found.snippet, names, term),
        attribution: found.attribution,
        hindi: hindi
          ? {
              term: hindi.term,
              definition: hindi.definition ? blankOutHindi(hindi.definition, hindi.term, ownNames) : null,
            }
          : null,
      },
    ];
  });
  const bank = { entries, byId: new Map(entries.map((entry) => [entry.id, entry])) };
  bySubject.set(subject, bank);
  return bank;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** Three wrong choices from `pool` (never the answer, never the same text twice), the neighbour first. */
function wrongChoices(
  entry: QuizEntry,
  pool: QuizEntry[],
  byTerm: Map<string, QuizEntry>,
  show: (choice: QuizEntry) => string,
  random: () => number,
): QuizEntry[] | null {
  const neighbour = entry.confusedWith ? byTerm.get(entry.confusedWith) : undefined;
  const candidates = [
    ...(neighbour && pool.includes(neighbour) ? [neighbour] : []),
    ...shuffle(pool, random),
  ];
  const seen = new Set([show(entry)]);
  const chosen: QuizEntry[] = [];
  for (const candidate of candidates) {
    if (chosen.length === 3) break;
    if (seen.has(show(candidate))) continue;
    seen.add(show(candidate));
    chosen.push(candidate);
  }
  return chosen.length === 3 ? chosen : null;
}

/**
 * A question in Hindi (`lang=hi`), as far as the content has it: the asked term's Hindi name; with a definition
 * asked about, its Hindi definition and the choices' Hindi names; with a term asked about, the four Hindi
 * definitions when all four have one (a lone English choice among Hindi ones would give the answer away).
 */
function hindiQuestion(
  kind: QuizQuestion['kind'],
  entry: QuizEntry,
  choices: QuizEntry[],
): QuizQuestionHindi | undefined {
  if (!entry.hindi) return undefined;
  const names = choices.map((choice) => choice.hindi?.term);
  const definitions = choices.map((choice) => choice.hindi?.definition);
  const all = (texts: (string | null | undefined)[]): string[] | undefined =>
    texts.every((text): text is string => typeof text === 'string' && text !== '') ? texts : undefined;
  const shown = kind === 'definition' ? all(names) : all(definitions);
  const prompt = kind === 'definition' ? entry.hindi.definition : null;
  return { term: entry.hindi.term, ...(prompt && { prompt }), ...(shown && { choices: shown }) };
}

interface UnlockedRow {
  subject: string;
  term_id: number;
  due_now: boolean;
}

/**
 * A round on one subject. The terms asked about: a free user's unlocked ones, a subscriber's unlocked ones
 * first and then any other; due cards come first, in random order. Each question is a definition with four
 * terms, or a term with four definitions. Term names are public (the subject's list shows them), so a
 * definition's wrong choices may be any of the subject's terms; definitions shown to a free user, the wrong
 * ones included, are only of terms they have unlocked.
 */
export async function quizRound(
  db: Database,
  catalog: TermCatalog,
  user: UserRecord,
  requested: Subject | undefined,
  now: Date,
  random: () => number = Math.random,
  language: Language = 'en',
): Promise<QuizRound> {
  const at = now.toISOString();
  const rows = await selectRows<UnlockedRow>(
    db,
    sql`select t.subject, u.term_id, coalesce(c.due <= ${at}::timestamptz, true) as due_now
          from unlocked_terms u
          join terms t on t.id = u.term_id and t.listed
          left join review_cards c on c.user_id = u.user_id and c.term_id = u.term_id
         where u.user_id = ${user.id} ${requested ? sql`and t.subject = ${requested}` : sql``}`,
  );
  let subject: string | undefined = requested;
  if (subject === undefined) {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.subject, (counts.get(row.subject) ?? 0) + 1);
    subject = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
  }
  const paid = isPaid(user, now);
  if (subject === undefined) {
    return {
      subject: null,
      unlockedTerms: 0,
      moreToUnlock: paid ? 0 : MIN_TERMS,
      attributions: [],
      questions: [],
    };
  }
  const bank = subjectBank(catalog, subject);
  const unlocked = rows.filter((row) => row.subject === subject && bank.byId.has(row.term_id));
  const unlockedEntries = unlocked.flatMap((row) => bank.byId.get(row.term_id) ?? []);
  const base = { subject: subject as Subject, unlockedTerms: unlocked.length };
  const moreToUnlock = paid ? 0 : Math.max(0, MIN_TERMS - unlocked.length);
  if (moreToUnlock > 0 || bank.entries.length < MIN_TERMS) {
    return { ...base, moreToUnlock, attributions: [], questions: [] };
  }
  const dueIds = new Set(unlocked.filter((row) => row.due_now).map((row) => row.term_id));
  const unlockedIds = new Set(unlocked.map((row) => row.term_id));
  const rank = (entry: QuizEntry) => (dueIds.has(entry.id) ? 0 : unlockedIds.has(entry.id) ? 1 : 2);
  const askable = paid ? bank.entries : unlockedEntries;
  const asked = shuffle(askable, random)
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, ROUND_SIZE);
  const byTerm = new Map(bank.entries.map((entry) => [entry.term, entry]));
  // Whose definitions may be shown: a subscriber may describe any term, a free user has described these.
  const definable = paid ? bank.entries : unlockedEntries;
  const inHindi = definable.filter((entry) => entry.hindi?.definition);
  const attributions = new Set<string>();
  const questions = asked.flatMap((entry): QuizQuestion[] => {
    const showTerm = (choice: QuizEntry) => choice.term;
    const showDefinition = (choice: QuizEntry) => choice.definition;
    // In Hindi, a term with a Hindi definition is asked among others that have one, so all four read in Hindi.
    const pool =
      language === 'hi' && entry.hindi?.definition && inHindi.length >= MIN_TERMS ? inHindi : definable;
    const byDefinition =
      random() < 0.5
        ? (wrongChoices(entry, pool, byTerm, showDefinition, random) ??
          wrongChoices(entry, definable, byTerm, showDefinition, random))
        : null;
    const kind = byDefinition ? 'term' : 'definition';
    const wrong = byDefinition ?? wrongChoices(entry, bank.entries, byTerm, showTerm, random);
    if (!wrong) return [];
    const choices = shuffle([entry, ...wrong], random);
    const show = kind === 'term' ? showDefinition : showTerm;
    for (const shown of kind === 'term' ? choices : [entry]) attributions.add(shown.attribution);
    const hindi = language === 'hi' ? hindiQuestion(kind, entry, choices) : undefined;
    return [
      {
        kind,
        term: entry.term,
        prompt: kind === 'term' ? entry.term : entry.definition,
        choices: choices.map(show),
        answer: choices.indexOf(entry),
        ...(hindi && { hindi }),
      },
    ];
  });
  return { ...base, moreToUnlock: 0, attributions: [...attributions], questions };
}
