// Proves the committed design tokens (packages/ui/src/styles/tokens.json) are what tokens.css says, and that
// the export reads each theme's side of light-dark(), aliases var() references and types each token.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { jsonFile, tokensFromCss, tokensJson } from './design-tokens.ts';

test('tokens.json matches tokens.css (run `npm run tokens` after changing the CSS)', () => {
  expect(readFileSync(jsonFile, 'utf8')).toBe(tokensJson());
});

test('each theme takes its side of light-dark(), references become aliases, wider screens are noted', () => {
  const css = `:root {
  /* Page */
  --font-weight-bold: 700;
  --color-bg: light-dark(#ffffff, #000000);
  --color-wash: light-dark(rgb(16 27 51 / 6%), rgb(0 0 0 / 40%));
  --space-4: 1rem;
  --shadow-sm: 0 1px 2px var(--color-wash);
  --measure: 48rem;
  --container-pad: 1rem;
}
@media (min-width: 48rem) {
  :root {
    --container-pad: 1.5rem;
  }
}`;
  expect(tokensFromCss(css)).toMatchObject({
    light: {
      color: { bg: { $value: '#ffffff', $type: 'color' }, wash: { $value: 'rgb(16 27 51 / 6%)' } },
      'font-weight': { bold: { $value: 700, $type: 'fontWeight' } },
      space: { 4: { $value: '1rem', $type: 'dimension' } },
      shadow: { sm: { $value: '0 1px 2px {color.wash}' } },
      layout: { measure: { $value: '48rem' } },
      container: { pad: { $value: '1rem', $extensions: { 'termtap.media(min-width: 48rem)': '1.5rem' } } },
    },
    dark: { color: { bg: { $value: '#000000' }, wash: { $value: 'rgb(0 0 0 / 40%)' } } },
  });
});
