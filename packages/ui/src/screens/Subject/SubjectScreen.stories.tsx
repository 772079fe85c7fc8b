import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { findSubjectBySlug } from '../../app/subjects.ts';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import { manyTerms, sampleDescription, sampleTerms } from '../../mocks/fixtures.ts';
import { myTermsOk, sampleUnlocked } from '../../mocks/me.ts';
import {
  describeFails,
  describeOk,
  describePaymentRequired,
  describePending,
  describeWithoutSnippet,
  legacyTermList,
  termList,
  termListFails,
  termListPending,
} from '../../mocks/pages.ts';
import { SubjectScreen } from './SubjectScreen.tsx';

const meta = {
  title: 'Screens/Subject',
  component: SubjectScreen,
  args: { subject: findSubjectBySlug('chemistry') },
  parameters: { app: { session: 'free', path: '/chemistry' } },
} satisfies Meta<typeof SubjectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: { pages: [termListPending] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading… please wait')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chemistry Terms' })).toBeVisible();
  },
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Chemistry Terms' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleTerms.length);
    await expect(canvas.getByRole('button', { name: 'Describe oxidation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(await canvas.findByText('Free describes: 12 of 16')).toBeVisible();
  },
};

export const Paid: Story = {
  parameters: { app: { session: 'paid' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Subscribed — unlimited describes/)).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: { app: { session: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Login to try' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Describe acid' })).toBeVisible();
  },
};

