import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { findSubjectBySlug, subjects } from '../../app/subjects.ts';
import { type SessionControls, sessionControls, storyFakes } from '../../app/testing/storyApp.tsx';
import { buttonClassName } from '../../components/Button/Button.tsx';
import { realContentHandlers, realDefinitions } from '../../mocks/content.ts';
import { manyTerms, sampleDescription, sampleDescriptions, sampleTerms } from '../../mocks/fixtures.ts';
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
  termListFailsOnce,
  termListPending,
} from '../../mocks/pages.ts';
import { PlansScreen } from '../Plans/PlansScreen.tsx';
import { SubjectScreen } from './SubjectScreen.tsx';

/** The subject screen, or the plans screen once the app has navigated to /articles-plan (as the router does). */
function FollowsNavigation(props: ComponentProps<typeof SubjectScreen>) {
  const { navigation } = useServices();
  return navigation.pathname === '/articles-plan' ? <PlansScreen /> : <SubjectScreen {...props} />;
}

const meta = {
  title: 'Screens/Subject',
  component: SubjectScreen,
  args: { subject: findSubjectBySlug('chemistry') },
  // The subject is picked by name in Controls (the screen takes the whole subject record; the longest name is
  // electronics-and-communication-engineering), and so are the student's describes left and subscription.
  argTypes: {
    ...sessionControls,
    subject: {
      control: 'select',
      options: subjects.map((subject) => subject.slug),
      mapping: Object.fromEntries(subjects.map((subject) => [subject.slug, subject])),
    },
  },
  parameters: { app: { session: 'free', path: '/chemistry' } },
} satisfies Meta<ComponentProps<typeof SubjectScreen> & SessionControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the list loads: the spinner's text and grey rows the shape of the list, holding its place. */
export const ListLoading: Story = {
  parameters: { msw: { handlers: { pages: [termListPending] } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading… please wait')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chemistry Terms' })).toBeVisible();
    const skeletons = canvas.getByTestId('term-row-skeletons');
    await expect(skeletons).toHaveAttribute('aria-hidden', 'true');
    await expect(skeletons.querySelectorAll('li')).toHaveLength(10);
    // The loading block keeps at least a screen's height (in a real browser), so the footer stays below.
    const loading = skeletons.parentElement;
    if (loading && loading.getBoundingClientRect().height > 0) {
      await expect(loading.getBoundingClientRect().height).toBeGreaterThanOrEqual(
        canvasElement.ownerDocument.defaultView?.innerHeight ?? 0,
      );
    }
  },
};

