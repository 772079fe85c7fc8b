import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import { searchFails, searchOk, searchPending } from '../../mocks/pages.ts';
import { SearchScreen } from './SearchScreen.tsx';

const meta = {
  title: 'Screens/Search',
  component: SearchScreen,
  parameters: { app: { path: '/search' } },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the field has the cursor. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search all subjects' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search terms in every subject' })).toHaveFocus();
  },
};

/** Results grouped by subject, best subject first; each opens its subject filtered to the term. */
export const ResultsBySubject: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation } = storyFakes(context);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search terms in every subject' }), 'co');
    await expect(navigation.lastCall).toEqual({ to: '/search?q=co', replace: true, fullPage: false });
    const psychology = await canvas.findByRole('region', { name: 'Psychology' }, { timeout: 4000 });
    await expect(
      within(psychology)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['cognition in Psychology', 'conditioning in Psychology']);
    const compiler = canvas.getByRole('link', { name: 'compiler in Computer Science' });
    await expect(compiler).toHaveAttribute('href', '/computer-science?q=compiler');
    await expect(canvas.getByRole('status')).toHaveTextContent(/terms in \d subjects/);
  },
};

/** A shared link searches at once. */
export const FromLink: Story = {
  parameters: { app: { path: '/search?q=protein' } },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'protein in Nutrition' }, { timeout: 4000 });
    await expect(link).toHaveAttribute('href', '/nutrition?q=protein');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 term in 1 subject.');
  },
};

/** Nothing matches the typo, so the API answers the corrected query's results and says which it searched. */
export const Corrected: Story = {
  parameters: { app: { path: '/search?q=oxidaton' } },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'oxidation in Chemistry' }, { timeout: 4000 });
    await expect(link).toHaveAttribute('href', '/chemistry?q=oxidation');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Showing results for “oxidation”: 1 term in 1 subject.',
    );
  },
};

export const NoMatch: Story = {
  parameters: { app: { path: '/search?q=zzqx' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No term matches “zzqx”.')).toBeVisible();
  },
};

export const Searching: Story = {
  parameters: { app: { path: '/search?q=acid' }, msw: { handlers: { pages: [searchPending] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Searching…')).toBeVisible();
  },
};

export const SearchFailed: Story = {
  parameters: { app: { path: '/search?q=acid' }, msw: { handlers: { pages: [searchFails] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Search is not available right now. Try again in a moment.'),
    ).toBeVisible();
  },
};

const hindi = { viewport: { value: 'phone', isRotated: false }, language: 'hi' };

/** The search page in Hindi: heading, field, placeholder, the summary and the subjects' Hindi names. */

/** Hindi results wait for the mock to load the subjects' real Hindi names (content/data), slow on a busy machine. */
const hindiResults = { timeout: 15_000 };

export const Hindi: Story = {
  parameters: { app: { path: '/search?q=protein' } },
  globals: hindi,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'सभी विषयों में खोजें' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'हर विषय के शब्द खोजें' })).toHaveAttribute(
      'placeholder',
      'जैसे mole, enzyme, democracy',
    );
    // The result shows the term's Hindi name beside it.
    const link = await canvas.findByRole('link', { name: 'protein प्रोटीन पोषण में' }, hindiResults);
    await expect(link).toHaveAttribute('href', '/nutrition?q=protein');
    await expect(within(link).getByText('प्रोटीन')).toHaveAttribute('lang', 'hi');
    await expect(canvas.getByRole('heading', { level: 2, name: 'पोषण' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 विषय में 1 शब्द मिला।');
  },
};

/** A corrected query in Hindi: which query's results these are. */
export const HindiCorrected: Story = {
  parameters: Corrected.parameters,
  globals: hindi,
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'oxidation ऑक्सीकरण रसायन विज्ञान में' }, hindiResults);
    await expect(canvas.getByRole('status')).toHaveTextContent('“oxidation” के परिणाम: 1 विषय में 1 शब्द मिला।');
  },
};

/** A Hindi query in Devanagari finds the term by its Hindi name. */
export const HindiQuery: Story = {
  parameters: {
    app: { path: '/search?q=परमाणु' },
    msw: { handlers: { pages: [searchOk({ chemistry: ['acid', 'atom', 'oxidation'] })] } },
  },
  globals: hindi,
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'atom परमाणु रसायन विज्ञान में' }, hindiResults);
    await expect(link).toHaveAttribute('href', '/chemistry?q=atom');
  },
};

/** Several results in Hindi: the plural forms of the summary. */
export const HindiResults: Story = {
  parameters: { app: { path: '/search?q=co' } },
  globals: hindi,
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'मनोविज्ञान' }, hindiResults);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ विषयों में \d+ शब्द मिले/);
  },
};

/** Nothing found, and search unavailable, in Hindi. */
export const HindiNoMatch: Story = {
  parameters: NoMatch.parameters,
  globals: hindi,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('“zzqx” से मेल खाता कोई शब्द नहीं है।')).toBeVisible();
  },
};

export const HindiSearchFailed: Story = {
  parameters: SearchFailed.parameters,
  globals: hindi,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('खोज अभी उपलब्ध नहीं है। थोड़ी देर बाद फिर से कोशिश करें।')).toBeVisible();
  },
};
