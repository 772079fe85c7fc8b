import { expect } from 'vitest';
import { type FakeCashfree, startFakeCashfree } from '../../src/billing/testing/fake-cashfree.ts';
import type { AppConfig } from '../../src/config.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * The API paying through a fake Cashfree (sandbox, https public URL). Closing `server` also stops the fake, so a
 * test file has one thing to close.
 */
export async function startTestServerWithFakeCashfree(
  database: 'pglite' | 'postgres',
  overrides: Partial<AppConfig> = {},
  options: Parameters<typeof startTestServer>[2] = {},
): Promise<{ cashfree: FakeCashfree; server: TestServer }> {
  const cashfree = await startFakeCashfree();
  let server: TestServer;
  try {
    server = await startTestServer(
      database,
      {
        cashfree: { appId: cashfree.appId, secretKey: cashfree.secretKey },
        cashfreeEnv: 'sandbox',
        cashfreeApiUrl: cashfree.url,
        publicUrl: 'https://termtap.test',
        ...overrides,
      },
      options,
    );
  } catch (error) {
    await cashfree.close();
    throw error;
  }
  return {
    cashfree,
    server: {
      ...server,
      async close() {
        await server.close();
        await cashfree.close();
      },
    },
  };
}

/** Starts a checkout for the signed-in user and returns its order id. */
export async function startCheckout(server: TestServer, token: string): Promise<string> {
  const response = await server.call('/checkout/create-session', { method: 'POST', token });
  expect(response.status).toBe(200);
  return (await response.json()).order_id;
}

/** How often the API has asked Cashfree about this order (GETs of the order and of its payments). */
export function gatewayCallsFor(cashfree: FakeCashfree, orderId: string): number {
  return cashfree.requests.filter((request) => request.method === 'GET' && request.path.includes(orderId))
    .length;
}
