import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TermDescription } from '@termtap/api-client';
import type { components } from '@termtap/api-client/schema';
import { expect, fn } from 'storybook/test';
import { attributions, sampleDescription } from '../mocks/fixtures.ts';
import { TermRow } from './TermRow.tsx';

type Hindi = components['schemas']['Hindi'];

/** The Hindi side the API sends with a term (`hindi`): here as fixture data until the screens pass it on. */
const oxidationHindi: Hindi = { term: 'ऑक्सीकरण' };

/** The sample description as the client reads the describe answer. */
const oxidationDescribed: TermDescription = {
  snippet: sampleDescription.snippet,
  parts: sampleDescription.parts,
  link: sampleDescription.link,
  remainingClicks: 11,
  paid: false,
  attribution: attributions[sampleDescription.source],
};

const phone = { viewport: { value: 'phone', isRotated: false } };

/** One row on its own, in each state the describe machine gives it (a subject screen holds a list of them). */
const meta = {
  title: 'Components/TermRow',
  component: TermRow,
  parameters: { layout: 'padded' },
  args: {
    term: 'oxidation',
    subject: 'chemistry',
    state: { status: 'collapsed' },
    onPress: fn(),
    onStartTrial: fn(),
    onLogin: fn(),
  },
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0 }}>
      <TermRow {...args} />
    </ul>
  ),
} satisfies Meta<typeof TermRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A closed row: the term and Describe. */
export const Collapsed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Describe oxidation' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** With the term's Hindi name: a second line in Devanagari, marked lang="hi"; the button keeps the English term. */
export const WithHindiName: Story = {
  args: { hindiName: oxidationHindi.term },
  play: async ({ canvas }) => {
    const name = canvas.getByText('ऑक्सीकरण');
    await expect(name).toBeVisible();
    await expect(name).toHaveAttribute('lang', 'hi');
    await expect(canvas.getByRole('button', { name: 'Describe oxidation' })).toBeVisible();
  },
};

/** In Hindi, closed: "समझाएँ", and a term opened before is free to reopen. */
export const HindiCollapsed: Story = {
  args: { hindiName: oxidationHindi.term, isUnlocked: true, isStarred: true },
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'समझाएँ oxidation' })).toBeVisible();
    await expect(canvas.getByText('ऑक्सीकरण')).toHaveAttribute('lang', 'hi');
    await expect(canvas.getByText('★ सहेजा गया · दोबारा खोलना मुफ़्त')).toBeVisible();
  },
};

/** In Hindi, open: the panel's labels in Hindi, the definition as the API sent it, and Save. */
export const HindiDescribed: Story = {
  args: {
    hindiName: oxidationHindi.term,
    state: { status: 'described', description: oxidationDescribed },
    isUnlocked: true,
    onToggleStar: fn(),
  },
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'छिपाएँ oxidation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(sampleDescription.parts.definition)).toBeVisible();
    await expect(canvas.getByText('उदाहरण').tagName).toBe('DT');
    await expect(canvas.getByRole('button', { name: '☆ सहेजें oxidation' })).toBeVisible();
  },
};

/** In Hindi, offline: nothing sent, and the row says when the definition will load. */
export const HindiOffline: Story = {
  args: { state: { status: 'offline' } },
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('आप ऑफ़लाइन हैं — इंटरनेट लौटते ही यह परिभाषा खुल जाएगी')).toHaveAttribute(
      'role',
      'status',
    );
  },
};

/** In Hindi, a visitor's press: log in or start the trial. */
export const HindiVisitor: Story = {
  args: { state: { status: 'needsLogin' } },
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'मुफ़्त ट्रायल शुरू करें' }));
    await expect(args.onStartTrial).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'लॉग इन' })).toBeVisible();
  },
};

/** In Hindi, a failed describe and a loading one. */
export const HindiFailed: Story = {
  args: { state: { status: 'failed' } },
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('विवरण लोड नहीं हो सका। फिर से कोशिश करें।');
  },
};
