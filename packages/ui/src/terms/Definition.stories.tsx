import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyFakes } from '../app/testing/storyApp.tsx';
import { Button } from '../components/Button/Button.tsx';
import { attributions, type SampleDescription, sampleDescriptions } from '../mocks/fixtures.ts';
import { Definition, type DefinitionProps } from './Definition.tsx';

function propsOf(term: keyof typeof sampleDescriptions): DefinitionProps {
  const sample: SampleDescription | undefined = sampleDescriptions[term];
  if (!sample) throw new Error(`no sample description for ${term}`);
  return { term, parts: sample.parts, attribution: attributions[sample.source], link: sample.link };
}

/** The text of the labelled line whose label is `label`. */
function lineText(canvas: ReturnType<typeof within>, label: string): string | null | undefined {
  const term = canvas.getByText(label);
  return term.tagName === 'DT' ? term.nextElementSibling?.textContent : null;
}

const meta = {
  title: 'Components/Definition',
  component: Definition,
  parameters: { layout: 'padded' },
  args: propsOf('oxidation'),
} satisfies Meta<typeof Definition>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Written by TermTap: the definition, then Example, Not to be confused with and Also called. */
export const TermTapEntry: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^A reaction in which a substance loses electrons/)).toBeVisible();
    await expect(lineText(canvas, 'Example')).toBe('2Mg + O₂ → 2MgO');
    await expect(lineText(canvas, 'Not to be confused with')).toBe('reduction, the gain of electrons.');
    await expect(lineText(canvas, 'Also called')).toBe('oxidisation');
    await expect(canvas.getByText('Written by TermTap')).toBeVisible();
    const link = canvas.getByRole('link', {
      name: 'Website Link: Read more on Wikipedia for oxidation (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** From WordNet: often the definition alone. */
export const WordNetEntry: Story = {
  args: propsOf('acid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Definition: WordNet 3.1')).toBeVisible();
    await expect(canvas.queryByRole('term')).not.toBeInTheDocument();
  },
};

/** From FOLDOC, with TermTap's example and neighbour added. */
export const FoldocEntry: Story = {
  args: propsOf('compiler'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Definition: FOLDOC (GFDL)')).toBeVisible();
    await expect(lineText(canvas, 'Example')).toBe('gcc translates hello.c into an executable file.');
  },
};

export const WithPlural: Story = {
  args: propsOf('fungus'),
  play: async ({ canvas }) => {
    await expect(lineText(canvas, 'Plural')).toBe('fungi');
  },
};

/** With the subject known, each See also name opens that subject's list filtered to it. */
export const WithSeeAlso: Story = {
  args: { ...propsOf('recursion'), subject: 'computer-science' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(lineText(canvas, 'See also')).toBe('stack, algorithm');
    const algorithm = canvas.getByRole('link', { name: 'algorithm' });
    await expect(algorithm).toHaveAttribute('href', '/computer-science?q=algorithm');
    await userEvent.click(algorithm);
    await expect(storyFakes(context).navigation.lastCall?.to).toBe('/computer-science?q=algorithm');
  },
};

/** A medicine: use and caution in a box of their own, with the study-only line. */
export const Medicine: Story = {
  args: { ...propsOf('paracetamol'), subject: 'medicine-names' },
  play: async ({ canvas }) => {
    const box = within(canvas.getByRole('region', { name: 'About paracetamol as a medicine' }));
    await expect(lineText(box, 'Used for')).toBe('pain and fever');
    await expect(lineText(box, 'Caution')).toMatch(/^An overdose can cause severe/);
    await expect(box.getByText('For study only — not medical advice.')).toBeVisible();
    // The other labelled lines stay with the definition, outside the box.
    await expect(box.queryByText('Example')).not.toBeInTheDocument();
    await expect(lineText(canvas, 'Example')).toBe('First-line medicine for fever in dengue.');
  },
};

export const WithdrawnMedicine: Story = {
  args: { ...propsOf('cerivastatin'), subject: 'medicine-names' },
  play: async ({ canvas }) => {
    const box = within(canvas.getByRole('region', { name: 'About cerivastatin as a medicine' }));
    await expect(lineText(box, 'Withdrawn')).toBe(
      'Withdrawn worldwide in August 2001 after deaths from rhabdomyolysis.',
    );
    await expect(box.getByText('For study only — not medical advice.')).toBeVisible();
  },
};