export const ListLoaded: Story = {
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

export const Subscribed: Story = {
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

/** The older backend's list: chemistry terms under the field `A` (docs/design.md decision 6). */
export const OlderServerList: Story = {
  parameters: { msw: { handlers: { pages: [legacyTermList('chemistry', ['alkane', 'benzene'])] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Describe benzene' })).toBeVisible();
  },
};

/** The list could not be loaded: a plain message and "Try again". */
export const ListFailed: Story = {
  parameters: { msw: { handlers: { pages: [termListFails] } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The chemistry terms could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Chemistry Terms' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('No terms to show.')).not.toBeInTheDocument();
  },
};

/** "Try again" asks for the list again; this time it comes. */
export const ListFailedThenRetried: Story = {
  parameters: { msw: { handlers: { pages: [termListFailsOnce] } } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await canvas.findByRole('list', { name: 'Chemistry Terms' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleTerms.length);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
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

export const TermDescribed: Story = {
  parameters: { msw: { handlers: { pages: [termList(), describeOk(sampleDescription)] } } },
  play: async ({ canvas, userEvent, step }) => {
    await step(
      'Describe opens the panel: the definition, its labelled lines, the attribution and the link',
      async () => {
        await userEvent.click(await canvas.findByRole('button', { name: 'Describe oxidation' }));
        const hide = await canvas.findByRole('button', { name: 'Hide oxidation' });
        await expect(hide).toHaveAttribute('aria-expanded', 'true');
        const { parts } = sampleDescription;
        await expect(await canvas.findByText(parts.definition)).toBeVisible();
        await expectLine(canvas.getByText('Example'), parts.example);
        await expectLine(canvas.getByText('Not to be confused with'), parts.notConfusedWith);
        await expectLine(canvas.getByText('Also called'), 'oxidisation');
        await expect(canvas.getByText('Written by TermTap')).toBeVisible();
        const link = canvas.getByRole('link', {
          name: 'Website Link: Read more on Wikipedia for oxidation (opens in a new tab)',
        });
        await expect(link).toHaveTextContent(/^Website Link: Read more on Wikipedia for oxidation/);
        await expect(link).toHaveAttribute('href', sampleDescription.link);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      },
    );
    await step('The badge counts the click', async () => {
      await expect(canvas.getByText('Free describes: 11 of 16')).toBeVisible();
    });
  },
};

/** A labelled line of the describe panel: its label, then its text. */
async function expectLine(label: HTMLElement, text: string | undefined) {
  await expect(label.tagName).toBe('DT');
  await expect(label).toBeVisible();
  await expect(label.nextElementSibling).toHaveTextContent(text ?? '');
}

/** Describes one sample term of a subject and returns the open panel. */
async function describeSample(
  { canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0],
  term: string,
): Promise<HTMLElement> {
  const { parts } = sampleDescriptions[term] ?? sampleDescription;
  await userEvent.click(await canvas.findByRole('button', { name: `Describe ${term}` }));
  const definition = await canvas.findByText(parts.definition);
  const panel = definition.closest('[aria-busy]');
  if (!(panel instanceof HTMLElement)) throw new Error(`no panel for ${term}`);
  return panel;
}

/** A WordNet entry: the definition alone, with WordNet's attribution line. */
export const DescribedWordNetEntry: Story = {
  parameters: { msw: { handlers: { pages: [termList(), describeOk()] } } },
  play: async (context) => {
    const panel = within(await describeSample(context, 'acid'));
    await expect(panel.getByText('Definition: WordNet 3.1')).toBeVisible();
    await expect(panel.queryByRole('term')).not.toBeInTheDocument();
    await expect(
      panel.getByRole('link', { name: /^Website Link: Read more on Wikipedia for acid/ }),
    ).toBeVisible();
  },
};

/** A FOLDOC entry, with its example and its neighbour. */
export const DescribedFoldocEntry: Story = {
  args: { subject: findSubjectBySlug('computer-science') },
  parameters: {
    app: { path: '/computer-science' },
    msw: { handlers: { pages: [termList(), describeOk()] } },
  },
  play: async (context) => {
    const panel = within(await describeSample(context, 'compiler'));
    const { parts } = sampleDescriptions.compiler ?? sampleDescription;
    await expectLine(panel.getByText('Example'), parts.example);
    await expectLine(panel.getByText('Not to be confused with'), parts.notConfusedWith);
    await expect(panel.getByText('Definition: FOLDOC (GFDL)')).toBeVisible();
  },
};

/** See also names related entries of the subject: each opens the subject's list filtered to it. */
export const DescribedWithSeeAlso: Story = {
  args: { subject: findSubjectBySlug('computer-science') },
  parameters: DescribedFoldocEntry.parameters,
  play: async (context) => {
    const panel = within(await describeSample(context, 'recursion'));
    await expect(panel.getByText('See also')).toBeVisible();
    const stack = panel.getByRole('link', { name: 'stack' });
    await expect(stack).toHaveAttribute('href', '/computer-science?q=stack');
    await context.userEvent.click(stack);
    await expect(storyFakes(context).navigation.lastCall?.to).toBe('/computer-science?q=stack');
  },
};

/** A plural worth teaching gets its own line. */
export const DescribedWithPlural: Story = {
  args: { subject: findSubjectBySlug('agriculture') },
  parameters: {
    app: { path: '/agriculture-terms' },
    msw: { handlers: { pages: [termList(['fungus', 'mycorrhiza']), describeOk()] } },
  },
  play: async (context) => {
    const panel = within(await describeSample(context, 'fungus'));
    await expectLine(panel.getByText('Plural'), 'fungi');
  },
};

/** A medicine: its use and caution set apart from the definition, with the study-only line. */
export const DescribedMedicine: Story = {
  args: { subject: findSubjectBySlug('medicine-names') },
  parameters: {
    app: { path: '/medicine-names' },
    msw: { handlers: { pages: [termList(['amlodipine', 'cerivastatin', 'paracetamol']), describeOk()] } },
  },
  play: async (context) => {
    const panel = within(await describeSample(context, 'paracetamol'));
    const medicine = within(panel.getByRole('region', { name: 'About paracetamol as a medicine' }));
    await expectLine(medicine.getByText('Used for'), 'pain and fever');
    await expectLine(medicine.getByText('Caution'), sampleDescriptions.paracetamol?.parts.caution);
    await expect(medicine.getByText('For study only — not medical advice.')).toBeVisible();
    await expectLine(panel.getByText('Also called'), 'acetaminophen, APAP');
  },
};

/** A withdrawn medicine says when and why, inside the same box. */
export const DescribedWithdrawnMedicine: Story = {
  args: DescribedMedicine.args,
  parameters: DescribedMedicine.parameters,
  play: async (context) => {
    const panel = within(await describeSample(context, 'cerivastatin'));
    const medicine = within(panel.getByRole('region', { name: 'About cerivastatin as a medicine' }));
    await expectLine(medicine.getByText('Withdrawn'), sampleDescriptions.cerivastatin?.parts.withdrawn);
    await expect(medicine.getByText('For study only — not medical advice.')).toBeVisible();
  },
};

/** An older server sends the snippet alone: its labelled lines are laid out the same way. */
export const DescribedByOlderServer: Story = {
  parameters: {
    msw: { handlers: { pages: [termList(), describeOk({ snippet: sampleDescription.snippet })] } },
  },
  play: async (context) => {
    const panel = within(await describeSample(context, 'oxidation'));
    await expectLine(panel.getByText('Example'), sampleDescription.parts.example);
    await expectLine(panel.getByText('Also called'), 'oxidisation');
  },
};

export const TermHiddenAgain: Story = {
  parameters: TermDescribed.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe oxidation' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Hide oxidation' }));
    await expect(canvas.getByRole('button', { name: 'Describe oxidation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('link', { name: /Website Link/ })).not.toBeInTheDocument();
    // Describe again refetches; reopening a term already described spends nothing (the server's rule).
    await userEvent.click(canvas.getByRole('button', { name: 'Describe oxidation' }));
    await expect(await canvas.findByRole('button', { name: 'Hide oxidation' })).toBeVisible();
    await expect(canvas.getByText('Free describes: 11 of 16')).toBeVisible();
  },
};

export const NoDescriptionAvailable: Story = {
  parameters: { msw: { handlers: { pages: [termList(), describeWithoutSnippet] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe catalyst' }));
    await expect(await canvas.findByText('No description available.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Website Link/ })).not.toBeInTheDocument();
  },
};

export const DescriptionWithoutLink: Story = {
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

export const VisitorAskedToSignUp: Story = {
  parameters: { app: { session: null } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe acid' }));
    await expect(await canvas.findByText(/Log in or start your free trial/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Start your free trial' });
    await expect(within(dialog).getByLabelText('Email')).toHaveFocus();
  },
};

/**
 * The server says no describes are left (402), e.g. they were spent on another device: the student is sent
 * to the plans, with the notice, as in production (the story follows the app's navigation).
 */
export const FreeDescribesUsedUp: Story = {
  parameters: { msw: { handlers: { pages: [termList(), describePaymentRequired] } } },
  render: (args) => <FollowsNavigation {...args} />,
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
    await expect(await canvas.findByText('Pay per month ₹150 Rupees')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Chemistry Terms' })).not.toBeInTheDocument();
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
    // The filter follows the typing a frame or two later (on a busy machine, more).
    await waitFor(() =>
      expect(
        within(within(list).getAllByRole('listitem')[0] as HTMLElement).getByRole('button'),
      ).toHaveAccessibleName('Describe mole'),
    );
    const rows = within(list).getAllByRole('listitem');
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
export const JumpToALetter: Story = {
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
export const DescribedTermsMarked: Story = {
  parameters: { msw: { handlers: { me: myTermsOk(sampleUnlocked) } } },
  play: async ({ canvas }) => {
    const oxidation = (await canvas.findByRole('button', { name: 'Describe oxidation' })).closest('li');
    await waitFor(() => expect(oxidation).toHaveTextContent('★ Saved · Free to reopen'));
    const acid = canvas.getByRole('button', { name: 'Describe acid' }).closest('li');
    await expect(acid).toHaveTextContent('Free to reopen');
    await expect(
      canvas.getByRole('button', { name: 'Describe isotope' }).closest('li'),
    ).not.toHaveTextContent('Free to reopen');
    // An owned term's button keeps its word but not the look of a new one, so nobody fears paying again.
    const owned = canvas.getByRole('button', { name: 'Describe acid' });
    const fresh = canvas.getByRole('button', { name: 'Describe isotope' });
    await expect(owned).toHaveTextContent(/^Describe$/);
    await expect(owned.className).toContain(buttonClassName('secondary', 'sm'));
    await expect(fresh.className).toContain(buttonClassName('primary', 'sm'));
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
export const WordNetDefinition: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe acid' }));
    await expect(await canvas.findByText('Definition: WordNet 3.1')).toBeVisible();
  },
};

/** Three free describes left: a gentle notice says what happens at 0, with Subscribe. */
export const FreeDescribesLeft: Story = {
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

/** A real list is a few hundred kilobytes of JSON, loaded on first use: more than the usual second. */
const realListLoads = { timeout: 10_000 };

/**
 * The product's own list (content/data/chemistry.json, about 400 terms) with its real definitions: pick
 * another subject in Controls to see its list.
 */
export const RealList: Story = {
  parameters: { msw: { handlers: { pages: realContentHandlers } } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: / Terms$/ }, realListLoads);
    // Only the rows near the screen are rendered; each says how long the whole list is.
    const [first] = within(list).getAllByRole('listitem');
    await expect(Number(first?.getAttribute('aria-setsize'))).toBeGreaterThanOrEqual(300);
  },
};

/** A real definition of one kind, opened from the real list by filtering to its term. */
function realDefinition(kind: keyof typeof realDefinitions, credit: string, line: RegExp): Story {
  const { subject, term } = realDefinitions[kind];
  return {
    args: { subject: findSubjectBySlug(subject) },
    parameters: {
      app: { session: 'free', path: `/${subject}` },
      msw: { handlers: { pages: realContentHandlers } },
    },
    play: async ({ canvas, userEvent }) => {
      await canvas.findByRole('list', { name: / Terms$/ }, realListLoads);
      await userEvent.type(canvas.getByRole('searchbox', { name: /^Search / }), term);
      await userEvent.click(await canvas.findByRole('button', { name: `Describe ${term}` }));
      await expect(await canvas.findByText(credit)).toBeVisible();
      await expect(await canvas.findByText(line)).toBeVisible();
    },
  };
}

/** WordNet 3.1's gloss, quoted exactly, with its credit line. */
export const RealWordNetDefinition = realDefinition(
  'wordnet',
  'Definition: WordNet 3.1',
  /sharing a pair of electrons/,
);

/** FOLDOC's entry, shortened, under the GFDL. */
export const RealFoldocDefinition = realDefinition('foldoc', 'Definition: FOLDOC (GFDL)', /waiting/);

/** Written by TermTap: the definition, an example, and other names. */
export const RealTermTapDefinition = realDefinition('termtap', 'Written by TermTap', /Vinegar/);

/** A medicine: its use, a caution, and the study-only line. */
export const RealMedicineDefinition = realDefinition('medicine', 'Written by TermTap', /not medical advice/);

const phone = { viewport: { value: 'phone', isRotated: false } };
const hindi = { ...phone, language: 'hi' };
/** A Hindi list waits for the mock to load the subject's real Hindi names (content/data), slow on a busy machine. */
const hindiList = { timeout: 15_000 };

/**
 * The screen in Hindi on a phone: the heading, the badge, the search field and "समझाएँ"; the open panel's
 * labels, attribution and link in Hindi around the definition the API sent. Term names stay as the list has them.
 */
export const Hindi: Story = {
  parameters: { msw: { handlers: { pages: [termList(), describeOk(sampleDescription)] } } },
  globals: hindi,
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'रसायन विज्ञान शब्दावली' }),
    ).toBeVisible();
    await expect(await canvas.findByText('मुफ़्त विवरण: 16 में से 12')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'सब्सक्राइब करें' })).toHaveAttribute('href', '/articles-plan');
    await expect(canvas.getByRole('searchbox', { name: 'रसायन विज्ञान में खोजें' })).toHaveAttribute(
      'placeholder',
      'शब्द लिखें, जैसे उसके पहले अक्षर',
    );
    await expect(canvas.getByRole('navigation', { name: 'अक्षर सूची' })).toBeInTheDocument();
    // Each row shows the term's Hindi name beside the English term.
    const row = (await canvas.findByRole('button', { name: 'समझाएँ oxidation' }, hindiList)).closest(
      'li',
    ) as HTMLElement;
    await expect(await within(row).findByText('ऑक्सीकरण')).toHaveAttribute('lang', 'hi');
    await userEvent.click(within(row).getByRole('button', { name: 'समझाएँ oxidation' }));
    await expect(await canvas.findByRole('button', { name: 'छिपाएँ oxidation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // A core term: its Hindi definition first, the English one folded beneath.
    const hindiDefinition = await within(row).findByText(/^वह अभिक्रिया जिसमें कोई पदार्थ इलेक्ट्रॉन खोता है/);
    await expect(hindiDefinition).toBeVisible();
    await expect(hindiDefinition).toHaveAttribute('lang', 'hi');
    await expect(within(row).getAllByText('ऑक्सीकरण')).toHaveLength(2);
    await expect(within(row).getByText(sampleDescription.parts.definition)).not.toBeVisible();
    await userEvent.click(within(row).getByText('अंग्रेज़ी में पढ़ें'));
    await expect(within(row).getByText(sampleDescription.parts.definition)).toBeVisible();
    await expectLine(canvas.getByText('उदाहरण'), sampleDescription.parts.example);
    await expectLine(canvas.getByText('इससे अलग'), sampleDescription.parts.notConfusedWith);
    await expectLine(canvas.getByText('अन्य नाम'), 'oxidisation');
    await expect(canvas.getByText('TermTap द्वारा लिखित')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^वेबसाइट लिंक: Wikipedia पर और पढ़ें/ })).toHaveAttribute(
      'href',
      sampleDescription.link,
    );
    await expect(await canvas.findByText('मुफ़्त विवरण: 16 में से 11')).toBeVisible();
  },
};

/** A term without a Hindi definition yet, in Hindi: its Hindi name, the English definition and the note. */
export const HindiDefinitionNotWritten: Story = {
  parameters: {
    msw: {
      handlers: { pages: [termList(), describeOk({ ...sampleDescription, hindi: { term: 'ऑक्सीकरण' } })] },
    },
  },
  globals: hindi,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'समझाएँ oxidation' }, hindiList));
    await expect(await canvas.findByText('इस शब्द की हिन्दी परिभाषा अभी लिखी नहीं गई है।')).toBeVisible();
    await expect(canvas.getByText(sampleDescription.parts.definition)).toBeVisible();
    await expect(canvas.queryByText('अंग्रेज़ी में पढ़ें')).toBeNull();
    await expect(canvas.getByText('TermTap द्वारा लिखित')).toBeVisible();
  },
};

/** The filter in Hindi finds a term by its Hindi name, in Devanagari or in Latin letters. */
export const HindiFilter: Story = {
  parameters: { msw: { handlers: { pages: [termList(['acid', 'atom', 'catalyst', 'oxidation'])] } } },
  globals: hindi,
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('searchbox', { name: 'रसायन विज्ञान में खोजें' });
    const list = await canvas.findByRole('list', { name: 'रसायन विज्ञान शब्दावली' }, hindiList);
    await within(list).findByText('परमाणु', {}, hindiList);
    const shownTerms = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('button').getAttribute('aria-label'));
    await userEvent.type(field, 'परमाणु');
    await waitFor(() => expect(shownTerms()).toEqual(['समझाएँ atom']));
    await userEvent.clear(field);
    await userEvent.type(field, 'parmanu');
    await waitFor(() => expect(shownTerms()).toEqual(['समझाएँ atom']));
  },
};

/** The list in English asks without lang and shows no Hindi names. */
export const EnglishShowsNoHindiNames: Story = {
  parameters: { msw: { handlers: { pages: [termList(['acid', 'atom'])] } } },
  play: async ({ canvas }) => {
    // The mock reads the real content for its list: as slow as the Hindi stories' lists on a loaded machine.
    const list = await canvas.findByRole('list', { name: 'Chemistry Terms' }, hindiList);
    await within(list).findByRole('button', { name: 'Describe atom' }, hindiList);
    await expect(within(list).queryByText('परमाणु')).toBeNull();
  },
};

/** A medicine in Hindi: its heading, the box's labels and the content's Hindi study-only line. */
export const HindiMedicine: Story = {
  args: DescribedMedicine.args,
  parameters: DescribedMedicine.parameters,
  globals: hindi,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(await canvas.findByRole('heading', { level: 1, name: 'दवाओं के नाम' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'समझाएँ paracetamol' }, hindiList));
    const medicine = within(await canvas.findByRole('region', { name: 'दवा के रूप में paracetamol' }));
    await expectLine(medicine.getByText('उपयोग'), 'pain and fever');
    await expectLine(medicine.getByText('सावधानी'), sampleDescriptions.paracetamol?.parts.caution);
    await expect(medicine.getByText('केवल अध्ययन के लिए — चिकित्सीय सलाह नहीं।')).toBeVisible();
  },
};

/** A subscriber's badge in Hindi, with the date it runs to in Hindi. */
export const HindiSubscribed: Story = {
  parameters: { app: { session: 'paid' } },
  globals: hindi,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/सब्सक्रिप्शन चालू — असीमित विवरण/)).toBeVisible();
    await expect(canvas.getByText(/ तक$/)).toBeVisible();
  },
};

/** A visitor in Hindi: the badge's link, and the row asking to log in or start the trial. */
export const HindiVisitor: Story = {
  parameters: { app: { session: null } },
  globals: hindi,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: 'लॉग इन करके आज़माएँ' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'समझाएँ acid' }, hindiList));
    await expect(
      await canvas.findByText(
        'विवरण पढ़ने के लिए लॉग इन करें या मुफ़्त ट्रायल शुरू करें। हर नए खाते को 16 मुफ़्त विवरण मिलते हैं।',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'मुफ़्त ट्रायल शुरू करें' })).toBeVisible();
  },
};

