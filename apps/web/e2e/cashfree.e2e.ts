// The Cashfree path of the host on a server configured for Cashfree (its PG API faked on 127.0.0.1 by apps/api's
// test double; the browser SDK's script answered by Playwright, as sdk.cashfree.com is unreachable here).
import { type FakeCashfree, startFakeCashfree } from '@termtap/api/src/billing/testing/fake-cashfree.ts';
import { expect, test } from './browser.ts';
import { type RunningServer, runningE2eServer, startApiServer } from './server.ts';
import { enterFromLanding, uniqueEmail } from './site.ts';

const sdkUrl = 'https://sdk.cashfree.com/js/v3/cashfree.js';

// What the real script does that matters to us: define window.Cashfree({ mode }) with checkout(options).
const fakeSdkScript = `
window.Cashfree = function (init) {
  return {
    checkout: function (options) {
      return window.termtapFakeCheckout(init.mode, options.paymentSessionId, options.redirectTarget);
    },
  };
};`;

/** A server of its own, configured for Cashfree, with the fake of Cashfree's PG API it talks to. */
interface CashfreeServer {
  fake: FakeCashfree;
  server: RunningServer;
}

const cashfreeTest = test.extend<object, { cashfree: CashfreeServer }>({
  cashfree: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const fake = await startFakeCashfree();
      try {
        const server = await startApiServer({
          webDist: runningE2eServer().webDist,
          env: {
            CASHFREE_APP_ID: fake.appId,
            CASHFREE_SECRET_KEY: fake.secretKey,
            CASHFREE_ENV: 'sandbox',
            CASHFREE_API_URL: fake.url,
          },
        });
        await use({ fake, server });
        await server.stop();
      } finally {
        await fake.close();
      }
    },
    // Starting a second server takes as long as the first did in globalSetup.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseUrl: async ({ cashfree }, use) => {
    await use(cashfree.server.baseUrl);
  },
});

cashfreeTest(
  'the SDK loads only on Pay Now, opens its modal in sandbox mode, and a verified payment subscribes',
  async ({ page, cashfree: { fake } }) => {
    const sdkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://sdk.cashfree.com/')) sdkRequests.push(request.url());
    });
    await page.route(sdkUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: fakeSdkScript }),
    );
    const checkouts: Array<{ mode: string; paymentSessionId: string; redirectTarget: string }> = [];
    await page.exposeFunction(
      'termtapFakeCheckout',
      (mode: string, paymentSessionId: string, redirectTarget: string) => {
        checkouts.push({ mode, paymentSessionId, redirectTarget });
        // The student pays in Cashfree's modal: the gateway now has a successful payment for the order.
        const order = [...fake.orders.values()].find(
          (candidate) => candidate.payment_session_id === paymentSessionId,
        );
        if (order) fake.addPayment(order.order_id, 'SUCCESS');
        return { paymentDetails: { paymentMessage: 'Payment finished. Check status.' } };
      },
    );

    await enterFromLanding(page, 'signup', uniqueEmail('cashfree'));
    await page.getByRole('link', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: 'Pay Now' }).waitFor();
    expect(sdkRequests).toEqual([]);

    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByText('Payment successful!').waitFor();
    await page.waitForURL('**/nutrition');
    await page.getByText('Subscribed — unlimited describes').waitFor();

    expect(sdkRequests).toEqual([sdkUrl]);
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]).toMatchObject({ mode: 'sandbox', redirectTarget: '_modal' });
    const order = [...fake.orders.values()].find(
      (candidate) => candidate.payment_session_id === checkouts[0]?.paymentSessionId,
    );
    expect(order?.order_status).toBe('PAID');
  },
);

cashfreeTest('an SDK that cannot load says so, and Pay Now can be pressed again', async ({ page }) => {
  await page.route(sdkUrl, (route) => route.abort('internetdisconnected'));
  await enterFromLanding(page, 'signup', uniqueEmail('no-sdk'));
  await page.goto('/articles-plan');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByText('Payment SDK failed to load. Try again.').waitFor();
  expect(await page.getByRole('button', { name: 'Pay Now' }).isEnabled()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/articles-plan');
});
