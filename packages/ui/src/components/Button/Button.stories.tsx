import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Describe', onClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Describe' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Login' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Hide' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Logout' } };

/** Smaller text, the same 44 px tap target. */
export const Small: Story = {
  args: { size: 'sm', children: 'Hide' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hide' })).toBeVisible();
  },
};

/** The focus ring sits 2 px away from the button, so it shows on the primary blue and on the page alike. */
export const FocusRing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Describe' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Processing...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};