/** The older backend's list: chemistry terms under the field `A` (DESIGN.md decision 6). */
export const LegacyListShape: Story = {
  parameters: { msw: { handlers: { pages: [legacyTermList('chemistry', ['alkane', 'benzene'])] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Describe benzene' })).toBeVisible();
  },
};

export const ListLoadFailed: Story = {
  parameters: { msw: { handlers: { pages: [termListFails] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No terms to show.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Describing: Story = {
  parameters: { msw: { handlers: { pages: [termList(), describePending] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe oxidation' }));
    const button = canvas.getByRole('button', { name: 'Loading oxidation' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Loading description…')).toHaveAttribute('role', 'status');
  },
};

export const ExpandedWithSnippetAndLink: Story = {
  parameters: { msw: { handlers: { pages: [termList(), describeOk(sampleDescription)] } } },
  play: async ({ canvas, userEvent, step }) => {
    await step('Describe opens the panel with the text and the link', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Describe oxidation' }));
      const hide = await canvas.findByRole('button', { name: 'Hide oxidation' });
      await expect(hide).toHaveAttribute('aria-expanded', 'true');
      const snippet = await canvas.findByText(/A reaction in which a substance loses electrons/);
      await expect(snippet.textContent).toBe(sampleDescription.snippet);
      await expect(canvas.getByText('Written by TermTap')).toBeVisible();
      const link = canvas.getByRole('link', { name: /Website Link for oxidation/ });
      await expect(link).toHaveAttribute('href', sampleDescription.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('The badge counts the click', async () => {
      await expect(canvas.getByText('Free describes: 11 of 16')).toBeVisible();
    });
  },
};

export const CollapsedAgain: Story = {
  parameters: ExpandedWithSnippetAndLink.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe oxidation' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Hide oxidation' }));
    await expect(canvas.getByRole('button', { name: 'Describe oxidation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('link', { name: /Website Link/ })).not.toBeInTheDocument();
    // Describe again refetches: another click is counted.
    await userEvent.click(canvas.getByRole('button', { name: 'Describe oxidation' }));
    await expect(await canvas.findByRole('button', { name: 'Hide oxidation' })).toBeVisible();
    await expect(canvas.getByText('Free describes: 10 of 16')).toBeVisible();
  },
};

export const NoSnippet: Story = {
  parameters: { msw: { handlers: { pages: [termList(), describeWithoutSnippet] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe catalyst' }));
    await expect(await canvas.findByText('No description available.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Website Link/ })).not.toBeInTheDocument();
  },
};

export const NoLink: Story = {
  parameters: {
    msw: {
      handlers: {
        pages: [termList(), describeOk({ snippet: 'A substance that speeds up a reaction.', link: null })],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe catalyst' }));
    await expect(await canvas.findByText('A substance that speeds up a reaction.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Website Link/ })).not.toBeInTheDocument();
  },
};

export const DescribeFailed: Story = {
  parameters: { msw: { handlers: { pages: [termList(), describeFails] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe isotope' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to load description. Try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Hide isotope' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const VisitorPrompt: Story = {
  parameters: { app: { session: null } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe acid' }));
    await expect(await canvas.findByText(/Log in or start your free trial/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Start your free trial' });
    await expect(within(dialog).getByLabelText('Email')).toHaveFocus();
  },
};

export const CreditsExhausted: Story = {
  parameters: { msw: { handlers: { pages: [termList(), describePaymentRequired] } } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation, storage } = storyFakes(context);
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe acid' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Describe click credit exhausted! Get Unlimited click credit by payment.',
    );
    await waitFor(() =>
      expect(navigation.lastCall).toEqual({ to: '/articles-plan', replace: true, fullPage: false }),
    );
    const stored: unknown = JSON.parse(storage.getItem('authuser') ?? 'null');
    await expect(stored).toMatchObject({ remainingClicks: 0, paymentStatus: 'unpaid' });
  },
};

/** Typing filters as you type: best matches first, the count announced, the query kept in the URL. */
export const SearchFilters: Story = {
  parameters: { msw: { handlers: { pages: [termList(manyTerms), describeOk()] } } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation } = storyFakes(context);
    const field = await canvas.findByRole('searchbox', { name: 'Search chemistry terms' });
    await userEvent.type(field, 'mole');
    const list = canvas.getByRole('list', { name: 'Chemistry Terms' });
    const rows = within(list).getAllByRole('listitem');
    await expect(within(rows[0] as HTMLElement).getByRole('button')).toHaveAccessibleName('Describe mole');
    for (const row of rows) await expect(row.textContent ?? '').toMatch(/mole/i);
    await expect(canvas.getByText(`${rows.length} of ${manyTerms.length} terms`)).toBeVisible();
    // The URL follows once typing pauses.
    await waitFor(() =>
      expect(navigation.lastCall).toEqual({ to: '/chemistry?q=mole', replace: true, fullPage: false }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    // Only rows near the screen are rendered; each says where it stands in the whole list.
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute(
      'aria-setsize',
      String(manyTerms.length),
    );
    await expect(field).toHaveFocus();
  },
};

/** A shared link (or back/forward) opens the list already filtered. */
export const SearchFromLink: Story = {
  parameters: { app: { path: '/chemistry?q=BOND' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Chemistry Terms' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringMatching(/^covalent bond/)]);
    await expect(canvas.getByRole('searchbox', { name: 'Search chemistry terms' })).toHaveValue('BOND');
  },
};

/** Another name finds the term: "oxidisation" is listed as oxidation's other spelling. */
export const SearchFindsOtherNames: Story = {
  parameters: { app: { path: '/chemistry?q=oxidisation' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Describe oxidation' })).toBeVisible();
  },
};

export const SearchFindsNothing: Story = {
  parameters: { app: { path: '/chemistry?q=photosynthesis' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No chemistry term matches “photosynthesis”.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Search all subjects for “photosynthesis”' }),
    ).toHaveAttribute('href', '/search?q=photosynthesis');
  },
};

/** A long list gets an A–Z index: one link per letter that has terms, the rest disabled. */
export const LetterIndexOnLongList: Story = {
  parameters: { msw: { handlers: { pages: [termList(manyTerms), describeOk()] } } },
  play: async ({ canvas }) => {
    // The index shows (all disabled) while the list loads: wait for the list.
    await canvas.findByRole('button', { name: 'Describe acid' });
    const index = canvas.getByRole('navigation', { name: 'Letter index' });
    await expect(within(index).getByRole('link', { name: 'M' })).toHaveAttribute('href', '#letter-m');
    // The first row of each letter is its anchor.
    const acid = await canvas.findByRole('button', { name: 'Describe acid' });
    await expect(acid.closest('li')).toHaveAttribute('id', 'letter-a');
    await expect(within(index).getByRole('link', { name: 'Y' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(index).getByRole('link', { name: 'Y' })).not.toHaveAttribute('href');
  },
};

/** Terms the student unlocked before are marked, saved ones with a star. */
export const UnlockedTermsMarked: Story = {
  parameters: { msw: { handlers: { me: myTermsOk(sampleUnlocked) } } },
  play: async ({ canvas }) => {
    const oxidation = (await canvas.findByRole('button', { name: 'Describe oxidation' })).closest('li');
    await waitFor(() => expect(oxidation).toHaveTextContent('★ Saved · Free to reopen'));
    const acid = canvas.getByRole('button', { name: 'Describe acid' }).closest('li');
    await expect(acid).toHaveTextContent('Free to reopen');
    await expect(
      canvas.getByRole('button', { name: 'Describe isotope' }).closest('li'),
    ).not.toHaveTextContent('Free to reopen');
  },
};

/** A described term is marked at once and can be saved. */
export const SaveDescribedTerm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe isotope' }));
    const row = (await canvas.findByRole('button', { name: 'Hide isotope' })).closest('li');
    await expect(row).toHaveTextContent('Free to reopen');
    const save = await canvas.findByRole('button', { name: '☆ Save isotope' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(await canvas.findByRole('button', { name: '★ Saved isotope' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(row).toHaveTextContent('★ Saved · Free to reopen');
  },
};

/** Each description says where its text comes from. */
export const WordNetAttribution: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe acid' }));
    await expect(await canvas.findByText('Definition: WordNet 3.1')).toBeVisible();
  },
};

/** Three free describes left: a gentle notice says what happens at 0, with Subscribe. */
export const FewFreeDescribesLeft: Story = {
  parameters: { app: { session: 'fewClicks' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Free describes: 3 of 16')).toBeVisible();
    await expect(canvas.getByText(/Only 3 free describes left/)).toBeVisible();
    const notice = canvas.getByText(/Only 3 free describes left/).closest('[role="status"]') as HTMLElement;
    await expect(within(notice).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/articles-plan',
    );
    await expect(within(notice).getByRole('link', { name: 'My terms' })).toHaveAttribute('href', '/my-terms');
  },
};

/** The 16th describe opens like any other; the notice then says all 16 are used. */
export const LastFreeDescribe: Story = {
  parameters: { app: { session: 'lastClick' } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { navigation } = storyFakes(context);
    await expect(await canvas.findByText('Free describes: 1 of 16')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe catalyst' }));
    await expect(await canvas.findByText(/A short explanation of catalyst/)).toBeVisible();
    await expect(canvas.getByText('Free describes: 0 of 16')).toBeVisible();
    await expect(canvas.getByText(/You've used all 16 free describes/)).toBeVisible();
    await expect(navigation.calls.filter((call) => call.to === '/articles-plan')).toEqual([]);
  },
};
