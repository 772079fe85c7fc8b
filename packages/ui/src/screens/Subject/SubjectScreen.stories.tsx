import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { findSubjectBySlug } from '../../app/subjects.ts';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import { sampleDescription, sampleTerms } from '../../mocks/fixtures.ts';
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
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading… please wait');
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
    await expect(await canvas.findByText('Free describes: 12')).toBeVisible();
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
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading description…');
  },
};

export const ExpandedWithSnippetAndLink: Story = {
  parameters: { msw: { handlers: { pages: [termList(), describeOk(sampleDescription)] } } },
  play: async ({ canvas, userEvent, step }) => {
    await step('Describe opens the panel with the text and the link', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Describe oxidation' }));
      const hide = await canvas.findByRole('button', { name: 'Hide oxidation' });
      await expect(hide).toHaveAttribute('aria-expanded', 'true');
      const snippet = await canvas.findByText(/The process of combining with oxygen/);
      await expect(snippet.textContent).toBe(sampleDescription.snippet);
      const link = canvas.getByRole('link', { name: /Website Link/ });
      await expect(link).toHaveAttribute('href', sampleDescription.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await step('The badge counts the click', async () => {
      await expect(canvas.getByText('Free describes: 11')).toBeVisible();
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
    await expect(canvas.getByText('Free describes: 10')).toBeVisible();
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
