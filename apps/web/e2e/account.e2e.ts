// The account page on the real server, in Chromium at phone width: a subscriber adds a month through
// the test checkout and the end date moves one calendar month; each paid month has a receipt in the outbox and in
// the payment history; changing the password logs out the other devices; and /payment-status does not take the
// link's word for a payment that is not the student's.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { LocalPaymentOutcome } from '@termtap/api-client';
import { formatDate } from '@termtap/ui/dates';
import { translator } from '@termtap/ui/i18n';
import { localCheckoutChoices } from '@termtap/ui/localCheckout';
import { expect, phoneViewport, test } from './browser.ts';
import { runningE2eServer } from './server.ts';
import {
  enterFromLanding,
  fitsTheWidth,
  inEachThemeAndWidth,
  password,
  signUpThroughApi,
  uniqueEmail,
} from './site.ts';

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// Strings, not functions: tsx would wrap named inner functions in helpers the page does not have.
const runAxe = `(async () => {
  const results = await window.axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  });
  return results.violations.map((violation) => violation.id + ': ' + violation.nodes.map((node) => node.target.join(' ')).join(', '));
})()`;
/** The elements that reach past the right edge of the screen (the deepest five), for the failure message. */
const widestElements = `(() => {
  const over = [...document.querySelectorAll('body *')].filter(
    (element) => element.getBoundingClientRect().right > window.innerWidth + 1,
  );
  return over
    .slice(-5)
    .map((element) => element.tagName.toLowerCase() + '.' + String(element.className) + ' ' + Math.round(element.getBoundingClientRect().right))
    .join(', ');
})()`;
const leftEdges = `(() => {
  const left = (element) => (element ? Math.round(element.getBoundingClientRect().left) : null);
  const screen = document.querySelector('main > :last-child');
  const content = screen
    ? Math.round(screen.getBoundingClientRect().left + parseFloat(getComputedStyle(screen).paddingLeft))
    : null;
  return { brand: left(document.querySelector('header a[href="/"]')), content };
})()`;

/**
 * At 360 and 1280 px, light and dark: no axe-core violation (WCAG 2.x A and AA), nothing wider than the screen,
 * and the screen's content on the left edge of the brand. Saves screenshots in test-results/screens with E2E_SCREENSHOTS=1.
 */
async function checkScreen(page: Page, name: string) {
  const problems: string[] = [];
  await inEachThemeAndWidth(page, name, { fullPage: true }, async (state) => {
    if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(await axeSource);
    for (const violation of (await page.evaluate(runAxe)) as string[])
      problems.push(`${state}: ${violation}`);
    if (!(await fitsTheWidth(page))) {
      const wide = await page.evaluate(widestElements);
      problems.push(`${state}: wider than the screen: ${wide}`);
    }
    const edges = (await page.evaluate(leftEdges)) as { brand: number | null; content: number | null };
    if (edges.brand !== edges.content)
      problems.push(`${state}: content at ${edges.content}, brand at ${edges.brand}`);
  });
  expect(problems).toEqual([]);
}

function choiceLabel(outcome: LocalPaymentOutcome): string {
  const choice = localCheckoutChoices.find((candidate) => candidate.outcome === outcome);
  if (!choice) throw new Error(`the test checkout offers no ${outcome}`);
  return translator('en')(choice.label);
}

async function api(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('x-access-token', init.token);
  return fetch(`${runningE2eServer().baseUrl}/api${path}`, { ...init, headers });
}

async function paidUntilOf(token: string): Promise<string> {
  const response = await api('/auth/me', { token });
  const user = (await response.json()) as { paidUntil?: string | null };
  if (!response.ok || !user.paidUntil) throw new Error(`no paidUntil (${response.status})`);
  return user.paidUntil;
}

/** The session token the page keeps in browser storage. */
function tokenInPage(page: Page): Promise<string> {
  return page.evaluate('JSON.parse(localStorage.getItem("token"))') as Promise<string>;
}

