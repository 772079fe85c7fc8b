// In-memory stand-ins for the ports, for stories and tests.
import type { CheckoutSessionInfo } from '@termtap/api-client';
import type { CheckoutResult, ClockPort, NavigationPort, PaymentGatewayPort, StoragePort } from '../ports.ts';

export class MemoryStorage implements StoragePort {
  readonly #items = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.#items.set(key, value);
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  /** Everything stored, for assertions. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.#items);
  }
}

export interface NavigationCall {
  to: string;
  /** Replaced the history entry (navigate with replace, or replacePage). */
  replace: boolean;
  /** A full page load (replacePage). */
  fullPage: boolean;
}

/** Records every navigation and moves its own location, so screens that read the path re-render. */
export class FakeNavigation implements NavigationPort {
  pathname: string;
  search: URLSearchParams;
  readonly calls: NavigationCall[] = [];
  readonly #listeners = new Set<() => void>();

  constructor(path = '/') {
    const url = new URL(path, 'http://termtap.local');
    this.pathname = url.pathname;
    this.search = url.searchParams;
  }

  navigate(to: string, options?: { replace?: boolean }): void {
    this.#go({ to, replace: options?.replace === true, fullPage: false });
  }

  replacePage(to: string): void {
    this.#go({ to, replace: true, fullPage: true });
  }

  get lastCall(): NavigationCall | undefined {
    return this.calls[this.calls.length - 1];
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #go(call: NavigationCall): void {
    this.calls.push(call);
    const url = new URL(call.to, 'http://termtap.local');
    this.pathname = url.pathname;
    this.search = url.searchParams;
    for (const listener of this.#listeners) listener();
  }
}

/** Sleeps return at once; the total asked for is kept (e.g. 12 polls × 2000 ms). */
export class InstantClock implements ClockPort {
  readonly sleeps: number[] = [];

  sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    return Promise.resolve();
  }
}

export type FakeGatewayBehaviour =
  /** checkout() resolves with this result (undefined: the SDK gave no result at all). */
  | { result: CheckoutResult }
  /** The SDK cannot be loaded: checkout() rejects. */
  | { failsToLoad: true }
  /** checkout() never settles (the customer is still in the gateway's modal). */
  | { staysOpen: true };

export class FakePaymentGateway implements PaymentGatewayPort {
  readonly checkouts: Array<CheckoutSessionInfo & { paymentSessionId: string }> = [];

  constructor(readonly behaviour: FakeGatewayBehaviour = { result: { paymentDetails: {} } }) {}

  checkout(session: CheckoutSessionInfo & { paymentSessionId: string }): Promise<CheckoutResult> {
    this.checkouts.push(session);
    if ('failsToLoad' in this.behaviour) return Promise.reject(new Error('Payment SDK failed to load.'));
    if ('staysOpen' in this.behaviour) return new Promise<CheckoutResult>(() => {});
    return Promise.resolve(this.behaviour.result);
  }
}
