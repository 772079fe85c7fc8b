import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import { Layout } from './Layout.tsx';

const meta = {
  title: 'Screens/Layout',
  component: Layout,
  args: {
    children: (
      <div style={{ padding: '1.5rem 1rem' }}>
        <h1>Page content</h1>
        <p>Each screen renders here, between the navigation and the footer.</p>
      </div>
    ),
  },
  parameters: { app: { path: '/chemistry' } },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Chemistry' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/articles-plan');
    await expect(within(nav).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    await expect(within(nav).queryByRole('link', { name: 'My terms' })).not.toBeInTheDocument();
    await expect(within(nav).getAllByRole('link')).toHaveLength(13);
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    await expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(canvas.getByRole('link', { name: 'support@termtap.in' })).toBeVisible();
    await expect(canvas.getByText(/Sole proprietorship/)).toHaveTextContent('Jorhat, Assam 785001, India');
  },
};

export const LoggedIn: Story = {
  parameters: { app: { session: 'free' } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation, storage } = storyFakes(context);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'My terms' })).toHaveAttribute('href', '/my-terms');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(navigation.lastCall).toEqual({ to: '/', replace: true, fullPage: false }));
    await expect(storage.snapshot()).toEqual({});
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument());
  },
};

export const MobileMenuOpen: Story = {
  parameters: { app: { session: 'paid' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Medical Terms' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const MenuClosesOnNavigation: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Psychology' }));
    await expect(storyFakes(context).navigation.lastCall?.to).toBe('/psychology');
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    // The closed menu hides its links on a phone.
    await expect(canvas.getByRole('link', { name: 'Psychology', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
