// What a student sees when the browser's stored session is out of date, on the real server at phone width:
// describes spent on another device close the subject (the plans show, not the subject's screen), and a session
// ended elsewhere stops looking signed in. E2E_SCREENSHOTS=1 saves the new states in test-results/screens.
import type { Page } from '@playwright/test';
import { expect, test } from './browser.ts';
import { runningE2eServer } from './server.ts';
import {
  enterFromLanding,
  inEachThemeAndWidth,
  password,
  spendClicksThroughApi,
  uniqueEmail,
} from './site.ts';

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers = new Headers();
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('x-access-token', init.token);
  return fetch(`${runningE2eServer().baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function tokenInPage(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  if (stored === null) throw new Error('no token in the page');
  return JSON.parse(stored) as string;
}

function screenshots(page: Page, name: string) {
  return inEachThemeAndWidth(page, name, { fullPage: false });
}

test('describes spent elsewhere close the subject; a session ended elsewhere stops looking signed in', async ({
  page,
}) => {
  const email = uniqueEmail('session-truth');
  await enterFromLanding(page, 'signup', email);
  const token = await tokenInPage(page);
  // This browser still remembers 16 free describes; another device spends them all.
  await spendClicksThroughApi(token, 16);

  await page.goto('/chemistry');
  await page.getByRole('button', { name: 'Pay Now' }).waitFor();
  await page.getByText("You've used all 16 free describes.").waitFor();
  expect(await page.getByRole('list', { name: 'Chemistry Terms', exact: true }).count()).toBe(0);
  // The 16 spent went on chemistry terms: they are listed at the gate, free to reopen, with a way to My terms.
  const owned = page.getByRole('list', { name: 'Your chemistry terms' });
  await owned.waitFor();
  expect(await owned.getByRole('listitem').count()).toBe(16);
  await page.getByRole('link', { name: 'All your terms in My terms' }).waitFor();
  await screenshots(page, 'gate-at-zero');
  await page.getByText(/You have unlocked 16 chemistry terms/).scrollIntoViewIfNeeded();
  await screenshots(page, 'gate-owned-terms');

  // Another device logs out every other session.
  const login = await api('/auth/login', { method: 'POST', body: { email, password } });
  const otherToken = ((await login.json()) as { authtoken: string }).authtoken;
  expect((await api('/auth/logout-others', { method: 'POST', token: otherToken })).ok).toBe(true);

  await page.reload();
  await page.getByText('Your session has ended. Please log in again.').waitFor();
  // The subject opens as for any visitor: the badge claims nothing.
  await page.getByRole('link', { name: 'Login to try' }).waitFor();
  expect(await page.getByText(/Free describes:|Subscribed/).count()).toBe(0);
  expect(
    await page.evaluate(() =>
      ['authuser', 'authUser', 'user', 'token'].map((key) => localStorage.getItem(key)),
    ),
  ).toEqual([null, null, null, null]);
  await screenshots(page, 'session-ended');
  await page.getByRole('button', { name: 'Log in again', exact: true }).click();
  await page.getByRole('dialog', { name: 'Login' }).getByLabel('Email').waitFor();
  await screenshots(page, 'session-ended-login');

  // /login now shows the login dialog instead of sending the student to /nutrition.
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Login' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
});
