import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { expect } from 'storybook/test';
import { contrastRatio, parseComputedColour, type Rgb, toHex } from './contrast.ts';

type Theme = 'light' | 'dark';
const themes: Theme[] = ['light', 'dark'];

/** Every colour token (packages/ui/src/styles/tokens.css), light and dark values via light-dark(). */
const colourTokens = [
  ['--color-bg', 'Page background'],
  ['--color-surface', 'Cards, dialogs, fields'],
  ['--color-surface-muted', 'Quiet panels'],
  ['--color-text', 'Body text'],
  ['--color-text-muted', 'Secondary text'],
  ['--color-border', 'Dividers'],
  ['--color-border-strong', 'Field borders'],
  ['--color-primary', 'Links, primary buttons'],
  ['--color-primary-hover', 'Hover of the above'],
  ['--color-primary-soft', 'Highlights, hero gradient start'],
  ['--color-on-primary', 'Text on primary'],
  ['--color-accent', 'Accent text'],
  ['--color-accent-soft', 'Accent panels'],
  ['--color-success', 'Success text'],
  ['--color-success-soft', 'Success panels'],
  ['--color-danger', 'Error text, danger buttons'],
  ['--color-danger-soft', 'Error panels'],
  ['--color-info-soft', 'Information panels'],
  ['--color-nav-bg', 'Navigation bar'],
  ['--color-nav-text', 'Navigation text'],
  ['--color-nav-hover', 'Navigation hover, current'],
  ['--color-focus', 'Focus ring on the page'],
  ['--color-focus-on-dark', 'Focus ring on the navigation'],
] as const;

interface Pair {
  fg: string;
  bg: string;
  /** 4.5 for text, 3 for focus rings and field borders (WCAG 1.4.3, 1.4.11). */
  min: 4.5 | 3;
}

/** The pairs the screens use. Text pairs show "Aa"; non-text pairs (rings, borders) show a bar. */
const pairs: Pair[] = [
  { fg: '--color-text', bg: '--color-bg', min: 4.5 },
  { fg: '--color-text', bg: '--color-surface', min: 4.5 },
  { fg: '--color-text', bg: '--color-surface-muted', min: 4.5 },
  { fg: '--color-text', bg: '--color-primary-soft', min: 4.5 },
  { fg: '--color-text', bg: '--color-info-soft', min: 4.5 },
  { fg: '--color-text-muted', bg: '--color-bg', min: 4.5 },
  { fg: '--color-text-muted', bg: '--color-surface', min: 4.5 },
  { fg: '--color-text-muted', bg: '--color-surface-muted', min: 4.5 },
  { fg: '--color-text-muted', bg: '--color-primary-soft', min: 4.5 },
  { fg: '--color-primary', bg: '--color-bg', min: 4.5 },
  { fg: '--color-primary', bg: '--color-surface', min: 4.5 },
  { fg: '--color-primary', bg: '--color-primary-soft', min: 4.5 },
  { fg: '--color-primary-hover', bg: '--color-primary-soft', min: 4.5 },
  { fg: '--color-on-primary', bg: '--color-primary', min: 4.5 },
  { fg: '--color-on-primary', bg: '--color-primary-hover', min: 4.5 },
  { fg: '--color-on-primary', bg: '--color-danger', min: 4.5 },
  { fg: '--color-accent', bg: '--color-bg', min: 4.5 },
  { fg: '--color-accent', bg: '--color-surface', min: 4.5 },
  { fg: '--color-accent', bg: '--color-accent-soft', min: 4.5 },
  { fg: '--color-accent', bg: '--color-primary-soft', min: 4.5 },
  { fg: '--color-success', bg: '--color-surface', min: 4.5 },
  { fg: '--color-success', bg: '--color-success-soft', min: 4.5 },
  { fg: '--color-danger', bg: '--color-surface', min: 4.5 },
  { fg: '--color-danger', bg: '--color-danger-soft', min: 4.5 },
  { fg: '--color-nav-text', bg: '--color-nav-bg', min: 4.5 },
  { fg: '--color-nav-text', bg: '--color-nav-hover', min: 4.5 },
  { fg: '--color-nav-text-muted', bg: '--color-nav-bg', min: 4.5 },
  { fg: '--color-focus', bg: '--color-bg', min: 3 },
  { fg: '--color-focus', bg: '--color-surface', min: 3 },
  { fg: '--color-focus-on-dark', bg: '--color-nav-bg', min: 3 },
  { fg: '--color-border-strong', bg: '--color-surface', min: 3 },
  { fg: '--color-border-strong', bg: '--color-bg', min: 3 },
];

const cell: CSSProperties = {
  padding: 'var(--space-2) var(--space-3)',
  borderBottom: '1px solid var(--color-border)',
  textAlign: 'left',
  verticalAlign: 'middle',
};

/** The computed colour of a token inside a themed panel: a probe element resolves light-dark() there. */
function useResolvedColours(panel: RefObject<HTMLElement | null>, tokens: readonly string[]) {
  const [colours, setColours] = useState<Record<string, Rgb | null>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token list is a constant per panel.
  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const probe = document.createElement('span');
    root.append(probe);
    const resolved: Record<string, Rgb | null> = {};
    for (const token of tokens) {
      // Where the stylesheets are not applied (jsdom), the token is unset and var() falls back to black.
      const isDefined = getComputedStyle(probe).getPropertyValue(token).trim() !== '';
      probe.style.color = `var(${token})`;
      resolved[token] = isDefined ? parseComputedColour(getComputedStyle(probe).color) : null;
    }
    probe.remove();
    setColours(resolved);
  }, [panel]);
  return colours;
}

