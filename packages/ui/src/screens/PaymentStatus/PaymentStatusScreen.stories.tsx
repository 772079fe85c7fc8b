import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import { orderId, verifyPaid } from '../../mocks/checkout.ts';
import { PaymentStatusScreen } from './PaymentStatusScreen.tsx';

const meta = {
  title: 'Screens/Payment Status',
  component: PaymentStatusScreen,
} satisfies Meta<typeof PaymentStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function at(orderStatus: string | null, id: string | null = orderId) {
  const query = new URLSearchParams();
  if (id !== null) query.set('order_id', id);
  if (orderStatus !== null) query.set('order_status', orderStatus);
  return { app: { session: 'free' as const, path: `/payment-status?${query}` } };
}

export const Success: Story = {
  parameters: at('SUCCESS'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(canvas.getByText(orderId)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Nutrition' })).toHaveAttribute('href', '/nutrition');
    await expect(canvas.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/articles-plan');
  },
};

export const Failed: Story = {
  parameters: at('FAILED'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/articles-plan');
    await expect(canvas.getByRole('button', { name: 'Check Status' })).toBeEnabled();
  },
};

/** The status arrives lower-case here: it is shown upper-cased. */
export const Cancelled: Story = {
  parameters: at('cancelled'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(canvas.getByText('CANCELLED')).toBeVisible();
  },
};

export const UserDropped: Story = {
  parameters: at('USER_DROPPED'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(canvas.getByText('USER_DROPPED')).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: at('PENDING'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Pending' })).toBeVisible();
    await expect(canvas.getByText(/wait a few minutes and check again/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Plans' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};

/** Refresh asks the server for the order's verified state and shows it. */
export const PendingThenPaid: Story = {
  parameters: { ...at('PENDING'), msw: { handlers: { checkout: [verifyPaid] } } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(await canvas.findByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(storyFakes(context).navigation.lastCall).toMatchObject({
      to: `/payment-status?order_id=${orderId}&order_status=SUCCESS`,
      replace: true,
    });
  },
};

export const Unknown: Story = {
  parameters: at('EXPIRED'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Status Unknown' })).toBeVisible();
    await expect(canvas.getByText('EXPIRED')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Plans' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** No query at all: no order id (a dash) and status UNKNOWN. */
export const NoOrderId: Story = {
  parameters: at(null, null),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Status Unknown' })).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.getByText('UNKNOWN')).toBeVisible();
  },
};
