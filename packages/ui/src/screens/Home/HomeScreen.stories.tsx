import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import {
  currentUserByToken,
  logInFails,
  logInWithoutUser,
  signUpEmailTaken,
  signUpPasswordTooShort,
} from '../../mocks/auth.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { showcaseSamples } from './SampleDescribe.tsx';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  parameters: { app: { path: '/' } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's landing page: the hero with a real sample describe, the subjects, the steps and the FAQ. */
export const Default: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Understand any term in seconds',
    );
    // The price and the no-renewal promise, once.
    await expect(canvas.getAllByText(/₹150/)).toHaveLength(1);
    await expect(canvas.getByText(/₹150 a month/).parentElement).toHaveTextContent('no automatic renewal');
    // The catalogue's <0> and <1> parts are set in bold.
    await expect(canvas.getByText('16 free describes').tagName).toBe('STRONG');
    await expect(canvas.getByText('₹150 a month').tagName).toBe('STRONG');
    await expect(canvas.getAllByText(/renew/i)).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Start free trial' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'See pricing' }));
    await expect(storyFakes(context).navigation.lastCall?.to).toBe('/articles-plan');
    await userEvent.click(canvas.getByText('What happens when my free clicks run out?'));
    await expect(canvas.getByText(/You can still browse every term list/)).toBeVisible();
    // Testimonials name the person in full and what they study.
    await expect(canvas.getByText('Priya Baruah')).toBeVisible();
    await expect(canvas.getByText('B.Sc. Chemistry, second year, Guwahati')).toBeVisible();
  },
};

/** The hero's right side (below on phones): a real describe from the content data, no login, no request. */
export const SampleDescribeInHero: Story = {
  play: async ({ canvas, userEvent }) => {
    const sample = canvas.getByRole('region', { name: 'A real describe, free to read' });
    const osmosis = within(sample).getByRole('button', { name: 'osmosis' });
    await expect(osmosis).toHaveAttribute('aria-pressed', 'true');
    await expect(within(sample).getByRole('heading', { name: 'osmosis' })).toBeVisible();
    await expect(within(sample).getByText(/semipermeable membrane/)).toBeVisible();
    await expect(within(sample).getByText('Written by TermTap')).toBeVisible();
    // Laid out like the describe panel: the example on its own labelled line, the link named by where it goes.
    await expect(within(sample).getByText('Example').tagName).toBe('DT');
    const link = within(sample).getByRole('link', {
      name: /^Website Link: Read more on Wikipedia for osmosis/,
    });
    await expect(link).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Osmosis');
    await userEvent.click(within(sample).getByRole('button', { name: 'algorithm' }));
    await expect(within(sample).getByRole('heading', { name: 'algorithm' })).toBeVisible();
    await expect(within(sample).getByText(/Euclid's method/)).toBeVisible();
    await expect(osmosis).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The ten subjects as cards, each with its term count, each opening its subject. */
export const SubjectCards: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const section = canvas.getByRole('region', { name: /^Ten subjects, [\d,]+ terms$/ });
    const cards = within(section).getAllByRole('link');
    await expect(cards).toHaveLength(10);
    for (const card of cards) await expect(card).toHaveTextContent(/\d+ terms$/);
    const chemistry = within(section).getByRole('link', { name: /^Chemistry \d+ terms$/ });
    await expect(chemistry).toHaveAttribute('href', '/chemistry');
    await userEvent.click(chemistry);
    await expect(storyFakes(context).navigation.lastCall?.to).toBe('/chemistry');
  },
};

/** The search from the hero goes to the all-subject search. */
export const SearchFromHero: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Find a term in any subject' }),
      'osmosis{Enter}',
    );
    await expect(storyFakes(context).navigation.lastCall?.to).toBe('/search?q=osmosis');
  },
};

/** The FAQ's rows look tappable (a marker) and are at least 44 px tall. */
export const QuestionsOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const question = canvas.getByText('How many free clicks do I get?');
    await expect(question.tagName).toBe('SUMMARY');
    // In a real browser (Chromium run): a 44 px row with a visible marker drawn after the text.
    const height = question.getBoundingClientRect().height;
    if (height > 0) {
      await expect(height).toBeGreaterThanOrEqual(44);
      const marker = getComputedStyle(question, '::after');
      await expect(marker.borderRightStyle).toBe('solid');
    }
    await userEvent.click(question);
    await expect(question.closest('details')).toHaveAttribute('open');
    await expect(canvas.getByText(/Every new account gets 16 free describes/)).toBeVisible();
  },
};

/** The closing call to action opens the signup modal. */
export const ClosingCallToAction: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create my free account' }));
    await expect(canvas.getByRole('dialog', { name: 'Start your free trial' })).toBeVisible();
  },
};

/**
 * Logged in: only a student with no describes left and no plan stays on / (everyone else goes to
 * /nutrition), so the page offers the plan instead of signup and login.
 */
