// What the browser owns reaches packages/ui through these ports (docs/style.md §5), so every story can fake
// each one. The host app (apps/web) supplies the real ones; stories and tests supply fakes.
import type {
  ApiClient,
  CheckoutSessionInfo,
  Subject,
  TermDescription,
  TermEntry,
} from '@termtap/api-client';
import type { Language } from '../i18n/language.ts';

/** window.localStorage, or an in-memory fake. */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface NavigationPort {
  /** The current path, e.g. `/nutrition`. */
  pathname: string;
  /** The current query string's parameters. */
  search: URLSearchParams;
  /** Client-side navigation (react-router in the host). */
  navigate(to: string, options?: { replace?: boolean }): void;
  /**
   * A full page load replacing the current entry (docs/spec.md §4: after login, go to /nutrition this way).
   */
  replacePage(to: string): void;
}

/** Time, injectable so the 2-second billing poll and the 2-second reset redirect run instantly in stories. */
export interface ClockPort {
  sleep(ms: number): Promise<void>;
}

/** The result shapes of Cashfree's `checkout()` in `_modal` mode (docs/payments-cashfree.md). */
export type CheckoutResult =
  | { error: { message?: string } }
  | { redirect: true }
  | { paymentDetails: { paymentMessage?: string } }
  | undefined;

/** The Cashfree SDK, loaded only when a payment starts. */
export interface PaymentGatewayPort {
  /** Rejects when the SDK cannot be loaded ('Payment SDK failed to load. Try again.'). */
  checkout(session: CheckoutSessionInfo & { paymentSessionId: string }): Promise<CheckoutResult>;
}

/**
 * The descriptions this browser has opened, kept (IndexedDB in the host) so a described term re-opens offline.
 * Failures are swallowed: a missing copy only means the network is needed.
 */
/**
 * Kept per language: a Hindi describe's answer (with its `hindi`) and an English one are different records, so
 * a Hindi request offline never gets an English-only copy, nor an English one a Hindi copy. English when absent.
 */
export interface DescribedCachePort {
  get(subject: Subject, term: string, language?: Language): Promise<TermDescription | undefined>;
  put(subject: Subject, term: string, description: TermDescription, language?: Language): Promise<void>;
}

/** Whether the browser believes it is online (`navigator.onLine`): false means no request is worth sending. */
export interface NetworkPort {
  isOnline(): boolean;
  /** Calls `listener` when the browser comes back online (queued reviews are sent then); returns an unsubscribe. */
  onOnline?(listener: () => void): () => void;
}

/** What a page prerendered at build time was rendered with, so the first client render matches its HTML. */
export interface PrerenderedData {
  /** The subject page's term list, as GET /pages/{subject} gives it (sent inside the page). */
  terms?: {
    subject: Subject;
    terms: readonly TermEntry[];
    /** The language the list was sent in (a Hindi page's items carry `hindi`); English when absent. */
    language?: Language;
  };
  /** True while the prerendered HTML is being hydrated: the first render shows every row, as the server did. */
  isHydrating(): boolean;
}

export interface AppServices {
  api: ApiClient;
  storage: StoragePort;
  navigation: NavigationPort;
  clock: ClockPort;
  paymentGateway: PaymentGatewayPort;
  /** Offline re-reading of described terms (the host's; absent in stories, which then always ask the API). */
  describedCache?: DescribedCachePort;
  network?: NetworkPort;
  prerendered?: PrerenderedData;
}
