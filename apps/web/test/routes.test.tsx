// Proves the route table's access rules and redirects (docs/spec.md §2, docs/design.md 1–4) with the real
// screens and MSW.
import { createApiClient, type SessionUser } from '@termtap/api-client';
import { paidUserPayments } from '@termtap/ui/mocks/account.ts';
import { billingPaid, currentUserFails } from '@termtap/ui/mocks/auth.ts';
import { freeUser, noClicksUser, type StorySessionName, storySessions } from '@termtap/ui/mocks/fixtures.ts';
import { defaultHandlers } from '@termtap/ui/mocks/handlers.ts';
import { http, mockApiBaseUrl } from '@termtap/ui/mocks/http.ts';
import { readStoredToken, writeStoredToken, writeStoredUser } from '@termtap/ui/storedSession';
import { FakePaymentGateway, InstantClock, MemoryStorage } from '@termtap/ui/testing/fakes.ts';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { App } from '../src/App.tsx';
import { SubjectGate } from '../src/guards.tsx';

// The screens are lazy chunks: the first render of each waits for its module to be transformed.
configure({ asyncUtilTimeout: 5000 });

const server = setupServer(...Object.values(defaultHandlers).flat());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** `storedUser` is what this browser remembers when it differs from the server's word (another tab or device). */
function renderApp(path: string, session?: StorySessionName, storedUser?: SessionUser) {
  const storage = new MemoryStorage();
  if (session) {
    writeStoredToken(storage, storySessions[session].token);
    writeStoredUser(storage, storedUser ?? storySessions[session].user);
  }
  const services = {
    api: createApiClient({ baseUrl: mockApiBaseUrl, getToken: () => readStoredToken(storage) }),
    storage,
    clock: new InstantClock(),
    paymentGateway: new FakePaymentGateway(),
  };
  const router = createMemoryRouter([{ path: '*', element: <App services={services} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return Object.assign(router, { storage });
}

/** Whether a subject's term list was ever in the page, even for one render. */
function watchForTermList(name: string) {
  let seen = false;
  const check = () => {
    if (screen.queryByRole('list', { name })) seen = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    wasSeen: () => {
      check();
      observer.disconnect();
      return seen;
    },
  };
}

test('a visitor browses a subject and is offered a login', async () => {
  const router = renderApp('/chemistry');
  expect(await screen.findByRole('heading', { name: 'Chemistry Terms' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Login to try' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/chemistry');
  await waitFor(() => expect(document.title).toBe('Chemistry Terms · TermTap'));
});

test('a visitor sees the landing page at /', async () => {
  renderApp('/');
  expect(await screen.findByRole('heading', { name: 'Understand any term in seconds' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Start free trial' })).toBeVisible();
});

test('a user with clicks left is sent from / to /nutrition, replacing history', async () => {
  const router = renderApp('/', 'free');
  expect(await screen.findByRole('heading', { name: 'Nutrition Terms' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/nutrition');
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a user with access on /login is sent to /nutrition too', async () => {
  const router = renderApp('/login', 'new');
  expect(await screen.findByRole('heading', { name: 'Nutrition Terms' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/nutrition');
});

test('a visitor on /login gets the landing page with the login dialog open', async () => {
  renderApp('/login');
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText(/email/i)).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Understand any term in seconds' })).toBeVisible();
});

test('an unpaid user with clicks left can read the plans (the badge Subscribe button does not bounce)', async () => {
  const router = renderApp('/articles-plan', 'free');
  expect(await screen.findByText('Pay per month ₹150 Rupees')).toBeVisible();
  expect(router.state.location.pathname).toBe('/articles-plan');
});

test('a paid user on /articles-plan is sent to /nutrition', async () => {
  server.use(billingPaid);
  const router = renderApp('/articles-plan', 'paid');
  expect(await screen.findByRole('heading', { name: 'Nutrition Terms' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/nutrition');
  expect(screen.getByText(/Subscribed — unlimited describes/)).toBeVisible();
});

test('a signed-in user with no clicks and no subscription sees the plans instead of a subject', async () => {
  const router = renderApp('/chemistry', 'noClicks');
  expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeVisible();
  // The 0-click gate says where the student is and why: the subject's heading, then the plans.
  expect(screen.getByRole('heading', { level: 1, name: 'Chemistry Terms' })).toBeVisible();
  expect(screen.getByText("You've used all 16 free describes.")).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Chemistry Terms' })).toBeNull();
  expect(router.state.location.pathname).toBe('/chemistry');
});

test('a stale stored count never opens a subject: the server says 0 left, the plans show', async () => {
  // The server's answer comes after the subject's screen could have shown.
  server.use(
    http.get('/auth/me', async ({ response }) => {
      await delay(300);
      return response(200).json({
        email: 'no.clicks@example.com',
        remainingClicks: 0,
        paymentStatus: 'unpaid',
        paidUntil: null,
      });
    }),
  );
  // With the subject's screen already loaded (a later visit), nothing but the gate holds it back.
  await SubjectGate.preload();
  const watch = watchForTermList('Chemistry Terms');
  renderApp('/chemistry', 'noClicks', { ...noClicksUser, remainingClicks: 15 });
  expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeTruthy();
  expect(screen.getByText("You've used all 16 free describes.")).toBeTruthy();
  expect(watch.wasSeen()).toBe(false);
});

test('a stale stored 0 never hides a subject: the server says clicks are left, the subject opens', async () => {
  renderApp('/chemistry', 'free', { ...freeUser, remainingClicks: 0 });
  expect(await screen.findByRole('list', { name: 'Chemistry Terms' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
});

test('when the current-user call cannot reach the server, the stored count decides', async () => {
  server.use(http.get('/auth/me', () => HttpResponse.error()));
  renderApp('/chemistry', 'free', { ...freeUser, remainingClicks: 0 });
  expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeTruthy();
  cleanup();
  renderApp('/chemistry', 'noClicks', { ...noClicksUser, remainingClicks: 3 });
  expect(await screen.findByRole('list', { name: 'Chemistry Terms' })).toBeTruthy();
  expect(screen.getByText('Free describes: 3 of 16')).toBeTruthy();
});

test('a 401 from the current-user call signs the student out here, politely', async () => {
  server.use(currentUserFails);
  const router = renderApp('/chemistry', 'paid');
  expect(await screen.findByText('Your session has ended. Please log in again.')).toBeTruthy();
  // The badge no longer claims a subscription; the subject is open as to any visitor.
  expect(screen.getByRole('link', { name: 'Login to try' })).toBeTruthy();
  expect(screen.queryByText(/Subscribed/)).toBeNull();
  for (const key of ['authuser', 'authUser', 'user', 'token']) expect(router.storage.getItem(key)).toBeNull();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Log in again' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText(/email/i)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: /close/i }));
  // /login no longer sends the student on as if still signed in.
  await act(() => router.navigate('/login'));
  expect(await screen.findByRole('dialog')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/login');
});

test('a 401 from the billing check on a path change signs the student out too', async () => {
  const router = renderApp('/chemistry', 'free');
  expect(await screen.findByText(/Free describes:/)).toBeTruthy();
  server.use(
    http.get('/auth/check-billing', ({ response }) =>
      response(401).json({ message: 'Please log in again.' }),
    ),
  );
  await act(() => router.navigate('/psychology'));
  expect(await screen.findByText('Your session has ended. Please log in again.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Login to try' })).toBeTruthy();
  expect(router.storage.getItem('token')).toBeNull();
});

test('a failed billing check that is not a 401 changes nothing', async () => {
  const router = renderApp('/chemistry', 'free');
  expect(await screen.findByText(/Free describes:/)).toBeTruthy();
  server.use(http.get('/auth/check-billing', () => HttpResponse.error()));
  await act(() => router.navigate('/psychology'));
  expect(await screen.findByRole('heading', { name: 'Psychology Terms' })).toBeTruthy();
  expect(screen.getByText(/Free describes:/)).toBeTruthy();
  expect(screen.queryByText('Your session has ended. Please log in again.')).toBeNull();
  expect(router.storage.getItem('token')).not.toBeNull();
});

test('the 16th describe opens like any other; the gate applies when a subject is entered next', async () => {
  const router = renderApp('/chemistry', 'lastClick');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Describe catalyst' }));
  expect(await screen.findByText(/A short explanation of catalyst/)).toBeVisible();
  expect(screen.getByText('Free describes: 0 of 16')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Chemistry Terms' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/chemistry');
  // Typing in the search keeps the screen (the query goes to the URL, not a new visit).
  await user.type(screen.getByRole('searchbox', { name: 'Search chemistry terms' }), 'cat');
  await waitFor(() => expect(router.state.location.search).toBe('?q=cat'));
  expect(screen.getByRole('heading', { name: 'Chemistry Terms' })).toBeVisible();
  await act(() => router.navigate('/nutrition'));
  expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeVisible();
  expect(screen.getByText("You've used all 16 free describes.")).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Nutrition Terms' })).toBeNull();
});

test('/my-terms needs a login, and opens the unlocked terms at 0 clicks', async () => {
  renderApp('/my-terms');
  expect(await screen.findByText('You need to Login to see this page.')).toBeVisible();
  cleanup();
  renderApp('/my-terms', 'noClicks');
  expect(await screen.findByRole('heading', { name: 'My terms' })).toBeVisible();
});

test('/review and /quiz need a login; review opens at 0 clicks, and a quiz on a subject from the URL', async () => {
  renderApp('/review');
  expect(await screen.findByText('You need to Login to see this page.')).toBeVisible();
  cleanup();
  renderApp('/review', 'noClicks');
  expect(await screen.findByRole('button', { name: 'Show answer' })).toBeVisible();
  expect(screen.getByText('5 cards due')).toBeVisible();
  cleanup();
  renderApp('/quiz?subject=chemistry', 'free');
  expect(await screen.findByRole('heading', { level: 1, name: 'Quiz: Chemistry' })).toBeVisible();
  expect(screen.getByText('Question 1 of 5')).toBeVisible();
});

test('/search finds terms across subjects from the URL', async () => {
  renderApp('/search?q=protein');
  expect(await screen.findByRole('link', { name: 'protein in Nutrition' })).toBeVisible();
});

test('a user with no access stays on the landing page', async () => {
  renderApp('/', 'noClicks');
  expect(await screen.findByRole('heading', { name: 'Understand any term in seconds' })).toBeVisible();
});

test('an unknown path goes to /, replacing history', async () => {
  const router = renderApp('/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Understand any term in seconds' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/');
  expect(router.state.historyAction).toBe('REPLACE');
});

test('/payment-status without a login shows the login-required modal, whose Close returns to /', async () => {
  const router = renderApp('/payment-status?order_id=o_1&order_status=SUCCESS');
  expect(await screen.findByText('You need to Login to see this page.')).toBeVisible();
  expect(screen.queryByText('Payment Successful')).toBeNull();
  act(() => screen.getByRole('button', { name: 'Close' }).click());
  expect(await screen.findByRole('heading', { name: 'Understand any term in seconds' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/');
});

test("/payment-status shows a signed-in user the verified result of their order, not the link's word", async () => {
  // The paid story user's order is SUCCESS in our records, whatever order_status says.
  renderApp(`/payment-status?order_id=${paidUserPayments[0]?.orderId}&order_status=failed`, 'paid');
  expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  cleanup();
  // A made-up order never shows as paid.
  renderApp('/payment-status?order_id=o_1&order_status=SUCCESS', 'free');
  expect(await screen.findByRole('heading', { name: 'Payment Status Unknown' })).toBeVisible();
  expect(screen.getByText('o_1')).toBeVisible();
});

test('billing is checked again on a path change: a payment confirmed elsewhere shows at once', async () => {
  const router = renderApp('/chemistry', 'free');
  expect(await screen.findByText(/Free describes:/)).toBeVisible();
  server.use(billingPaid);
  await act(() => router.navigate('/psychology'));
  expect(await screen.findByText(/Subscribed — unlimited describes/)).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Psychology Terms' })).toBeVisible();
});

test('moving to another subject starts with every row collapsed', async () => {
  const router = renderApp('/chemistry', 'free');
  const [firstRow] = await screen.findAllByRole('button', { name: /^Describe/ });
  act(() => firstRow?.click());
  expect(await screen.findByRole('button', { name: /^Hide/ })).toBeVisible();
  await act(() => router.navigate('/agriculture-terms'));
  expect(await screen.findByRole('heading', { name: 'Agriculture Terms' })).toBeVisible();
  expect((await screen.findAllByRole('button', { name: /^Describe/ })).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: /^Hide/ })).toBeNull();
});

test('the legal pages have their routes', async () => {
  const router = renderApp('/terms-and-condition');
  expect(await screen.findByRole('heading', { level: 1, name: /Terms and Conditions/i })).toBeVisible();
  await act(() => router.navigate('/privacy-policy'));
  expect(await screen.findByRole('heading', { level: 1, name: /Privacy Policy/i })).toBeVisible();
  await act(() => router.navigate('/cancellation-and-refund'));
  expect(await screen.findByRole('heading', { level: 1, name: /Cancellation/i })).toBeVisible();
});
