import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { hindiLegalStory } from './hindiLegalStory.ts';
import { TermsAndConditions } from './TermsAndConditions.tsx';

const meta = {
  title: 'Screens/Legal/Terms and Conditions',
  component: TermsAndConditions,
  parameters: { app: { path: '/terms-and-condition' } },
} satisfies Meta<typeof TermsAndConditions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(canvas.getByText('Last updated May 11, 2025')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: /Governing law and jurisdiction/ }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'support@termtap.in' })[0]).toHaveAttribute(
      'href',
      'mailto:support@termtap.in',
    );
  },
};

export const Hindi: Story = hindiLegalStory({
  title: 'नियम और शर्तें',
  date: /^अंतिम अपडेट: 11 .+ 2025$/,
  heading: '12. लागू कानून और क्षेत्राधिकार',
  englishText: /^We may improve, change or withdraw features\./,
});