/** Few describes left, in Hindi: the notice, with Subscribe and My terms. */
export const HindiFreeDescribesLeft: Story = {
  parameters: { app: { session: 'fewClicks' } },
  globals: hindi,
  play: async ({ canvas }) => {
    const notice = (await canvas.findByText(/^सिर्फ़ 3 मुफ़्त विवरण बचे हैं।/)).closest('[role="status"]');
    await expect(notice).toBeInstanceOf(HTMLElement);
    await expect(within(notice as HTMLElement).getByRole('link', { name: 'मेरे शब्द' })).toHaveAttribute(
      'href',
      '/my-terms',
    );
  },
};

/** The last free describe spent, in Hindi: the badge at 0 and the notice that all 16 are used. */
export const HindiLastFreeDescribe: Story = {
  parameters: { app: { session: 'lastClick' } },
  globals: hindi,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'समझाएँ catalyst' }, hindiList));
    await expect(await canvas.findByText('मुफ़्त विवरण: 16 में से 0')).toBeVisible();
    await expect(canvas.getByText(/^आपने सभी 16 मुफ़्त विवरण इस्तेमाल कर लिए हैं।/)).toBeVisible();
  },
};

/** The 402 in Hindi: the screen's own notice before the plans open. */
export const HindiFreeDescribesUsedUp: Story = {
  parameters: FreeDescribesUsedUp.parameters,
  render: (args) => <FollowsNavigation {...args} />,
  globals: hindi,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'समझाएँ acid' }, hindiList));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'आपके मुफ़्त विवरण खत्म हो गए! भुगतान करके असीमित विवरण पाएँ।',
    );
  },
};

/** A filter that matches nothing, in Hindi, with the way to search every subject. */
export const HindiSearchFindsNothing: Story = {
  parameters: { app: { path: '/chemistry?q=photosynthesis' } },
  globals: hindi,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('रसायन विज्ञान में “photosynthesis” से मेल खाता कोई शब्द नहीं है।'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'सभी विषयों में “photosynthesis” खोजें' })).toHaveAttribute(
      'href',
      '/search?q=photosynthesis',
    );
  },
};

/** Typing filters in Hindi: the count, and the button to clear the field. */
export const HindiSearchFilters: Story = {
  parameters: SearchFilters.parameters,
  globals: hindi,
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('searchbox', { name: 'रसायन विज्ञान में खोजें' });
    await userEvent.type(field, 'mole');
    await expect(await canvas.findByText(new RegExp(`^${manyTerms.length} में से \\d+ शब्द$`))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'खोज मिटाएँ' })).toBeVisible();
  },
};

/** The list could not be loaded, in Hindi. */
export const HindiListFailed: Story = {
  parameters: ListFailed.parameters,
  globals: hindi,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('रसायन विज्ञान की सूची लोड नहीं हो सकी।'));
    await expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  },
};
