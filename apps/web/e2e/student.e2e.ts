// A student's whole journey on the real server, in Chromium at phone width: browse, sign up, describe, run out
// of clicks, pay through the local test gateway, log out and in, recover a password.
import type { LocalPaymentOutcome } from '@termtap/api-client';
import { translator } from '@termtap/ui/i18n';
import { localCheckoutChoices } from '@termtap/ui/localCheckout';
import { expect, test } from './browser.ts';
import {
  enterFromLanding,
  openMenu,
  password,
  resetLinkMailedTo,
  signUpThroughApi,
  spendClicksThroughApi,
  termsOf,
  uniqueEmail,
} from './site.ts';

/** The test checkout's button for an outcome, as packages/ui labels it. */
function choiceLabel(outcome: LocalPaymentOutcome): string {
  const choice = localCheckoutChoices.find((candidate) => candidate.outcome === outcome);
  if (!choice) throw new Error(`the test checkout offers no ${outcome}`);
  return translator('en')(choice.label);
}

const exhaustedNotice = 'Describe click credit exhausted! Get Unlimited click credit by payment.';

test('a visitor browses a subject and sees Login to try', async ({ page }) => {
  await page.goto('/chemistry');
  await page.getByRole('heading', { name: 'Chemistry Terms' }).waitFor();
  const [firstTerm] = await termsOf('chemistry');
  await page.getByRole('button', { name: `Describe ${firstTerm}` }).click();
  await page.getByText('Log in or start your free trial to read descriptions.').waitFor();
  await page.getByRole('link', { name: 'Login to try' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Start free trial' }).waitFor();
});

test('signup from the landing page, then Describe, Hide and Describe again', async ({ page }) => {
  await enterFromLanding(page, 'signup', uniqueEmail('signup'));
  await page.getByRole('heading', { name: 'Nutrition Terms' }).waitFor();
  await page.getByText(/Free describes:\s*16/).waitFor();

  const [term] = await termsOf('nutrition');
  const row = page.getByRole('listitem').filter({ has: page.getByText(term ?? '', { exact: true }) });
  await row.getByRole('button', { name: `Describe ${term}` }).click();
  const websiteLink = row.getByRole('link', { name: /Website Link/ });
  await websiteLink.waitFor();
  expect(await websiteLink.getAttribute('target')).toBe('_blank');
  // The description text is shown, not only the term and the buttons.
  const rowText = (await row.textContent()) ?? '';
  expect(
    rowText
      .replace(term ?? '', '')
      .replace(/Hide|Website Link|\(opens in a new tab\)/g, '')
      .trim(),
  ).not.toBe('');
  await page.getByText(/Free describes:\s*15/).waitFor();

  await row.getByRole('button', { name: `Hide ${term}` }).click();
  await websiteLink.waitFor({ state: 'detached' });
  const describeAgain = page.waitForResponse((response) => response.url().endsWith('/api/pages/describe'));
  await row.getByRole('button', { name: `Describe ${term}` }).click();
  expect((await describeAgain).status()).toBe(200);
  await websiteLink.waitFor();
  // docs/design.md decision 8: a term already described stays unlocked, so the count stays.
  await page.getByText(/Free describes:\s*15/).waitFor();
});

test('spending every click leads to the plans with the notice; paying succeeds and describing goes on', async ({
  page,
}) => {
  const email = uniqueEmail('runs-out');
  const token = await signUpThroughApi(email);
  await enterFromLanding(page, 'login', email);
  await page.getByText(/Free describes:\s*16/).waitFor();

  // The clicks run out on another device while this page still shows 16.
  await spendClicksThroughApi(token, 16);
  const [term] = await termsOf('nutrition');
  await page.getByRole('button', { name: `Describe ${term}` }).click();
  await page.waitForURL('**/articles-plan');
  await page.getByText(exhaustedNotice).waitFor();
  await page.getByText('Pay per month ₹150 Rupees').waitFor();

  // A subject now shows the plans instead of its terms, under its heading and why (the 0-click gate).
  await page.goto('/chemistry');
  await page.getByRole('button', { name: 'Pay Now' }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Chemistry Terms' }).waitFor();
  await page.getByText("You've used all 16 free describes.").waitFor();
  expect(await page.getByRole('list', { name: 'Chemistry Terms', exact: true }).count()).toBe(0);

  await page.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = page.getByRole('dialog', { name: 'Test payment — no money moves' });
  await checkout.getByRole('button', { name: choiceLabel('success'), exact: true }).click();
  await page.getByText('Payment successful!').waitFor();
  await page.waitForURL('**/nutrition');
  await page.getByText('Subscribed — unlimited describes').waitFor();

  const [, secondTerm] = await termsOf('nutrition');
  await page.getByRole('button', { name: `Describe ${secondTerm}` }).click();
  await page.getByRole('link', { name: /Website Link/ }).waitFor();
});

for (const { outcome, title } of [
  { outcome: 'failed', title: 'Payment Failed' },
  { outcome: 'pending', title: 'Payment Pending' },
] as const) {
  test(`a ${outcome} test payment reaches /payment-status with "${title}"`, async ({ page }) => {
    const email = uniqueEmail('pays');
    await signUpThroughApi(email);
    await enterFromLanding(page, 'login', email);
    await page.getByRole('link', { name: 'Subscribe' }).click();
    await page.waitForURL('**/articles-plan');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page
      .getByRole('dialog', { name: 'Test payment — no money moves' })
      .getByRole('button', { name: choiceLabel(outcome), exact: true })
      .click();
    // Pending polls billing every 2 s, 12 times (docs/spec.md §4) before it gives up, so 'Processing...' and
    // the waiting panel stay up long enough to see; a failure can reach /payment-status before a check would
    // run.
    if (outcome === 'pending') {
      await page.getByRole('button', { name: 'Processing...' }).waitFor();
      await page.getByText('Waiting for the payment gateway… this can take up to 30 seconds').waitFor();
      await page.getByRole('progressbar', { name: /Waiting for the payment gateway/ }).waitFor();
      await page.getByRole('link', { name: 'Check the payment status later' }).waitFor();
    }
    await page.waitForURL('**/payment-status?**', { timeout: 45_000 });
    await page.getByRole('heading', { name: title }).waitFor();
    const orderId = new URL(page.url()).searchParams.get('order_id');
    expect(orderId).toBeTruthy();
    await page
      .getByText(orderId ?? '')
      .first()
      .waitFor();
    // Nothing was granted: the plans screen is still there for this user (a paid user would be sent on).
    await page.goto('/articles-plan');
    await page.getByRole('button', { name: 'Pay Now' }).waitFor();
  });
}

test('closing the test checkout ("User dropped") reads as "Payment cancelled" and stays on the plans', async ({
  page,
}) => {
  const email = uniqueEmail('drops');
  await signUpThroughApi(email);
  await enterFromLanding(page, 'login', email);
  await page.getByRole('link', { name: 'Subscribe' }).click();
  await page.waitForURL('**/articles-plan');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page
    .getByRole('dialog', { name: 'Test payment — no money moves' })
    .getByRole('button', { name: choiceLabel('user_dropped'), exact: true })
    .click();
  const notice = page.getByRole('status').filter({ hasText: /^Payment cancelled\./ });
  await notice.waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  await page.getByRole('button', { name: 'Pay Now' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/articles-plan');
});

test('logout, then login again', async ({ page }) => {
  const email = uniqueEmail('returns');
  await enterFromLanding(page, 'signup', email);
  await openMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Start free trial' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await enterFromLanding(page, 'login', email);
  await page.getByText(/Free describes:\s*16/).waitFor();
});

test('forgot password: the mailed link resets it, and the new password logs in', async ({ page }) => {
  const email = uniqueEmail('forgets');
  await signUpThroughApi(email);
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText('If the email exists, a reset link was sent.').waitFor();

  const link = await resetLinkMailedTo(email);
  expect(link.pathname).toBe('/reset-password');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  const newPassword = 'a-new-secret-9';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Password reset successfully.').waitFor();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await dialog.getByRole('alert').waitFor();
  await page.goto('/');
  await enterFromLanding(page, 'login', email, newPassword);
  await page.getByRole('heading', { name: 'Nutrition Terms' }).waitFor();
});
