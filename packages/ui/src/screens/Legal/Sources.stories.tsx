import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Sources } from './Sources.tsx';

const meta = {
  title: 'Screens/Legal/Sources',
  component: Sources,
  parameters: { app: { path: '/sources' } },
} satisfies Meta<typeof Sources>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sources' })).toBeVisible();
    // The licence is reproduced as written, double spaces and line breaks included.
    const licence = canvas.getByText(/^This software and database is being provided to you/);
    await expect(licence).toBeVisible();
    await expect(licence.textContent).toContain(
      'WordNet 3.1 Copyright 2011 by Princeton University.  All rights reserved.',
    );
    await expect(licence.textContent).toContain('OF MERCHANT-\nABILITY OR FITNESS');
    await expect(licence.textContent).toMatch(/Princeton University and LICENSEE agrees to preserve same\.$/);
    await expect(
      canvas.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent?.includes(
            'The Free On-line Dictionary of Computing, http://foldoc.org/, Editor Denis Howe',
          ) === true,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'GNU Free Documentation License' })).toBeVisible();
  },
};

/**
 * In Hindi the page's own sentences are translated; the source and licence names, the citations and the
 * licence stay English (marked lang="en").
 */
export const Hindi: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'स्रोत' })).toBeVisible();
    await expect(canvas.getByText('लाइसेंस की सूचनाएँ और संदर्भ अंग्रेज़ी में ज्यों के त्यों दिए गए हैं।')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'हर परिभाषा कहाँ से ली गई है' })).toBeVisible();
    await expect(canvas.getByText('Definition: WordNet 3.1')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText(/^This software and database is being provided to you/)).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(canvas.getByRole('link', { name: 'GNU Free Documentation License' })).toHaveAttribute(
      'lang',
      'en',
    );
  },
};
