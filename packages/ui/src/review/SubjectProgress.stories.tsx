import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { findSubjectBySlug } from '../app/subjects.ts';
import { reviewAllKnown, reviewNoCards, reviewOk, sampleCard } from '../mocks/review.ts';
import { SubjectProgress } from './SubjectProgress.tsx';

const chemistry = findSubjectBySlug('chemistry');
const threeWeeks = 30 * 24 * 60;

const meta = {
  title: 'Components/SubjectProgress',
  component: SubjectProgress,
  args: { subject: chemistry },
  parameters: { app: { session: 'free', path: '/chemistry' }, layout: 'padded' },
} satisfies Meta<typeof SubjectProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under a subject's heading before any review: an empty meter and "Quiz me". */
export const Empty: Story = {
  parameters: { msw: { handlers: { review: reviewNoCards } } },
  play: async ({ canvas }) => {
    const meter = await canvas.findByRole('meter', { name: 'Chemistry terms known' });
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('link', { name: 'Quiz me' })).toHaveAttribute(
      'href',
      '/quiz?subject=chemistry',
    );
  },
};

export const Partial: Story = {
  parameters: {
    msw: {
      handlers: {
        review: reviewOk([
          sampleCard('acid', { dueInMinutes: threeWeeks, stability: 40 }),
          sampleCard('oxidation', { dueInMinutes: threeWeeks, stability: 30 }),
          sampleCard('catalyst'),
        ]),
      },
    },
  },
  play: async ({ canvas }) => {
    const meter = await canvas.findByRole('meter', { name: 'Chemistry terms known' });
    await expect(meter).toHaveAttribute('aria-valuenow', '2');
  },
};

export const Full: Story = {
  parameters: { msw: { handlers: { review: reviewAllKnown } } },
  play: async ({ canvas }) => {
    const meter = await canvas.findByRole('meter', { name: 'Chemistry terms known' });
    await expect(meter.getAttribute('aria-valuenow')).toBe(meter.getAttribute('aria-valuemax'));
  },
};

/** In Hindi: the meter's name and figures, and "क्विज़ दें". */
export const Hindi: Story = {
  parameters: Partial.parameters,
  globals: { language: 'hi' },
  play: async ({ canvas }) => {
    const meter = await canvas.findByRole('meter', { name: 'रसायन विज्ञान: याद हो चुके शब्द' });
    await expect(meter).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByRole('link', { name: 'क्विज़ दें' })).toBeVisible();
  },
};
