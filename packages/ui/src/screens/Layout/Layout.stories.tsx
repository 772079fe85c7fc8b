import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import { Layout } from './Layout.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Screens/Layout',
  component: Layout,
  args: {
    children: (
      <div className="container" style={{ paddingBlock: '1.5rem' }}>
        <h1>Page content</h1>
        <p>Each screen renders here, between the navigation and the footer.</p>
      </div>
    ),
  },
  // The page content is a placeholder, not something to edit as a React element.
  argTypes: { children: { control: false, table: { disable: true } } },
  parameters: { app: { path: '/chemistry' } },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('button', { name: 'Subjects' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(nav).getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/articles-plan');
    await expect(within(nav).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    await expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(within(nav).queryByRole('link', { name: 'My terms' })).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: 'Review' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    // Home, the ten subjects (inside the closed Subjects menu), Search, Plans and Login.
    await expect(within(nav).getAllByRole('link', { hidden: true })).toHaveLength(14);
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
  globals: desktop,
  parameters: { app: { session: 'free' } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation, storage } = storyFakes(context);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'My terms' })).toHaveAttribute('href', '/my-terms');
    await expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await expect(within(nav).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/review');
    await expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(navigation.lastCall).toEqual({ to: '/', replace: true, fullPage: false }));
    await expect(storage.snapshot()).toEqual({});
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument());
  },
};

/** The Subjects menu: all ten subjects, by mouse or keyboard; Escape and a click outside close it. */
export const SubjectsMenuOpen: Story = {
  globals: desktop,
  parameters: { app: { session: 'paid' } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const button = canvas.getByRole('button', { name: 'Subjects' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: 'Subjects' });
    await expect(within(list).getAllByRole('link')).toHaveLength(10);
    await expect(within(list).getByRole('link', { name: 'Chemistry' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();

    // Keyboard: Enter opens it, Tab reaches the first subject.
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(within(list).getByRole('link', { name: 'Chemistry' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('heading', { level: 1, name: 'Page content' }));
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await userEvent.click(within(list).getByRole('link', { name: 'Electronics & Communication' }));
    await expect(storyFakes(context).navigation.lastCall?.to).toBe(
      '/electronics-and-communication-engineering',
    );
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
  },
};

export const MobileMenuOpen: Story = {
  parameters: { app: { session: 'paid' } },
  globals: phone,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Medical Terms' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const MobileMenuClosesOnEscape: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
  },
};

export const MenuClosesOnNavigation: Story = {
  globals: phone,
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

/** After a route change, focus is on the new screen's main heading and the page title is announced. */
export const FocusMovesToHeadingAfterNavigation: Story = {
  globals: desktop,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Plans' }));
    const heading = canvas.getByRole('heading', { level: 1, name: 'Page content' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveAttribute('tabindex', '-1');
    const announcer = canvasElement.ownerDocument.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(announcer?.textContent).toBe(document.title || 'Page content'));
  },
};

/** The theme toggle: pressed shows the dark theme, and the pick is remembered under termtap.theme. */
export const ThemeToggle: Story = {
  globals: desktop,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const toggle = canvas.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(storyFakes(context).storage.getItem('termtap.theme')).toBe('dark');
    await userEvent.click(toggle);
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await expect(storyFakes(context).storage.getItem('termtap.theme')).toBe('light');
  },
};

/** The whole frame in Hindi (Storybook's Language toolbar does the same for every story). */
export const Hindi: Story = {
  parameters: { app: { session: 'paid' } },
  globals: { ...phone, language: 'hi' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const menu = await canvas.findByRole('button', { name: 'मेनू' });
    await userEvent.click(menu);
    const nav = canvas.getByRole('navigation', { name: 'मुख्य' });
    await expect(within(nav).getByRole('link', { name: 'होम' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'चिकित्सा शब्द' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'दोहराएँ' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'गोपनीयता नीति' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  },
};

/** The header's switch: हिन्दी turns the frame Hindi and sets <html lang>; English brings every text back. */
export const LanguageSwitch: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'हिन्दी' }));
    await expect(await canvas.findByRole('button', { name: 'मेनू' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'hi');
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(await canvas.findByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'en');
  },
};
