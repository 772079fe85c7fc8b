// `npm run tokens`: writes packages/ui/src/styles/tokens.json, the design tokens of tokens.css in the Design
// Tokens Community Group format (`$value`, `$type`, `{group.name}` aliases) that design tools import (Tokens
// Studio reads each top-level key as a set: `light` and `dark`). The CSS is the source; `npm test` fails when
// the JSON no longer matches it (design-tokens.test.ts). `--check` only compares.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const cssFile = fileURLToPath(new URL('../packages/ui/src/styles/tokens.css', import.meta.url));
export const jsonFile = fileURLToPath(new URL('../packages/ui/src/styles/tokens.json', import.meta.url));

type Theme = 'light' | 'dark';
interface Token {
  $value: string | number;
  $type?: string;
  $extensions?: Record<string, string>;
}
type Group = Record<string, Token>;

/** Groups by the property's leading words, longest first; anything else is layout. */
const groups = [
  'color',
  'gradient',
  'font-size',
  'font-weight',
  'font',
  'line-height',
  'space',
  'radius',
  'shadow',
  'focus-ring',
  'container',
];

function place(property: string): { group: string; name: string } {
  const bare = property.replace(/^--/, '');
  const group = groups.find((prefix) => bare === prefix || bare.startsWith(`${prefix}-`));
  if (!group) return { group: 'layout', name: bare };
  return { group, name: bare === group ? 'default' : bare.slice(group.length + 1) };
}

/** The DTCG type a value has, by its group and shape. */
function typeOf(group: string, value: string): string | undefined {
  if (group === 'color') return 'color';
  if (group === 'font') return 'fontFamily';
  if (group === 'font-weight') return 'fontWeight';
  if (group === 'line-height') return 'number';
  if (/^-?[\d.]+(rem|px|em)$/.test(value)) return 'dimension';
  return undefined;
}

/** Splits at the commas that are not inside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** A value for one theme: light-dark(a, b) picks a side, var(--x) becomes the alias {group.name}. */
function resolve(value: string, theme: Theme): string {
  const picked = value.replace(/light-dark\(((?:[^()]|\([^()]*\))*)\)/g, (_match, inner: string) => {
    const [light = '', dark = ''] = splitTopLevel(inner);
    return theme === 'light' ? light : dark;
  });
  return picked.replace(/var\((--[\w-]+)\)/g, (_match, property: string) => {
    const { group, name } = place(property);
    return `{${group}.${name}}`;
  });
}

/** The custom properties of a rule's body (comments removed). */
function declarations(body: string): { property: string; value: string }[] {
  const code = body.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...code.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, property = '', value = '']) => ({
    property,
    value: value.replace(/\s+/g, ' ').trim(),
  }));
}

export function tokensFromCss(css: string): Record<string, unknown> {
  const rootBodies = [...css.matchAll(/(^|\n):root\s*\{([^}]*)\}/g)].map((match) => match[2] ?? '');
  const media = [...css.matchAll(/@media\s*\(([^)]*)\)\s*\{\s*:root\s*\{([^}]*)\}\s*\}/g)];
  const sets: Record<Theme, Record<string, Group>> = { light: {}, dark: {} };
  for (const theme of ['light', 'dark'] as const) {
    for (const { property, value } of rootBodies.flatMap(declarations)) {
      const { group, name } = place(property);
      const resolved = resolve(value, theme);
      const type = typeOf(group, resolved);
      // Weights and line heights are plain numbers in the format; a shadow stays its CSS text, untyped.
      const numeric = (type === 'fontWeight' || type === 'number') && /^[\d.]+$/.test(resolved);
      const token: Token = {
        $value: numeric ? Number(resolved) : resolved,
        ...(type ? { $type: type } : {}),
      };
      for (const [, condition = '', body = ''] of media) {
        const wider = declarations(body).find((declaration) => declaration.property === property);
        if (wider) token.$extensions = { [`termtap.media(${condition})`]: resolve(wider.value, theme) };
      }
      sets[theme][group] = { ...sets[theme][group], [name]: token };
    }
  }
  return {
    $description:
      'TermTap design tokens, generated from packages/ui/src/styles/tokens.css by `npm run tokens`: edit the CSS, not this file.',
    ...sets,
  };
}

export function tokensJson(): string {
  return `${JSON.stringify(tokensFromCss(readFileSync(cssFile, 'utf8')), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = tokensJson();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(jsonFile, 'utf8');
    if (committed !== wanted) {
      console.error('packages/ui/src/styles/tokens.json does not match tokens.css: run npm run tokens.');
      process.exit(1);
    }
    console.log('tokens.json matches tokens.css.');
  } else {
    writeFileSync(jsonFile, wanted);
    console.log(`Wrote ${jsonFile}`);
  }
}
