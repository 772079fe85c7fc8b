import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http } from '../../mocks/http.ts';
import { reviewNoCards, reviewOk, reviewPending, reviewTooFewForQuiz } from '../../mocks/review.ts';
import { QuizScreen } from './QuizScreen.tsx';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Screens/Quiz',
  component: QuizScreen,
  parameters: {
    app: { session: 'free', path: '/quiz?subject=chemistry' },
    msw: { handlers: { review: reviewOk() } },
  },
} satisfies Meta<typeof QuizScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A definition and four terms of the same subject, each a button. */
export const QuizQuestion: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Quiz: Chemistry' })).toBeVisible();
    await expect(canvas.getByText('Question 1 of 5')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Which term is this?' })).toBeVisible();
    await expect(
      canvas.getByText('A reaction in which a substance loses electrons or gains oxygen.'),
    ).toBeVisible();
    const choices = within(canvas.getByRole('list', { name: 'Choices' })).getAllByRole('button');
    await expect(choices.map((choice) => choice.textContent)).toEqual([
      'Aoxidation',
      'Bacid',
      'Ccatalyst',
      'Disotope',
    ]);
  },
};

/** The right answer: "Correct" at once, and the way on. */
export const QuizFeedbackCorrect: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'oxidation' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Correct');
    await expect(canvas.getByRole('button', { name: 'Next question' })).toHaveFocus();
  },
};

/** A wrong answer: "Not quite", with the right one shown; the choices no longer answer. */
export const QuizFeedbackWrong: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'acid' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Not quite. The answer: oxidation');
    await userEvent.click(canvas.getByRole('button', { name: 'oxidation' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Not quite.');
  },
};

/** A term and four definitions: the second question of the round. */
export const TermQuestion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'oxidation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next question' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'What does acid mean?' })).toBeVisible();
    await expect(canvas.getByText('Question 2 of 5')).toBeVisible();
  },
};

/** Through the whole round to the score. */
export const QuizScore: Story = {
  play: async ({ canvas, userEvent }) => {
    for (let question = 1; question <= 5; question += 1) {
      const choices = within(await canvas.findByRole('list', { name: 'Choices' })).getAllByRole('button');
      const first = choices[0];
      if (first) await userEvent.click(first);
      await userEvent.click(
        canvas.getByRole('button', { name: question === 5 ? 'See your score' : 'Next question' }),
      );
    }
    await expect(await canvas.findByRole('heading', { name: 'Your score: 2 of 5' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Another round' })).toBeVisible();
  },
};

/** Two chemistry terms unlocked: how many more make a round. */
export const TooFewTerms: Story = {
  parameters: { msw: { handlers: { review: reviewTooFewForQuiz } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'A quiz needs 4 Chemistry terms you have opened; you have 2. Describe 2 more terms to start one.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Chemistry' })).toHaveAttribute('href', '/chemistry');
  },
};

/** No term unlocked in any subject. */
export const NoTermsYet: Story = {
  parameters: { app: { session: 'free', path: '/quiz' }, msw: { handlers: { review: reviewNoCards } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/A quiz asks about the terms you have opened/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { review: reviewPending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading… please wait')).toBeVisible();
  },
};

export const QuizFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        review: [
          http.get('/review/quiz', ({ response }) =>
            response.untyped(Response.json({ message: 'Server error.' }, { status: 500 })),
          ),
          ...reviewOk(),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load a quiz.');
  },
};

/**
 * In Hindi at phone size: the heading, the question in Hindi (the Hindi definition, each term's Hindi name with
 * its English beneath, lettered क–घ), the feedback naming the answer in both, and a term asked in Hindi.
 */
export const Hindi: Story = {
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'क्विज़: रसायन विज्ञान' })).toBeVisible();
    await expect(canvas.getByText('प्रश्न 1 (5 में से)')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'यह कौन-सा शब्द है?' })).toBeVisible();
    const prompt = await canvas.findByText(/^वह अभिक्रिया जिसमें कोई पदार्थ इलेक्ट्रॉन खोता है/);
    await expect(prompt).toHaveAttribute('lang', 'hi');
    const choices = within(canvas.getByRole('list', { name: 'विकल्प' })).getAllByRole('button');
    await expect(choices.map((choice) => choice.textContent)).toEqual([
      'कऑक्सीकरण oxidation',
      'खअम्ल acid',
      'गउत्प्रेरक catalyst',
      'घसमस्थानिक isotope',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'अम्ल acid' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('यह नहीं। सही उत्तर: ऑक्सीकरण (oxidation)');
    await userEvent.click(canvas.getByRole('button', { name: 'अगला प्रश्न' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'अम्ल (acid) का अर्थ क्या है?' })).toBeVisible();
    // The four definitions in Hindi, acid's among them.
    const definitions = within(canvas.getByRole('list', { name: 'विकल्प' })).getAllByRole('button');
    await expect(definitions).toHaveLength(4);
    for (const definition of definitions)
      await expect(definition.lastElementChild).toHaveAttribute('lang', 'hi');
    await expect(canvas.getByRole('button', { name: /^वह पदार्थ जो जल में H⁺ आयन देता है/ })).toBeVisible();
  },
};

/**
 * A Hindi question answered wrong, left answered so the story's axe check (both themes) reads the English
 * beneath each Hindi name on the right and wrong choices' colours.
 */
export const HindiAnswered: Story = {
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'समस्थानिक isotope' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('यह नहीं। सही उत्तर: ऑक्सीकरण (oxidation)');
    await expect(canvas.getByText('oxidation', { selector: 'span' })).toHaveAttribute('lang', 'en');
  },
};

/** Too few terms, in Hindi: how many more make a round, and the way to the subject. */
export const HindiTooFewTerms: Story = {
  parameters: { msw: { handlers: { review: reviewTooFewForQuiz } } },
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'क्विज़ के लिए रसायन विज्ञान के ऐसे 4 शब्द चाहिए जो आपने खोले हों; आपने 2 खोले हैं। क्विज़ शुरू करने के लिए 2 और शब्दों पर ‘समझाएँ’ दबाएँ।',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'रसायन विज्ञान खोलें' })).toHaveAttribute(
      'href',
      '/chemistry',
    );
  },
};
