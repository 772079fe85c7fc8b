import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, within } from 'storybook/test';
import { paidUserPayments, resetAccountMockState } from '../../mocks/account.ts';
import { orderId } from '../../mocks/checkout.ts';
import { http } from '../../mocks/http.ts';
import { ReceiptScreen } from './ReceiptScreen.tsx';

const meta = {
  title: 'Screens/Account/Receipt',
  component: ReceiptScreen,
  loaders: [resetAccountMockState],
  parameters: { app: { session: 'paid', path: `/account/receipts/${orderId}` } },
} satisfies Meta<typeof ReceiptScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid month's receipt: what was bought, when, for how much, from whom; Print prints it. */
export const Receipt: Story = {
  name: 'Receipt of a paid month',
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    const details = within(canvas.getByText('Order ID').closest('dl') as HTMLElement);
    const facts = Object.fromEntries(
      details.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    await expect(facts).toEqual({
      'Order ID': orderId,
      Date: '21 Nov 2026',
      'Billed to': 'subscriber@example.com',
      Item: 'Standard plan: one month of unlimited describes',
      Period: '21 Nov 2026 – 21 Dec 2026',
      Status: 'Paid',
      'Amount paid': '₹150',
    });
    await expect(canvas.getByText('TermTap, AT Road, Jorhat, Assam 785001, India')).toBeVisible();
    await expect(canvas.getByText(/Sole proprietorship · termtap.in · support@termtap.in/)).toBeVisible();
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
    await expect(canvas.getByRole('link', { name: 'Back to account' })).toHaveAttribute('href', '/account');
  },
};

/** A made-up order, or someone else's: no receipt. */
export const ReceiptNotFound: Story = {
  name: 'Receipt not found',
  parameters: { app: { session: 'paid', path: '/account/receipts/tt_madeup' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not find this receipt. It may belong to another account, or the link is incomplete.',
    );
    await expect(canvas.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  },
};

/** An order that did not go through has no receipt. */
export const OrderNotPaid: Story = {
  name: 'Order not paid, no receipt',
  parameters: {
    app: { session: 'paid', path: `/account/receipts/${paidUserPayments[1]?.orderId}` },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This order did not buy a month, so it has no receipt.',
    );
  },
};

export const ReceiptFails: Story = {
  name: 'Receipt could not load',
  parameters: {
    msw: {
      handlers: {
        account: [
          http.get('/me/payments/{orderId}', ({ response }) =>
            response.untyped(Response.json({ message: 'Service unavailable.' }, { status: 503 })),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not load this receipt. Check your connection and try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The receipt in Hindi: the labels and the date are Hindi; the business's registered details stay as they are. */
export const Hindi: Story = {
  name: 'Hindi receipt',
  globals: { viewport: { value: 'phone', isRotated: false }, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'रसीद' })).toBeVisible();
    const details = within(canvas.getByText('ऑर्डर आईडी').closest('dl') as HTMLElement);
    const facts = Object.fromEntries(
      details.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    await expect(facts).toMatchObject({
      'ऑर्डर आईडी': orderId,
      सेवा: 'स्टैंडर्ड प्लान: एक महीने तक असीमित विवरण',
      स्थिति: 'भुगतान हुआ',
      'चुकाई गई राशि': '₹150',
      // The date in Hindi ("21 नव॰ 2026"), not "21 Nov 2026".
      तारीख: expect.stringMatching(/^21 [^A-Za-z]+ 2026$/),
    });
    await expect(canvas.getByText('TermTap, AT Road, Jorhat, Assam 785001, India')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'प्रिंट करें' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'खाते पर वापस जाएँ' })).toHaveAttribute('href', '/account');
  },
};
