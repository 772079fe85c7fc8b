import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyFakes } from '../../app/testing/storyApp.tsx';
import { http } from '../../mocks/http.ts';
import { reviewCaughtUp, reviewNoCards, reviewOk, reviewPending, sampleCard } from '../../mocks/review.ts';
import { readQueue } from '../../review/reviewQueue.ts';
import { ReviewScreen } from './ReviewScreen.tsx';

const phone = { viewport: { value: 'phone', isRotated: false } };

/** The mock reads the cards' Hindi from the content's data files on first use: that can take a while. */
const LOADS_HINDI = { timeout: 20_000 };

const meta = {
  title: 'Screens/Review',
  component: ReviewScreen,
  parameters: {
    app: { session: 'free', path: '/review' },
    msw: { handlers: { review: reviewOk() } },
  },
} satisfies Meta<typeof ReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five new cards after five describes: the saved one first, its term and subject, and "Show answer". */
export const CardsDue: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('5 cards due')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'oxidation' })).toBeVisible();
    await expect(canvas.getByText('Chemistry')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show answer' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Good' })).toBeNull();
  },
};

/** "Show answer": the definition as the describe panel shows it, and the four ratings. */
export const AnswerShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show answer' }));
    await expect(await canvas.findByText(/loses electrons or gains oxygen/)).toBeVisible();
    for (const name of ['Again', 'Hard', 'Good', 'Easy'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};

/** A rating shows the next card at once; the server's answer then says when the rated card comes back. */
export const RateAndGoOn: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show answer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Easy' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'acid' })).toBeVisible();
    await expect(canvas.getByText('4 cards due')).toBeVisible();
    await expect(await canvas.findByText('oxidation: next review in 4 days.')).toBeVisible();
  },
};

/** Space shows the answer, 1–4 rate: the whole deck by keyboard ends at "All caught up". */
export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Show answer' });
    for (const key of ['1', '2', '3', '4', '3']) {
      await userEvent.keyboard(' ');
      await canvas.findByRole('button', { name: 'Good' });
      await userEvent.keyboard(key);
    }
    await expect(await canvas.findByRole('heading', { name: 'All caught up' })).toBeVisible();
    await expect(canvas.getByText(/Your next card is due in 1 minute\./)).toBeVisible();
  },
};

/** Nothing due: "All caught up", when the next card is due, and the streak. */
export const AllCaughtUp: Story = {
  parameters: { msw: { handlers: { review: reviewCaughtUp } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'All caught up' })).toBeVisible();
    await expect(await canvas.findByText('Your next card is due in 1 day. 4-day streak.')).toBeVisible();
  },
};

/** No term described yet: what makes a card, and where to find terms. */
export const NoCardsYet: Story = {
  parameters: { msw: { handlers: { review: reviewNoCards } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No cards yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find terms' })).toHaveAttribute('href', '/search');
  },
};

/**
 * Offline: the rating is kept on this device (with its id, for one count on the server) and the next card still
 * shows at once.
 */
export const OfflineWithQueuedReviews: Story = {
  parameters: {
    msw: {
      handlers: {
        review: [
          http.post('/review/reviews', ({ response }) => response.untyped(Response.error())),
          ...reviewOk(),
        ],
      },
    },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    for (const rating of ['Good', 'Hard']) {
      await userEvent.click(await canvas.findByRole('button', { name: 'Show answer' }));
      await userEvent.click(canvas.getByRole('button', { name: rating }));
    }
    await expect(await canvas.findByText(/2 reviews are saved on this device/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'catalyst' })).toBeVisible();
    const queued = readQueue(storyFakes(context).storage);
    await expect(queued.map((entry) => [entry.review.term, entry.review.rating])).toEqual([
      ['oxidation', 'good'],
      ['acid', 'hard'],
    ]);
    await expect(new Set(queued.map((entry) => entry.review.id)).size).toBe(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { review: reviewPending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading… please wait')).toBeVisible();
  },
};

export const CardsFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        review: [
          http.get('/review/cards', ({ response }) =>
            response.untyped(Response.json({ message: 'Server error.' }, { status: 500 })),
          ),
          ...reviewOk(),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load your cards.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible());
  },
};

