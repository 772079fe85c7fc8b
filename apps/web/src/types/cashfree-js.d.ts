// @cashfreepayments/cashfree-js ships no types; these cover the calls the host makes
// (docs/payments-cashfree.md).
declare module '@cashfreepayments/cashfree-js' {
  export interface CashfreeCheckoutOptions {
    paymentSessionId: string;
    redirectTarget: '_self' | '_blank' | '_top' | '_modal' | HTMLElement;
  }

  export interface Cashfree {
    /** Resolves (never rejects) with `{ error }`, `{ redirect }` or `{ paymentDetails }`: read it as unknown. */
    checkout(options: CashfreeCheckoutOptions): Promise<unknown>;
  }

  /** Appends Cashfree's script once and resolves with the SDK, or null outside a browser. */
  export function load(options: { mode: 'production' | 'sandbox' }): Promise<Cashfree | null>;
}
