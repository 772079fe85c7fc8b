// Proves the review batch follows the interface language: cards asked for in English are asked for again in
// Hindi after a switch (with their Hindi names and definitions), from the first card, and back.
import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { server } from '../../app/testing/mswSetup.node.ts';
import { AppProviders, StoryFakes } from '../../app/testing/storyApp.tsx';
import { LanguageProvider, useLanguage } from '../../i18n/I18nProvider.tsx';
import type { Language } from '../../i18n/language.ts';
import { authHandlers } from '../../mocks/auth.ts';
import { http } from '../../mocks/http.ts';
import { resetReviewMockState, reviewOk } from '../../mocks/review.ts';
import { ReviewScreen } from './ReviewScreen.tsx';

// The first Hindi answer loads the content's data files through Vite.
const LOADS_CONTENT = { timeout: 30_000 };

const asked: (string | null)[] = [];

beforeEach(() => {
  resetReviewMockState();
  asked.length = 0;
  server.use(
    http.get('/review/cards', ({ query }) => {
      asked.push(query.get('lang'));
      return undefined;
    }),
    ...reviewOk(),
    ...authHandlers,
  );
});

let switchTo: (language: Language) => Promise<void> = async () => {};

function Switch() {
  switchTo = useLanguage().setLanguage;
  return null;
}

test(
  'a switch of language asks for the cards again, in Hindi, from the first card',
  LOADS_CONTENT,
  async () => {
    render(
      <LanguageProvider>
        <AppProviders fakes={new StoryFakes({ session: 'free', path: '/review' })}>
          <Switch />
          <ReviewScreen />
        </AppProviders>
      </LanguageProvider>,
    );
    const card = await screen.findByRole('region', { name: 'Card' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(/^oxidation$/);
    await act(() => screen.getByRole('button', { name: 'Show answer' }).click());

    await act(() => switchTo('hi'));
    const hindiCard = await screen.findByRole('region', { name: 'कार्ड' }, { timeout: 20_000 });
    expect(await within(hindiCard).findByText('ऑक्सीकरण', {}, { timeout: 20_000 })).toHaveAttribute(
      'lang',
      'hi',
    );
    // A new batch starts with the answer hidden.
    expect(within(hindiCard).getByRole('button', { name: 'उत्तर देखें' })).toBeVisible();

    await act(() => switchTo('en'));
    const englishCard = await screen.findByRole('region', { name: 'Card' });
    await within(englishCard).findByRole('button', { name: 'Show answer' });
    expect(within(englishCard).queryByText('ऑक्सीकरण')).toBeNull();
    expect(asked).toEqual([null, 'hi', null]);
  },
);
