import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';

// The type scale, the spacing scale, radius and elevation, and the container (packages/ui/src/styles/tokens.css).

const typeScale = [
  ['--font-size-3xl', '2.25rem · 36 px', 'Page titles from 768 px'],
  ['--font-size-2xl', '1.75rem · 28 px', 'Page titles (h1) on phones'],
  ['--font-size-xl', '1.375rem · 22 px', 'Section headings (h2), dialog titles'],
  ['--font-size-lg', '1.125rem · 18 px', 'Lead text, brand, card titles'],
  ['--font-size-md', '1rem · 16 px', 'Body text, buttons, fields'],
  ['--font-size-sm', '0.875rem · 14 px', 'Hints, navigation links, footer'],
  ['--font-size-xs', '0.8125rem · 13 px', 'Badges and fine print (never body text)'],
] as const;

const spaceScale = ['1', '2', '3', '4', '5', '6', '8', '10', '12', '16'] as const;

const radii = [
  ['--radius-sm', '6 px: fields, navigation links'],
  ['--radius-md', '10 px: buttons, panels'],
  ['--radius-lg', '16 px: cards, dialogs'],
  ['--radius-pill', 'pills and badges'],
] as const;

const shadows = [
  ['--shadow-sm', 'Resting cards'],
  ['--shadow-md', 'The navigation bar, raised cards'],
  ['--shadow-lg', 'Dialogs and menus'],
] as const;

const page: CSSProperties = {
  padding: 'var(--space-6) var(--container-pad)',
  background: 'var(--color-bg)',
  color: 'var(--color-text)',
};

const row: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 14rem) 1fr',
  gap: 'var(--space-4)',
  alignItems: 'center',
  padding: 'var(--space-3) 0',
  borderBottom: '1px solid var(--color-border)',
};

const muted: CSSProperties = { color: 'var(--color-text-muted)', fontSize: 'var(--font-size-sm)' };

const meta = {
  title: 'Foundations/Scales',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    docs: {
      description: {
        component:
          'One type scale, one spacing scale (4 px steps), radius and elevation, and the one container every screen, the header brand and the footer share. Switch the toolbar theme to see the dark values.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = {
  name: 'Type scale',
  render: () => (
    <div style={page}>
      <h1>Type scale</h1>
      <p style={muted}>
        System UI font (<code>--font-sans</code>); body line height <code>--line-height</code> 1.55, headings{' '}
        <code>--line-height-tight</code> 1.2; weights 500 and 700.
      </p>
      {typeScale.map(([token, size, use]) => (
        <div key={token} style={row}>
          <div>
            <code>{token}</code>
            <div style={muted}>{size}</div>
          </div>
          <div>
            <div
              style={{ fontSize: `var(${token})`, lineHeight: 'var(--line-height-tight)', fontWeight: 700 }}
            >
              Describe any term
            </div>
            <div style={muted}>{use}</div>
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Describe any term')).toHaveLength(typeScale.length);
  },
};

export const Spacing: Story = {
  render: () => (
    <div style={page}>
      <h1>Spacing</h1>
      <p style={muted}>
        4 px steps. The container: <code>--container-max</code> 72rem, <code>--container-pad</code> 16 px on
        phones and 24 px from 768 px; <code>--tap-target</code> 44 px is the least height of anything
        tappable.
      </p>
      {spaceScale.map((step) => (
        <div key={step} style={row}>
          <div>
            <code>--space-{step}</code>
            <div style={muted}>{Number(step) * 4} px</div>
          </div>
          <div
            data-testid="space"
            style={{
              width: `var(--space-${step})`,
              height: '1.25rem',
              borderRadius: 'var(--radius-sm)',
              background: 'var(--color-primary)',
            }}
          />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('space')).toHaveLength(spaceScale.length);
  },
};

export const RadiusAndElevation: Story = {
  name: 'Radius and elevation',
  render: () => (
    <div style={page}>
      <h1>Radius and elevation</h1>
      <h2 style={{ fontSize: 'var(--font-size-xl)' }}>Radius</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-6)' }}>
        {radii.map(([token, use]) => (
          <figure key={token} style={{ margin: 0, width: '10rem' }}>
            <div
              style={{
                height: '5rem',
                borderRadius: `var(${token})`,
                border: '2px solid var(--color-border-strong)',
                background: 'var(--color-surface)',
              }}
            />
            <figcaption>
              <code>{token}</code>
              <div style={muted}>{use}</div>
            </figcaption>
          </figure>
        ))}
      </div>
      <h2 style={{ fontSize: 'var(--font-size-xl)', marginTop: 'var(--space-8)' }}>Elevation</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-8)' }}>
        {shadows.map(([token, use]) => (
          <figure key={token} style={{ margin: 0, width: '10rem' }}>
            <div
              style={{
                height: '5rem',
                borderRadius: 'var(--radius-lg)',
                background: 'var(--color-surface)',
                boxShadow: `var(${token})`,
              }}
            />
            <figcaption style={{ marginTop: 'var(--space-3)' }}>
              <code>{token}</code>
              <div style={muted}>{use}</div>
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Elevation' })).toBeVisible();
  },
};
