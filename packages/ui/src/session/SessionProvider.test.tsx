// Proves the session's start-up and logout against the mock API (docs/spec.md §4), cases no story shows.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect, test } from 'vitest';
import { server } from '../app/testing/mswSetup.node.ts';
import { AppProviders, StoryFakes } from '../app/testing/storyApp.tsx';
import { authHandlers, currentUser, currentUserFails, currentUserUnreachable } from '../mocks/auth.ts';
import { freeUser, paidUser } from '../mocks/fixtures.ts';
import { http } from '../mocks/http.ts';
import { useSession } from './SessionProvider.tsx';

// The stories' default auth answers; each test prepends what it needs.
beforeEach(() => server.use(...authHandlers));

function renderSession(fakes: StoryFakes) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders fakes={fakes}>{children}</AppProviders>
  );
  return renderHook(() => useSession(), { wrapper });
}

test('without a token, loading ends at once and the stored user is kept', () => {
  const fakes = new StoryFakes({ storage: { authUser: JSON.stringify(freeUser) } });
  const { result } = renderSession(fakes);
  expect(result.current.isLoading).toBe(false);
  expect(result.current.user).toEqual(freeUser);
  expect(result.current.isLoggedIn).toBe(false);
});

test('with a token, the user is replaced by GET /auth/me and written to authuser and authUser', async () => {
  server.use(currentUser(paidUser));
  const fakes = new StoryFakes({ storage: { token: 'plain-token', user: JSON.stringify(freeUser) } });
  const { result } = renderSession(fakes);
  expect(result.current.isLoading).toBe(true);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.user).toEqual(paidUser);
  expect(result.current.isPaid).toBe(true);
  expect(JSON.parse(fakes.storage.getItem('authUser') ?? '')).toEqual(paidUser);
});

test('a GET /auth/me that cannot reach the server is ignored and the stored user stays', async () => {
  server.use(currentUserUnreachable);
  const fakes = new StoryFakes({ storage: { token: '"t"', authuser: JSON.stringify(freeUser) } });
  const { result } = renderSession(fakes);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.user).toEqual(freeUser);
  expect(result.current.hasAccess).toBe(true);
  expect(result.current.hasEnded).toBe(false);
});

test('a 401 from GET /auth/me ends the session here: every key cleared, the notice raised', async () => {
  server.use(currentUserFails);
  const fakes = new StoryFakes({
    storage: { token: '"t"', authuser: JSON.stringify(paidUser), authUser: '{}', user: '{}' },
  });
  const { result } = renderSession(fakes);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.isLoggedIn).toBe(false);
  expect(result.current.user).toBeNull();
  expect(result.current.isPaid).toBe(false);
  expect(result.current.hasEnded).toBe(true);
  for (const key of ['authuser', 'authUser', 'user', 'token']) expect(fakes.storage.getItem(key)).toBeNull();
});

test('a 401 from any other call made with the token (My terms) ends the session too', async () => {
  server.use(currentUser(paidUser));
  const fakes = new StoryFakes({ storage: { token: '"t"', authuser: JSON.stringify(paidUser) } });
  const { result } = renderSession(fakes);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.isLoggedIn).toBe(true);

  server.use(
    http.get('/me/terms', ({ response }) => response(401).json({ message: 'Please log in to continue.' })),
  );
  await act(async () => {
    expect((await fakes.api.listMyTerms()).error?.status).toBe(401);
  });
  expect(result.current.isLoggedIn).toBe(false);
  expect(result.current.user).toBeNull();
  expect(result.current.hasEnded).toBe(true);
  expect(fakes.storage.getItem('token')).toBeNull();
});

test('a logout the server answers 401 signs out without saying the session ended elsewhere', async () => {
  server.use(
    currentUser(paidUser),
    http.post('/auth/logout', ({ response }) =>
      response(401).json({ message: 'Please log in to continue.' }),
    ),
  );
  const fakes = new StoryFakes({ storage: { token: '"t"', authuser: JSON.stringify(paidUser) } });
  const { result } = renderSession(fakes);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  await act(() => result.current.logOut());
  expect(result.current.isLoggedIn).toBe(false);
  expect(result.current.hasEnded).toBe(false);
});

test('the user is fetched again when the state lacks remainingClicks', async () => {
  let calls = 0;
  server.use(
    http.get('/auth/me', ({ response }) => {
      calls += 1;
      return calls === 1
        ? response.untyped(Response.json({ email: 'a@example.com', paymentStatus: 'unpaid' }))
        : response(200).json({
            email: 'a@example.com',
            remainingClicks: 5,
            paymentStatus: 'unpaid',
            paidUntil: null,
          });
    }),
  );
  const fakes = new StoryFakes({ storage: { token: '"t"' } });
  const { result } = renderSession(fakes);
  await waitFor(() => expect(result.current.user?.remainingClicks).toBe(5));
  expect(calls).toBe(2);
});

test('logout revokes the token on the server, clears every key and goes to / replacing history', async () => {
  let revokedToken: string | null = null;
  server.use(
    http.post('/auth/logout', ({ request, response }) => {
      revokedToken = request.headers.get('x-access-token');
      return response(204).empty();
    }),
  );
  const fakes = new StoryFakes({ session: 'free' });
  const { result } = renderSession(fakes);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  await act(() => result.current.logOut());
  expect(revokedToken).toBe('token-free-user');
  expect(fakes.storage.snapshot()).toEqual({});
  expect(result.current.user).toBeNull();
  expect(result.current.isLoggedIn).toBe(false);
  expect(fakes.navigation.lastCall).toEqual({ to: '/', replace: true, fullPage: false });
});

test('logout still signs out locally when the server call fails', async () => {
  server.use(
    http.post('/auth/logout', ({ response }) => response(401).json({ message: 'Please log in again.' })),
  );
  const fakes = new StoryFakes({ session: 'free' });
  const { result } = renderSession(fakes);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  await act(() => result.current.logOut());
  expect(fakes.storage.snapshot()).toEqual({});
});

test('signIn without a user in the answer asks GET /auth/me', async () => {
  server.use(currentUser(freeUser));
  const fakes = new StoryFakes();
  const { result } = renderSession(fakes);
  await act(() => result.current.signIn({ token: 'new-token', user: null }));
  expect(result.current.user).toEqual(freeUser);
  expect(fakes.storage.getItem('token')).toBe('"new-token"');
});

test('a GET /auth/me answer arriving after logout does not bring the user back', async () => {
  let answer: (() => void) | undefined;
  server.use(
    http.get('/auth/me', async ({ response }) => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return response(200).json({
        email: 'a@example.com',
        remainingClicks: 5,
        paymentStatus: 'unpaid',
        paidUntil: null,
      });
    }),
  );
  const fakes = new StoryFakes({ session: 'free' });
  const { result } = renderSession(fakes);
  await waitFor(() => expect(answer).toBeDefined());
  await act(() => result.current.logOut());
  await act(async () => answer?.());
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.user).toBeNull();
  expect(fakes.storage.snapshot()).toEqual({});
});