/** A link to another site is named by its host. */
export const LinkElsewhere: Story = {
  args: { ...propsOf('compiler'), link: 'https://www.britannica.com/technology/compiler' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: /^Website Link: Read more on britannica\.com for compiler/,
    });
    await expect(link).toBeVisible();
  },
};

/** Extra actions (a row's Save button) sit beside the link. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary">
        ☆ Save
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '☆ Save' })).toBeVisible();
  },
};

export const NoDescription: Story = {
  args: { parts: null, link: null, attribution: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No description available.')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

const phone = { viewport: { value: 'phone', isRotated: false } };

/** In Hindi: the labels, the attribution's words and the link are Hindi; the definition stays as the API sent it. */
export const Hindi: Story = {
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('TermTap द्वारा लिखित')).toBeVisible();
    await expect(canvas.getByText(/^A reaction in which a substance loses electrons/)).toBeVisible();
    await expect(lineText(canvas, 'उदाहरण')).toBe('2Mg + O₂ → 2MgO');
    await expect(lineText(canvas, 'इससे अलग')).toBe('reduction, the gain of electrons.');
    await expect(lineText(canvas, 'अन्य नाम')).toBe('oxidisation');
    const link = canvas.getByRole('link', {
      name: 'वेबसाइट लिंक: Wikipedia पर और पढ़ें (oxidation के बारे में, नए टैब में खुलेगा)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** A medicine in Hindi: the box's labels and the content's own Hindi study-only line. */
export const HindiMedicine: Story = {
  args: { ...propsOf('paracetamol'), subject: 'medicine-names' },
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    const medicine = within(await canvas.findByRole('region', { name: 'दवा के रूप में paracetamol' }));
    await expect(lineText(medicine, 'उपयोग')).toBe('pain and fever');
    await expect(medicine.getByText('सावधानी').tagName).toBe('DT');
    await expect(medicine.getByText('केवल अध्ययन के लिए — चिकित्सीय सलाह नहीं।')).toBeVisible();
  },
};

/** WordNet's and FOLDOC's attribution in Hindi: "परिभाषा:" and the source's own name. */
export const HindiWordNetEntry: Story = {
  args: propsOf('acid'),
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('परिभाषा: WordNet 3.1')).toBeVisible();
  },
};

/** Nothing to show, in Hindi. */
export const HindiNoDescription: Story = {
  args: { parts: null, link: null, attribution: null },
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('कोई विवरण उपलब्ध नहीं है।')).toBeVisible();
  },
};

/** Described in Hindi, a core term: its Hindi name and definition first, the English folded beneath. */
export const HindiDefinition: Story = {
  args: {
    ...propsOf('oxidation'),
    hindi: { term: 'ऑक्सीकरण', definition: 'वह अभिक्रिया जिसमें कोई पदार्थ इलेक्ट्रॉन खोता है।' },
  },
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('ऑक्सीकरण')).toHaveAttribute('lang', 'hi');
    const definition = canvas.getByText('वह अभिक्रिया जिसमें कोई पदार्थ इलेक्ट्रॉन खोता है।');
    await expect(definition).toBeVisible();
    await expect(definition).toHaveAttribute('lang', 'hi');
    const english = canvas.getByText(/^A reaction in which a substance loses electrons/);
    await expect(english).not.toBeVisible();
    await userEvent.click(canvas.getByText('अंग्रेज़ी में पढ़ें'));
    await expect(english).toBeVisible();
    await expect(lineText(canvas, 'उदाहरण')).toBe('2Mg + O₂ → 2MgO');
    await expect(canvas.getByText('TermTap द्वारा लिखित')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^वेबसाइट लिंक: Wikipedia पर और पढ़ें/ })).toBeVisible();
  },
};

/** Described in Hindi, a term whose Hindi definition is not written yet: the English with a short note. */
export const HindiDefinitionNotWritten: Story = {
  args: { ...propsOf('acid'), hindi: { term: 'अम्ल' } },
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('अम्ल')).toHaveAttribute('lang', 'hi');
    await expect(canvas.getByText('इस शब्द की हिन्दी परिभाषा अभी लिखी नहीं गई है।')).toBeVisible();
    await expect(canvas.getByText(sampleDescriptions.acid?.parts.definition ?? '')).toBeVisible();
    await expect(canvas.queryByText('अंग्रेज़ी में पढ़ें')).toBeNull();
  },
};
