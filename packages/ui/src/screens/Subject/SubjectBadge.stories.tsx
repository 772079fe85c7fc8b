import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import { SubjectBadge } from './SubjectBadge.tsx';

const meta = {
  title: 'Components/SubjectBadge',
  component: SubjectBadge,
  parameters: { layout: 'padded' },
  args: { isLoggedIn: true, isPaid: false, remainingClicks: 12 },
} satisfies Meta<typeof SubjectBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  args: { isLoggedIn: false, remainingClicks: null },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('link', { name: 'Login to try' }));
    await expect(storyFakes(context).navigation.lastCall).toEqual({
      to: '/',
      replace: true,
      fullPage: false,
    });
  },
};

export const Subscribed: Story = {
  args: { isPaid: true, remainingClicks: 0, paidUntil: '2026-12-21T10:15:00.000Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Subscribed — unlimited describes/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
  },
};

export const FreeDescribesLeft: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(canvas.getByText('Free describes: 12 of 16')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Subscribe' }));
    await expect(storyFakes(context).navigation.lastCall?.to).toBe('/articles-plan');
  },
};

export const NoFreeDescribesLeft: Story = {
  args: { remainingClicks: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free describes: 0 of 16')).toBeVisible();
  },
};

export const CountNotKnownYet: Story = {
  args: { remainingClicks: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Free describes:/)).toHaveTextContent('Free describes: -unknown');
  },
};
