import { createApiClient } from '@termtap/api-client';
import type { AppServices } from '@termtap/ui/ports';
import { readStoredToken, readStoredUser } from '@termtap/ui/storedSession';
import { apiBaseUrl } from './config.ts';
import { createBrowserStorage } from './ports/browserStorage.ts';
import { createCashfreeGateway } from './ports/cashfreeGateway.ts';
import { browserNetwork, createDescribedCache } from './ports/describedCache.ts';
import { timerClock } from './ports/timerClock.ts';

/** The ports that live as long as the page; navigation follows the router and is added by the App. */
export type PageServices = Omit<AppServices, 'navigation'>;

export function createPageServices(): PageServices {
  const storage = createBrowserStorage();
  const api = createApiClient({
    baseUrl: apiBaseUrl(import.meta.env.VITE_API_BASE_URL, window.location.origin),
    getToken: () => readStoredToken(storage),
  });
  return {
    api,
    storage,
    clock: timerClock,
    paymentGateway: createCashfreeGateway(),
    describedCache: createDescribedCache(() => readStoredUser(storage)?.email ?? null),
    network: browserNetwork,
  };
}