export const LoggedInHome: Story = {
  parameters: { app: { session: 'noClicks' } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Get unlimited describes' }));
    await expect(storyFakes(context).navigation.lastCall?.to).toBe('/articles-plan');
  },
};

export const LoginOpen: Story = {
  args: { initialAuthMode: 'login' },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Login' });
    const email = within(dialog).getByLabelText('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAccessibleDescription('Email must be valid');
    await expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be more than 5 characters',
    );
    await expect(within(dialog).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const SignupOpen: Story = {
  args: { initialAuthMode: 'signup' },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Start your free trial' });
    await expect(within(dialog).getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(within(dialog).queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  },
};

export const OpensFromButtons: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(canvas.getByRole('dialog', { name: 'Start your free trial' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in instead' }));
    await expect(canvas.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Start free trial' })).toHaveFocus();
  },
};

export const AuthError: Story = {
  args: { initialAuthMode: 'login' },
  parameters: { msw: { handlers: { auth: [logInFails] } } },
  play: async ({ canvas, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'student@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};

export const SignupEmailTaken: Story = {
  args: { initialAuthMode: 'signup' },
  parameters: { msw: { handlers: { auth: [signUpEmailTaken] } } },
  play: async ({ canvas, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Start your free trial' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'student@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  },
};

/** The server's validator text for a short password reads as a sentence, not "password: must be…". */
export const SignupPasswordTooShort: Story = {
  args: { initialAuthMode: 'signup' },
  parameters: { msw: { handlers: { auth: [signUpPasswordTooShort] } } },
  play: async ({ canvas, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Start your free trial' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'student@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
  },
};

/** An older backend's answer without a user: the app asks GET /auth/me, then replaces the page. */
export const LoginSuccess: Story = {
  args: { initialAuthMode: 'login' },
  parameters: { msw: { handlers: { auth: [logInWithoutUser, currentUserByToken] } } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation, storage } = storyFakes(context);
    const dialog = canvas.getByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'student@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(navigation.lastCall).toEqual({ to: '/nutrition', replace: true, fullPage: true }),
    );
    await expect(storage.getItem('token')).toBe('"token-free-user"');
    await expect(JSON.parse(storage.getItem('authuser') ?? 'null')).toMatchObject({ remainingClicks: 12 });
  },
};

/**
 * The landing page in Hindi on a phone: the hero, its search examples, the pricing line with its bold parts,
 * the sample describe's labels, the subject cards with their counts, the steps and the FAQ.
 */
export const Hindi: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'कोई भी शब्द पल भर में समझें',
    );
    await expect(canvas.getByRole('searchbox', { name: 'किसी भी विषय में शब्द खोजें' })).toHaveAttribute(
      'placeholder',
      'जैसे mole, enzyme, democracy',
    );
    await expect(canvas.getByText('₹150 प्रति माह').tagName).toBe('STRONG');
    await expect(canvas.getByText('16 मुफ़्त विवरणों').tagName).toBe('STRONG');
    await expect(canvas.getByRole('button', { name: 'मुफ़्त ट्रायल शुरू करें' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'कीमत देखें' })).toHaveAttribute('href', '/articles-plan');
    const sample = canvas.getByRole('region', { name: 'एक असली विवरण, मुफ़्त में पढ़ें' });
    await expect(within(sample).getByText('उदाहरण').tagName).toBe('DT');
    await expect(within(sample).getByText('TermTap द्वारा लिखित')).toBeVisible();
    // The sample itself is in Hindi (its Hindi name and definition), its English folded beneath.
    const osmosis = showcaseSamples[0];
    await expect(within(sample).getByText(osmosis?.hindi?.term ?? 'missing')).toHaveAttribute('lang', 'hi');
    await expect(within(sample).getByText(osmosis?.hindi?.definition ?? 'missing')).toBeVisible();
    await expect(within(sample).getByText(osmosis?.parts.definition ?? 'missing')).not.toBeVisible();
    await userEvent.click(within(sample).getByText('अंग्रेज़ी में पढ़ें'));
    await expect(within(sample).getByText(osmosis?.parts.definition ?? 'missing')).toBeVisible();
    const subjects = canvas.getByRole('region', { name: /^दस विषय, [\d,]+ शब्द$/ });
    await expect(within(subjects).getAllByRole('link')).toHaveLength(10);
    await expect(within(subjects).getByRole('link', { name: /^रसायन विज्ञान [\d,]+ शब्द$/ })).toHaveAttribute(
      'href',
      '/chemistry',
    );
    await expect(canvas.getByRole('heading', { name: 'यह कैसे काम करता है' })).toBeVisible();
    await userEvent.click(canvas.getByText('कौन-से विषय शामिल हैं?'));
    await expect(canvas.getByText(/^रसायन विज्ञान, कंप्यूटर विज्ञान, .*मनोविज्ञान।$/)).toBeVisible();
  },
};
