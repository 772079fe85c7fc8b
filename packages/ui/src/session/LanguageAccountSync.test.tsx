// Proves the interface language and the account's language stay together (PUT /me/language, GET /auth/me's
// `language`) against the mock API: a switch is saved, the account's language is followed at sign-in and at
// start, an account that never chose gets the Hindi shown, and a save made offline is sent at the next start.
import type { SessionUser } from '@termtap/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, expect, test } from 'vitest';
import { server } from '../app/testing/mswSetup.node.ts';
import { AppProviders, StoryFakes } from '../app/testing/storyApp.tsx';
import { LanguageProvider, useLanguage } from '../i18n/I18nProvider.tsx';
import type { Language } from '../i18n/language.ts';
import { authHandlers, currentUser, currentUserByToken } from '../mocks/auth.ts';
import { freeUser, storySessions } from '../mocks/fixtures.ts';
import { chooseLanguage, chosenLanguage } from '../mocks/hindi.ts';
import { http } from '../mocks/http.ts';
import { meHandlers, resetMeMockState } from '../mocks/me.ts';
import { LanguageAccountSync, unsavedLanguageKey } from './LanguageAccountSync.tsx';
import { useSession } from './SessionProvider.tsx';

const { token } = storySessions.free;

beforeEach(() => {
  resetMeMockState();
  server.use(...authHandlers, ...meHandlers);
});

/** The app's providers with the sync inside; `remembered` collects what the host would store. */
function renderApp(fakes: StoryFakes, initialLanguage: Language = 'en') {
  const remembered: Language[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LanguageProvider initialLanguage={initialLanguage} onChange={(language) => remembered.push(language)}>
      <AppProviders fakes={fakes}>
        <LanguageAccountSync />
        {children}
      </AppProviders>
    </LanguageProvider>
  );
  const view = renderHook(() => ({ ...useLanguage(), session: useSession() }), { wrapper });
  return { ...view, remembered };
}

const signedIn = () => new StoryFakes({ session: 'free' });

/** GET /auth/me answering the free student with this account language. */
const accountSays = (language: Language | null) => currentUser({ ...freeUser, language });

test('a switch made while signed in is saved to the account', async () => {
  server.use(accountSays('en'));
  const { result } = renderApp(signedIn());
  await waitFor(() => expect(result.current.session.user?.language).toBe('en'));
  await act(() => result.current.setLanguage('hi'));
  await waitFor(() => expect(chosenLanguage(token)).toBe('hi'));
  await waitFor(() => expect(result.current.session.user?.language).toBe('hi'));
  expect(result.current.language).toBe('hi');
});

test("at start, the account's language from GET /auth/me is shown and remembered", async () => {
  chooseLanguage(token, 'hi');
  server.use(currentUserByToken);
  const { result, remembered } = renderApp(signedIn());
  await waitFor(() => expect(result.current.language).toBe('hi'));
  expect(remembered).toEqual(['hi']);
  // Following the account is not a switch to save back.
  expect(chosenLanguage(token)).toBe('hi');
});

test("at sign-in, the interface switches to the account's language", async () => {
  const { result, remembered } = renderApp(new StoryFakes());
  expect(result.current.language).toBe('en');
  const user: SessionUser = { ...freeUser, language: 'hi' };
  await act(() => result.current.session.signIn({ token, user }));
  await waitFor(() => expect(result.current.language).toBe('hi'));
  expect(remembered).toEqual(['hi']);
});

test('an account that never chose gets the Hindi the browser shows; English is not saved', async () => {
  server.use(accountSays(null));
  const hindi = renderApp(signedIn(), 'hi');
  await waitFor(() => expect(chosenLanguage(token)).toBe('hi'));
  await waitFor(() => expect(hindi.result.current.session.user?.language).toBe('hi'));
  expect(hindi.result.current.language).toBe('hi');
  hindi.unmount();

  resetMeMockState();
  let saves = 0;
  server.use(
    accountSays(null),
    http.put('/me/language', ({ response }) => {
      saves += 1;
      return response(204).empty();
    }),
  );
  const english = renderApp(signedIn(), 'en');
  await waitFor(() => expect(english.result.current.session.isLoading).toBe(false));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(saves).toBe(0);
  expect(english.result.current.language).toBe('en');
});

test('a switch saved offline is sent at the next start, and the older account language is not followed', async () => {
  server.use(
    accountSays('en'),
    http.put('/me/language', () => HttpResponse.error()),
  );
  const fakes = signedIn();
  const offline = renderApp(fakes);
  await waitFor(() => expect(offline.result.current.session.user?.language).toBe('en'));
  await act(() => offline.result.current.setLanguage('hi'));
  await waitFor(() => expect(fakes.storage.getItem(unsavedLanguageKey)).toContain('"hi"'));
  expect(offline.result.current.language).toBe('hi');
  offline.unmount();

  // The next start: the page comes up in the stored choice, the account still says English.
  server.resetHandlers(accountSays('en'), ...authHandlers, ...meHandlers);
  const next = renderApp(fakes, 'hi');
  await waitFor(() => expect(chosenLanguage(token)).toBe('hi'));
  await waitFor(() => expect(fakes.storage.getItem(unsavedLanguageKey)).toBeNull());
  expect(next.result.current.language).toBe('hi');
  expect(next.remembered).toEqual([]);
});

test('a visitor switching language saves nothing', async () => {
  let saves = 0;
  server.use(
    http.put('/me/language', ({ response }) => {
      saves += 1;
      return response(204).empty();
    }),
  );
  const { result } = renderApp(new StoryFakes());
  await act(() => result.current.setLanguage('hi'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(saves).toBe(0);
});