/** In Hindi at phone size: the count, "उत्तर देखें", the four ratings, and when the rated term comes back. */
export const Hindi: Story = {
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'दोहराएँ' })).toBeVisible();
    await expect(await canvas.findByText('5 कार्ड दोहराने हैं', {}, LOADS_HINDI)).toBeVisible();
    await expect(canvas.getByText('रसायन विज्ञान')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'उत्तर देखें' }));
    await expect(await canvas.findByRole('group', { name: 'यह आपको कितना याद था?' })).toBeVisible();
    for (const name of ['फिर से', 'कठिन', 'ठीक', 'आसान'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'आसान' }));
    await expect(await canvas.findByText('oxidation: 4 दिन में फिर आएगा।')).toBeVisible();
    await expect(canvas.getByText('4 कार्ड दोहराने हैं')).toBeVisible();
  },
};

/**
 * In Hindi, a core term's card: its Hindi name beside the English, and on the answer side the Hindi definition
 * first with the English description folded beneath it.
 */
export const HindiDefinition: Story = {
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('heading', { level: 2, name: 'oxidation ऑक्सीकरण' }, LOADS_HINDI);
    await expect(within(name).getByText('ऑक्सीकरण')).toHaveAttribute('lang', 'hi');
    await userEvent.click(canvas.getByRole('button', { name: 'उत्तर देखें' }));
    const hindi = await canvas.findByText(/^वह अभिक्रिया जिसमें कोई पदार्थ इलेक्ट्रॉन खोता है/);
    await expect(hindi).toBeVisible();
    await expect(hindi).toHaveAttribute('lang', 'hi');
    const english = canvas.getByText(/loses electrons or gains oxygen/);
    await expect(english).not.toBeVisible();
    await userEvent.click(canvas.getByText('अंग्रेज़ी में पढ़ें'));
    await expect(english).toBeVisible();
    await expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('button', { name: 'ठीक' })).toBeVisible();
  },
};

/** In Hindi, a card with no Hindi definition: the English one, with a short note that it is English only. */
export const HindiEnglishOnly: Story = {
  parameters: { msw: { handlers: { review: reviewOk([sampleCard('alloy')]) } } },
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'alloy मिश्रधातु' }, LOADS_HINDI),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'उत्तर देखें' }));
    await expect(await canvas.findByText('इस शब्द की हिन्दी परिभाषा अभी लिखी नहीं गई है।')).toBeVisible();
    await expect(canvas.getByText('What alloy means, in a sentence or two.')).toBeVisible();
    await expect(canvas.queryByText('अंग्रेज़ी में पढ़ें')).toBeNull();
  },
};

/** Nothing due, in Hindi: "सब दोहरा लिया", when the next card comes and the streak. */
export const HindiAllCaughtUp: Story = {
  parameters: { msw: { handlers: { review: reviewCaughtUp } } },
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'सब दोहरा लिया' })).toBeVisible();
    await expect(
      await canvas.findByText('आपका अगला कार्ड 1 दिन में आएगा। आप लगातार 4 दिन से दोहरा रहे हैं।'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'क्विज़ दें' })).toHaveAttribute('href', '/quiz');
  },
};

/** Offline in Hindi: the ratings kept on this device, said in Hindi. */
export const HindiOffline: Story = {
  parameters: OfflineWithQueuedReviews.parameters,
  globals: { ...phone, language: 'hi' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'उत्तर देखें' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ठीक' }));
    await expect(
      await canvas.findByText(
        'आप ऑफ़लाइन हैं: आपका 1 उत्तर इस डिवाइस पर सहेजा गया है और ऑनलाइन होते ही भेज दिया जाएगा।',
      ),
    ).toBeVisible();
  },
};