function ThemePanel({ theme, children }: { theme: Theme; children: (theme: Theme) => ReactNode }) {
  return (
    <section
      data-theme={theme}
      aria-label={`${theme === 'light' ? 'Light' : 'Dark'} theme`}
      style={{
        flex: '1 1 26rem',
        minWidth: 0,
        padding: 'var(--space-5) var(--container-pad)',
        background: 'var(--color-bg)',
        color: 'var(--color-text)',
      }}
    >
      <h2 style={{ fontSize: 'var(--font-size-xl)' }}>{theme === 'light' ? 'Light' : 'Dark'} theme</h2>
      {children(theme)}
    </section>
  );
}

function PaletteTable({ theme }: { theme: Theme }) {
  const panel = useRef<HTMLDivElement>(null);
  const colours = useResolvedColours(
    panel,
    colourTokens.map(([token]) => token),
  );
  return (
    <div ref={panel}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption className="visually-hidden">Colour tokens, {theme} theme</caption>
        <thead>
          <tr>
            <th style={cell} scope="col">
              Colour
            </th>
            <th style={cell} scope="col">
              Token
            </th>
            <th style={cell} scope="col">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {colourTokens.map(([token, use]) => {
            const colour = colours[token];
            return (
              <tr key={token}>
                <td style={cell}>
                  <span
                    style={{
                      display: 'block',
                      width: '2.5rem',
                      height: '1.75rem',
                      borderRadius: 'var(--radius-sm)',
                      border: '1px solid var(--color-border-strong)',
                      background: `var(${token})`,
                    }}
                  />
                </td>
                <td style={cell}>
                  <code>{token}</code>
                  <br />
                  <span style={{ color: 'var(--color-text-muted)', fontSize: 'var(--font-size-sm)' }}>
                    {use}
                  </span>
                </td>
                <td style={cell}>
                  <code>{colour ? toHex(colour) : 'light-dark()'}</code>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ContrastTable({ theme }: { theme: Theme }) {
  const panel = useRef<HTMLDivElement>(null);
  const colours = useResolvedColours(panel, [...new Set(pairs.flatMap((pair) => [pair.fg, pair.bg]))]);
  return (
    <div ref={panel}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption className="visually-hidden">Contrast of the colour pairs in use, {theme} theme</caption>
        <thead>
          <tr>
            <th style={cell} scope="col">
              Sample
            </th>
            <th style={cell} scope="col">
              Foreground on background
            </th>
            <th style={cell} scope="col">
              Ratio (needs)
            </th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => {
            const fg = colours[pair.fg];
            const bg = colours[pair.bg];
            const ratio = fg && bg ? contrastRatio(fg, bg) : null;
            return (
              <tr key={`${pair.fg} ${pair.bg}`}>
                <td style={cell}>
                  <span
                    style={{
                      display: 'inline-grid',
                      placeItems: 'center',
                      width: '3.5rem',
                      height: '2.25rem',
                      borderRadius: 'var(--radius-sm)',
                      background: `var(${pair.bg})`,
                      color: `var(${pair.fg})`,
                      fontWeight: 'var(--font-weight-bold)',
                    }}
                  >
                    {pair.min === 4.5 ? (
                      'Aa'
                    ) : (
                      <span
                        style={{
                          width: '2rem',
                          height: '0.75rem',
                          border: `2px solid var(${pair.fg})`,
                          borderRadius: 4,
                        }}
                      />
                    )}
                  </span>
                </td>
                <td style={cell}>
                  <code>{pair.fg}</code> on <code>{pair.bg}</code>
                </td>
                <td
                  style={cell}
                  data-testid="contrast"
                  data-ratio={ratio === null ? undefined : ratio.toFixed(2)}
                  data-min={pair.min}
                >
                  {ratio === null ? 'measured in a browser' : `${ratio.toFixed(2)}:1`} ({pair.min}:1)
                  {ratio !== null && (ratio >= pair.min ? ' ✓ AA' : ' ✗ below AA')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Foundations/Colours',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    docs: {
      description: {
        component:
          'Colour tokens in both themes, and the WCAG contrast of every foreground/background pair the screens use, measured from the computed colours. Text needs 4.5:1; focus rings and field borders 3:1.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap' }}>
      {themes.map((theme) => (
        <ThemePanel key={theme} theme={theme}>
          {(shown) => <PaletteTable theme={shown} />}
        </ThemePanel>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Colour tokens, light theme' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Colour tokens, dark theme' })).toBeVisible();
  },
};

/** Every pair must meet AA in both themes: in a browser (Chromium test run) the ratios are measured and checked. */
export const Contrast: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap' }}>
      {themes.map((theme) => (
        <ThemePanel key={theme} theme={theme}>
          {(shown) => <ContrastTable theme={shown} />}
        </ThemePanel>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const cells = canvas.getAllByTestId('contrast');
    await expect(cells).toHaveLength(pairs.length * themes.length);
    for (const measured of cells) {
      const ratio = measured.dataset.ratio;
      if (ratio === undefined) continue; // jsdom resolves no CSS colours; Chromium does.
      await expect(Number(ratio), measured.closest('tr')?.textContent ?? '').toBeGreaterThanOrEqual(
        Number(measured.dataset.min),
      );
    }
  },
};
