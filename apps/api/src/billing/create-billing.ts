import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { type BillingService, createBillingService } from './billing-service.ts';
import { createCashfreeGateway } from './cashfree.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';
import { createLocalGateway } from './local-gateway.ts';

/** The local test gateway runs only without Cashfree keys and outside production (DESIGN decision 11). */
export function isLocalGatewayEnabled(config: Pick<AppConfig, 'cashfree' | 'nodeEnv'>): boolean {
  return config.cashfree === null && config.nodeEnv !== 'production';
}

/** Production without Cashfree keys: no test gateway, so every checkout is refused as a gateway problem. */
const noGateway: PaymentGateway = {
  name: 'cashfree',
  mode: 'production',
  createOrder: () =>
    Promise.reject(new GatewayError('No payment gateway is configured (set the Cashfree keys).')),
  getOrder: () =>
    Promise.reject(new GatewayError('No payment gateway is configured (set the Cashfree keys).')),
  getPayments: () =>
    Promise.reject(new GatewayError('No payment gateway is configured (set the Cashfree keys).')),
};

export function createBilling(config: AppConfig, db: Database): BillingService {
  const localGateway = isLocalGatewayEnabled(config) ? createLocalGateway(db) : null;
  const gateway =
    config.cashfree !== null
      ? createCashfreeGateway({
          appId: config.cashfree.appId,
          secretKey: config.cashfree.secretKey,
          env: config.cashfreeEnv,
          apiUrl: config.cashfreeApiUrl ?? undefined,
        })
      : (localGateway ?? noGateway);
  return createBillingService({ db, gateway, localGateway, publicUrl: config.publicUrl });
}
