// A description's labelled parts: read from the answer's `parts`, or, from a server that sends only the snippet,
// recovered from the snippet's labelled lines, so every client lays a description out the same way.
import type { components } from './generated/schema.ts';
import { isRecord, readString } from './result.ts';

export type DescribeParts = components['schemas']['DescribeParts'];

type TextPart = 'example' | 'notConfusedWith' | 'plural' | 'use' | 'caution' | 'withdrawn';
type ListPart = 'alsoCalled' | 'seeAlso';

const TEXT_PARTS: readonly TextPart[] = [
  'example',
  'notConfusedWith',
  'plural',
  'use',
  'caution',
  'withdrawn',
];
const LIST_PARTS: readonly ListPart[] = ['alsoCalled', 'seeAlso'];

/** The labels the snippet puts before each part (content/src/records.ts composeSnippet writes them). */
const SNIPPET_LABELS: Record<string, TextPart | ListPart> = {
  Example: 'example',
  'Not to be confused with': 'notConfusedWith',
  'Also called': 'alsoCalled',
  Plural: 'plural',
  'See also': 'seeAlso',
  Use: 'use',
  Caution: 'caution',
  Withdrawn: 'withdrawn',
};

/** The medicine line the snippet ends with; the parts leave it out (a client shows it beside use and caution). */
export const STUDY_ONLY = 'For study only — not medical advice.';

function readList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.filter((item): item is string => typeof item === 'string' && item.length > 0);
  return items.length > 0 ? items : null;
}

/** The known parts of a `parts` object, each of the right type; null without a definition. */
export function readParts(value: unknown): DescribeParts | null {
  if (!isRecord(value)) return null;
  const definition = readString(value.definition);
  if (definition === null) return null;
  const parts: DescribeParts = { definition };
  for (const key of TEXT_PARTS) {
    const text = readString(value[key]);
    if (text !== null) parts[key] = text;
  }
  for (const key of LIST_PARTS) {
    const list = readList(value[key]);
    if (list !== null) parts[key] = list;
  }
  return parts;
}

const withoutFinalStop = (text: string) => text.replace(/\.$/, '');

/**
 * The parts of a snippet written as "definition\nExample: …\nAlso called: a, b.": each labelled line becomes its
 * part, any other line stays with the definition. Lists lose the full stop the snippet closes them with.
 */
export function partsFromSnippet(snippet: string): DescribeParts | null {
  const definition: string[] = [];
  const parts: Omit<DescribeParts, 'definition'> = {};
  for (const line of snippet.split('\n')) {
    const labelled = /^([A-Z][a-z]+(?: [a-z]+)*): (.+)$/.exec(line.trim());
    const key = labelled?.[1] ? SNIPPET_LABELS[labelled[1]] : undefined;
    const text = labelled?.[2]?.trim();
    if (key && text && !(key in parts)) {
      if (key === 'alsoCalled' || key === 'seeAlso')
        parts[key] = withoutFinalStop(text)
          .split(', ')
          .map((item) => item.trim())
          .filter(Boolean);
      else parts[key] = key === 'plural' ? withoutFinalStop(text) : text;
    } else if (line.trim() && line.trim() !== STUDY_ONLY) definition.push(line.trim());
  }
  if (definition.length === 0) return null;
  return { definition: definition.join('\n'), ...parts };
}
