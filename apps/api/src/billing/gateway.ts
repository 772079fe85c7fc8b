import type { components } from '@termtap/api-client/schema';

export type OrderOutcome = components['schemas']['OrderOutcome'];
export type PaymentSummary = components['schemas']['PaymentSummary'];
export type GatewayPaymentStatus = PaymentSummary['payment_status'];
export type GatewayName = components['schemas']['CheckoutSession']['gateway'];
export type GatewayMode = components['schemas']['CheckoutSession']['mode'];

/** An order's state at the gateway, in Cashfree's vocabulary (the local gateway speaks it too). */
export type GatewayOrderStatus = 'ACTIVE' | 'PAID' | 'EXPIRED' | 'TERMINATED' | 'TERMINATION_REQUESTED';

export interface NewGatewayOrder {
  orderId: string;
  /** Whole paise: ₹150 is 15000. */
  amountPaise: number;
  currency: string;
  customer: { id: string; email: string };
  /** Where the gateway sends the browser back; `{order_id}` is replaced by the gateway. */
  returnUrl: string;
  /** Where the gateway posts its webhook; omitted when the server has no https address. */
  notifyUrl: string | null;
}

export interface GatewayOrder {
  orderId: string;
  status: GatewayOrderStatus;
  amountPaise: number;
  currency: string;
}

export interface GatewayPayment {
  paymentId: string;
  status: GatewayPaymentStatus;
  isCaptured: boolean;
  amountPaise: number | null;
  currency: string | null;
  /** When the payment was attempted, as the gateway reports it; null if it does not say. */
  time: string | null;
}

/** What every payment gateway offers the billing service. */
export interface PaymentGateway {
  readonly name: GatewayName;
  readonly mode: GatewayMode;
  createOrder(order: NewGatewayOrder): Promise<{ paymentSessionId: string }>;
  getOrder(orderId: string): Promise<GatewayOrder>;
  getPayments(orderId: string): Promise<GatewayPayment[]>;
}

/** The gateway could not be reached or answered something we cannot use (the API answers 502). */
export class GatewayError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'GatewayError';
    this.status = status;
  }
}

export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
