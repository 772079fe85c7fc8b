import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrivacyPolicy } from './PrivacyPolicy.tsx';

const meta = {
  title: 'Screens/Legal/Privacy Policy',
  component: PrivacyPolicy,
  parameters: { app: { path: '/privacy-policy' } },
} satisfies Meta<typeof PrivacyPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('Last updated May 11, 2025')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /Children under 13/ })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'support@termtap.in' })[0]).toHaveAttribute(
      'href',
      'mailto:support@termtap.in',
    );
  },
};
