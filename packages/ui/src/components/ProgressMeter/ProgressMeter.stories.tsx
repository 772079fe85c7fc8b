import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressMeter } from './ProgressMeter.tsx';

const meta = {
  title: 'Components/ProgressMeter',
  component: ProgressMeter,
  args: { label: 'Chemistry terms known', known: 0, total: 400 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProgressMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing known yet: an empty bar, no warning. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Chemistry terms known' });
    await expect(meter).toHaveAttribute('aria-valuetext', '0 of 400 known');
    await expect(canvas.getByText('0 of 400 known')).toBeVisible();
  },
};

export const Partial: Story = {
  args: { known: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '120');
    await expect(canvas.getByText('120 of 400 known')).toBeVisible();
  },
};

export const Full: Story = {
  args: { known: 400 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '400 of 400 known');
  },
};

/** In Hindi: "400 में से 120 याद", with the Indian grouping of large counts. */
export const Hindi: Story = {
  args: { label: 'रसायन विज्ञान: याद हो चुके शब्द', known: 1200, total: 4184 },
  globals: { language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4,184 में से 1,200 याद')).toBeVisible();
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '4,184 में से 1,200 याद');
  },
};
