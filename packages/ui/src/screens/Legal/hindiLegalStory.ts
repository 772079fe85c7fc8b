// The Hindi story of a legal page (its stories share it): title, date line and headings in Hindi, the note
// at the top, and the legal text itself marked lang="en".
import { expect, within } from 'storybook/test';

const hindiPhone = { viewport: { value: 'phone', isRotated: false }, language: 'hi' };

export function hindiLegalStory(expected: {
  title: string;
  date: RegExp;
  heading: string;
  englishText: RegExp;
}) {
  return {
    globals: hindiPhone,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      const title = await canvas.findByRole('heading', { level: 1, name: expected.title });
      await expect(title).toBeVisible();
      await expect(canvas.getByText(expected.date)).toBeVisible();
      await expect(canvas.getByText('यह पेज अंग्रेज़ी में है; अंग्रेज़ी पाठ ही मान्य है।')).toBeVisible();
      const heading = canvas.getByRole('heading', { level: 2, name: expected.heading });
      await expect(heading).toHaveAttribute('lang', 'hi');
      await expect(canvas.getByText(expected.englishText).closest('[lang]')).toHaveAttribute('lang', 'en');
    },
  };
}
