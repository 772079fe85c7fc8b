import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CancellationAndRefund } from './CancellationAndRefund.tsx';
import { hindiLegalStory } from './hindiLegalStory.ts';

const meta = {
  title: 'Screens/Legal/Cancellation and Refund',
  component: CancellationAndRefund,
  parameters: { app: { path: '/cancellation-and-refund' } },
} satisfies Meta<typeof CancellationAndRefund>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Cancellation and Refund Policy' }),
    ).toBeVisible();
    await expect(canvas.getByText('Last updated May 10, 2025')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /No refunds after purchase/ })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'support@termtap.in' })[0]).toHaveAttribute(
      'href',
      'mailto:support@termtap.in',
    );
  },
};

export const Hindi: Story = hindiLegalStory({
  title: 'रद्दीकरण और धनवापसी नीति',
  date: /^अंतिम अपडेट: 10 .+ 2025$/,
  heading: '3. खरीद के बाद धनवापसी नहीं',
  englishText: /^Because the service is non-tangible/,
});
