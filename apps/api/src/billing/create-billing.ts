import type { FastifyInstance } from 'fastify';
import { type AppConfig, isHttpsUrl, isLoopbackHost } from '../config.ts';
import type { Database } from '../db/database.ts';
import { type BillingService, createBillingService } from './billing-service.ts';
import { createCashfreeGateway } from './cashfree.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';
import { createLocalGateway } from './local-gateway.ts';

type GatewayConfig = Pick<
  AppConfig,
  'cashfree' | 'nodeEnv' | 'localTestGateway' | 'host' | 'trustProxyHops' | 'publicUrl'
>;

/**
 * The local test gateway grants months for free, so it runs only without Cashfree keys, outside production, and
 * either while nobody else can reach the server (a loopback address with no proxy in front) or when the operator
 * opted in with LOCAL_TEST_GATEWAY=on (docs/design.md decisions 11 and 20).
 */
export function isLocalGatewayEnabled(config: GatewayConfig): boolean {
  if (config.cashfree !== null || config.nodeEnv === 'production') return false;
  if (config.localTestGateway === 'auto') return reachableOnlyHere(config);
  return config.localTestGateway === 'on';
}

/** A loopback address, no proxy hops and an http public URL (an https one means a proxy ends TLS in front). */
function reachableOnlyHere(config: GatewayConfig): boolean {
  return isLoopbackHost(config.host) && config.trustProxyHops === 0 && !isHttpsUrl(config.publicUrl);
}

/** Headers only a proxy adds: seen on a server that thinks nobody else reaches it, they prove otherwise. */
export function showsAProxy(headers: Record<string, unknown>): boolean {
  return (
    headers['x-forwarded-for'] !== undefined ||
    headers.forwarded !== undefined ||
    headers['x-real-ip'] !== undefined
  );
}

/**
 * With the test gateway on by default (LOCAL_TEST_GATEWAY=auto), the first request that shows a proxy in front
 * (a reverse proxy on the same machine forwarding the world to a loopback address) turns it off until restart:
 * no checkout through it, no test payment completed, and the log says why.
 */
export function turnOffLocalGatewayBehindProxies(app: FastifyInstance): void {
  const { config, billing } = app.services;
  if (config.localTestGateway !== 'auto' || billing.localGateway === null) return;
  let seen = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!seen && showsAProxy(request.headers)) {
      seen = true;
      billing.turnOffLocalGateway();
      app.log.warn(
        'The local test gateway is now off: a request came through a proxy, so others can reach this server. Set the Cashfree keys, or LOCAL_TEST_GATEWAY=on for a test site',
      );
    }
    done();
  });
}

/** What the start log says about the test gateway when it is not simply on by default. */
export function localGatewayNotice(
  config: GatewayConfig,
): { level: 'warn' | 'info'; message: string } | null {
  if (config.cashfree !== null || config.nodeEnv === 'production') return null;
  if (config.localTestGateway === 'on' && !reachableOnlyHere(config)) {
    return {
      level: 'warn',
      message: `LOCAL_TEST_GATEWAY=on: anyone who reaches ${config.host} can pay with the test gateway (no money moves) and get a month free`,
    };
  }
  if (!isLocalGatewayEnabled(config)) {
    return {
      level: 'info',
      message:
        'The local test gateway is off: the server is reachable from outside (HOST, TRUST_PROXY or an https PUBLIC_URL). Set the Cashfree keys, or LOCAL_TEST_GATEWAY=on for a test site',
    };
  }
  return null;
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