/** Day, month and year of an instant as read in India. */
function indianDate(iso: string): { day: number; month: number; year: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { day: part('day'), month: part('month'), year: part('year') };
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The outbox mail to `email` that names `orderId` (receipts are sent after the grant, maybe a moment later). */
async function receiptMailFor(email: string, orderId: string): Promise<string> {
  const outbox = join(runningE2eServer().dataDir, 'outbox');
  for (let attempt = 0; attempt < 75; attempt += 1) {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml'));
    for (const name of names) {
      const raw = await readFile(join(outbox, name), 'utf8');
      if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
      const mail = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(raw) : raw;
      if (mail.includes(orderId)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no receipt for ${orderId} to ${email} in ${outbox}`);
}

/** Pay Now or Add another month, then Success in the test checkout. */
async function payInTestCheckout(page: Page, button: 'Pay Now' | 'Add another month') {
  await page.getByRole('button', { name: button }).click();
  await page
    .getByRole('dialog', { name: 'Test payment — no money moves' })
    .getByRole('button', { name: choiceLabel('success'), exact: true })
    .click();
  await page.getByText('Payment successful!').waitFor();
}

/** The order ids of the paid rows in the account page's payment history. */
async function paidOrderIds(page: Page): Promise<string[]> {
  const links = page.getByRole('link', { name: /^Receipt for order / });
  const names = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label') ?? ''),
  );
  return names.map((name) => name.replace('Receipt for order ', ''));
}

async function loggedInPage(browser: Browser, email: string, secret = password): Promise<Page> {
  const context = await browser.newContext({ baseURL: runningE2eServer().baseUrl, viewport: phoneViewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await enterFromLanding(page, 'login', email, secret);
  return page;
}

test('a subscriber adds a month on /account: the end date moves a calendar month, with receipts for both', async ({
  page,
}) => {
  const email = uniqueEmail('account');
  const token = await signUpThroughApi(email);
  await enterFromLanding(page, 'login', email);

  // The first month, through Pay Now on the plans screen.
  await page.goto('/articles-plan');
  await payInTestCheckout(page, 'Pay Now');
  await page.waitForURL('**/nutrition');
  const firstEnd = await paidUntilOf(token);

  await page.goto('/account');
  await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
  await page.getByText(email).waitFor();
  await page.getByText(`Subscribed until ${formatDate(firstEnd)}`).waitFor();

  await payInTestCheckout(page, 'Add another month');
  // The student stays on the account page, which now shows the new end date.
  expect(new URL(page.url()).pathname).toBe('/account');
  const secondEnd = await paidUntilOf(token);
  await page.getByText(`Subscribed until ${formatDate(secondEnd)}`).waitFor();
  const before = indianDate(firstEnd);
  const after = indianDate(secondEnd);
  expect(after).toEqual({
    day: before.day,
    month: (before.month % 12) + 1,
    year: before.month === 12 ? before.year + 1 : before.year,
  });

  await checkScreen(page, 'account-paid');
  // Both months are in the payment history, newest first, each with its receipt.
  await expect.poll(() => paidOrderIds(page).then((ids) => ids.length)).toBe(2);
  const [newest, first] = await paidOrderIds(page);
  const history = page.getByRole('region', { name: 'Payment history' });
  await history.getByText(`${formatDate(firstEnd)} – ${formatDate(secondEnd)}`).waitFor();
  for (const orderId of [newest ?? '', first ?? '']) {
    const mail = await receiptMailFor(email, orderId);
    expect(mail).toContain('150');
    expect(mail).toContain('support@termtap.in');
  }

  // The receipt on screen, printable.
  await page.getByRole('link', { name: `Receipt for order ${newest}` }).click();
  await page.waitForURL(`**/account/receipts/${newest}`);
  await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
  await page.getByText(newest ?? '', { exact: true }).waitFor();
  await page.getByText('₹150').waitFor();
  await page.getByText(`${formatDate(firstEnd)} – ${formatDate(secondEnd)}`).waitFor();
  await page.getByRole('button', { name: 'Print' }).waitFor();
  await checkScreen(page, 'account-receipt');
  // Printed, the receipt goes without the site's header, footer and buttons.
  expect(await page.getByRole('banner').isVisible()).toBe(true);
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('banner').isVisible()).toBe(false);
  expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  expect(await page.getByText(newest ?? '', { exact: true }).isVisible()).toBe(true);
  await page.emulateMedia({ media: 'screen' });
});

test('changing the password keeps this device and logs out the others', async ({ page, browser }) => {
  const email = uniqueEmail('change-password');
  await signUpThroughApi(email);
  const otherDevice = await loggedInPage(browser, email);
  const otherToken = await tokenInPage(otherDevice);
  expect((await api('/auth/me', { token: otherToken })).status).toBe(200);

  await enterFromLanding(page, 'login', email);
  await page.goto('/account');
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-the-password');
  await form.getByLabel('New password', { exact: true }).fill('a-new-secret-9');
  await form.getByLabel('Confirm new password').fill('a-new-secret-9');
  await form.getByRole('button', { name: 'Change password' }).click();
  await form.getByText('Current password is incorrect.').waitFor();

  await form.getByLabel('Current password').fill(password);
  await form.getByLabel('New password', { exact: true }).fill('a-new-secret-9');
  await form.getByLabel('Confirm new password').fill('a-new-secret-9');
  await form.getByRole('button', { name: 'Change password' }).click();
  await form.getByText('Password changed. Other devices have been logged out.').waitFor();

  // This device stays signed in; the other one's session is gone.
  expect((await api('/auth/me', { token: await tokenInPage(page) })).status).toBe(200);
  expect((await api('/auth/me', { token: otherToken })).status).toBe(401);
  await otherDevice.goto('/account');
  // Its next call meets a 401: it is signed out here too, says so, and the account page asks for a login.
  await otherDevice.getByText('Your session has ended. Please log in again.').waitFor();
  await otherDevice.getByRole('button', { name: 'Close', exact: true }).click();
  await otherDevice.waitForURL((url) => url.pathname === '/');
  await otherDevice.getByRole('button', { name: 'Start free trial' }).waitFor();
  await otherDevice.context().close();

  // The new password is the one that works now.
  const oldLogin = await api('/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) });
  expect(oldLogin.status).toBe(401);
  const newLogin = await api('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'a-new-secret-9' }),
  });
  expect(newLogin.status).toBe(200);
});

test('"Log out of other devices" ends the other sessions and says how many', async ({ page, browser }) => {
  const email = uniqueEmail('logout-others');
  await signUpThroughApi(email);
  const otherDevice = await loggedInPage(browser, email);
  const otherToken = await tokenInPage(otherDevice);
  await otherDevice.context().close();

  await enterFromLanding(page, 'login', email);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log out of other devices' }).click();
  // The signup's session through the API and the other browser: two others.
  await page.getByText('Logged out of 2 other devices. This one stays logged in.').waitFor();
  expect((await api('/auth/me', { token: otherToken })).status).toBe(401);
  expect((await api('/auth/me', { token: await tokenInPage(page) })).status).toBe(200);
});

test('/payment-status does not claim success for an order that is made up or someone else’s', async ({
  page,
}) => {
  // Someone else's real order.
  const otherToken = await signUpThroughApi(uniqueEmail('someone-else'));
  const created = await api('/checkout/create-session', { method: 'POST', token: otherToken });
  const { order_id: othersOrder } = (await created.json()) as { order_id: string };
  expect(othersOrder).toBeTruthy();
  const completed = await api('/checkout/local/complete', {
    method: 'POST',
    token: otherToken,
    body: JSON.stringify({ orderId: othersOrder, outcome: 'success' }),
  });
  expect(completed.ok).toBe(true);

  const email = uniqueEmail('status');
  await signUpThroughApi(email);
  await enterFromLanding(page, 'login', email);
  for (const orderId of ['tt_madeup', othersOrder]) {
    await page.goto(`/payment-status?order_id=${orderId}&order_status=SUCCESS`);
    await page.getByRole('heading', { name: 'Payment Status Unknown' }).waitFor();
    await page.getByText('This order is not one of your payments.').waitFor();
    expect(await page.getByRole('heading', { name: 'Payment Successful' }).count()).toBe(0);
  }
});
