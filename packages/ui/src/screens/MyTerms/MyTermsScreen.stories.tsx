import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MyTerm } from '@termtap/api-client';
import { expect, waitFor, within } from 'storybook/test';
import { myTermsFails, myTermsOk, myTermsPending, sampleUnlocked } from '../../mocks/me.ts';
import { reviewOk, sampleCard } from '../../mocks/review.ts';
import { MyTermsScreen } from './MyTermsScreen.tsx';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Screens/My terms',
  component: MyTermsScreen,
  parameters: {
    app: { session: 'free', path: '/my-terms' },
    msw: { handlers: { me: myTermsOk(sampleUnlocked) } },
  },
} satisfies Meta<typeof MyTermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by subject; saved terms first; every row reopens in place. */
export const SomeTerms: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Chemistry (2)' })).toBeVisible();
    const chemistry = canvas.getByRole('list', { name: 'Chemistry: my terms' });
    await expect(
      within(chemistry)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('oxidation★ Saved · Free to reopen'),
      expect.stringContaining('acidFree to reopen'),
    ]);
    // Groups follow the items' order: saved first (conditioning is the newest saved), then newest first.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Psychology (1)',
      'Chemistry (2)',
      'Computer Science (1)',
      'Nutrition (1)',
    ]);
  },
};

/** Review and quiz from here; per subject, how many terms are known, and the streak once there is one. */
export const WithProgress: Story = {
  parameters: {
    msw: {
      handlers: {
        me: myTermsOk(sampleUnlocked),
        review: reviewOk(
          [sampleCard('acid', { dueInMinutes: 30 * 24 * 60, stability: 40 }), sampleCard('oxidation')],
          { streak: 3 },
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Review' })).toHaveAttribute('href', '/review');
    await expect(canvas.getByRole('link', { name: 'Quiz me on Chemistry' })).toHaveAttribute(
      'href',
      '/quiz?subject=chemistry',
    );
    const meter = await canvas.findByRole('meter', { name: 'Chemistry terms known' });
    await expect(meter).toHaveAttribute('aria-valuenow', '1');
    await expect(canvas.getByText('3-day streak')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { me: [myTermsPending] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading… please wait')).toBeVisible();
  },
};

export const ListFailed: Story = {
  parameters: { msw: { handlers: { me: [myTermsFails] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load your terms.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NothingYet: Story = {
  parameters: { msw: { handlers: { me: myTermsOk([]) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have not opened any terms yet/)).toBeVisible();
  },
};

/** At 0 free describes every unlocked term still reopens, and nothing is spent. */
export const ReopenWithNoFreeDescribesLeft: Story = {
  parameters: { app: { session: 'noClicks' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe acid' }));
    await expect(await canvas.findByText(/turning litmus red/)).toBeVisible();
    await expect(canvas.getByText('Definition: WordNet 3.1')).toBeVisible();
  },
};

/** "Saved only" asks for starred terms alone; unsaving one drops its star. */
export const SavedOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: '☆ Saved only' });
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('button', { name: '★ Saved only' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2));
    await expect(canvas.queryByRole('button', { name: 'Describe acid' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Describe oxidation' })).toBeVisible();
  },
};

export const NoSavedTerms: Story = {
  parameters: {
    msw: { handlers: { me: myTermsOk(sampleUnlocked.map((item) => ({ ...item, starred: false }))) } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '☆ Saved only' }));
    await expect(await canvas.findByText(/No saved terms yet/)).toBeVisible();
  },
};

const manyUnlocked: MyTerm[] = Array.from({ length: 130 }, (_, index) => ({
  subject: index % 2 === 0 ? 'chemistry' : 'biotechnology',
  term: `term ${String(index).padStart(3, '0')}`,
  unlockedAt: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(),
  starred: false,
}));

/** More than a page: the first 100 show, then "Show more"; the search filters what is loaded. */
export const ManyTerms: Story = {
  parameters: { msw: { handlers: { me: myTermsOk(manyUnlocked) } } },
  play: async ({ canvas, userEvent }) => {
    const more = await canvas.findByRole('button', { name: 'Show more (30 left)' });
    await userEvent.click(more);
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument());
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search my terms' }), 'term 12');
    await expect(canvas.getByText('10 of 130 terms')).toBeVisible();
  },
};

/**
 * In Hindi at phone size: each term with its Hindi name beside the English (asked for with lang=hi), the
 * heading, review and quiz, the meter, the streak, the search (which finds a term by its Hindi name) and the
 * filter.
 */
export const Hindi: Story = {
  parameters: WithProgress.parameters,
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'मेरे शब्द' })).toBeVisible();
    // The mock reads the Hindi names from the content's data files on first use: that can take a while.
    const chemistry = await canvas.findByRole('list', { name: 'रसायन विज्ञान: मेरे शब्द' }, { timeout: 20_000 });
    const oxidationName = await within(chemistry).findByText('ऑक्सीकरण');
    await expect(oxidationName).toHaveAttribute('lang', 'hi');
    await expect(oxidationName).toBeVisible();
    // The English term stays the row's name and its button's.
    await expect(within(chemistry).getByRole('button', { name: /oxidation/ })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'दोहराएँ' })).toHaveAttribute('href', '/review');
    await expect(canvas.getByRole('heading', { level: 2, name: 'रसायन विज्ञान (2)' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'रसायन विज्ञान: मेरे शब्द' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'क्विज़ दें (रसायन विज्ञान)' })).toHaveAttribute(
      'href',
      '/quiz?subject=chemistry',
    );
    const meter = await canvas.findByRole('meter', { name: 'रसायन विज्ञान: याद हो चुके शब्द' });
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\d+ में से 1 याद$/));
    await expect(canvas.getByText('लगातार 3 दिन')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'मेरे शब्दों में खोजें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '☆ सिर्फ़ सहेजे हुए' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'मेरे शब्दों में खोजें' }), 'ऑक्सीकरण');
    await waitFor(() =>
      expect(canvas.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
        expect.stringContaining('oxidation'),
      ]),
    );
  },
};

/** Nothing opened yet, in Hindi. */
export const HindiNothingYet: Story = {
  parameters: NothingYet.parameters,
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/आपने अभी तक कोई शब्द नहीं खोला है।/)).toBeVisible();
  },
};
