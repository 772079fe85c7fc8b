import type {
  GatewayOrder,
  GatewayPayment,
  GatewayPaymentStatus,
  OrderOutcome,
  PaymentSummary,
} from './gateway.ts';

export interface ChargedAmount {
  amountPaise: number;
  currency: string;
}

export interface OrderVerdict {
  outcome: OrderOutcome;
  /** What to record on our order: paid (grant the month), failed (it can no longer be paid), or nothing yet. */
  settle: 'paid' | 'failed' | null;
  /** Set when the gateway says paid but not what we charged: nothing is granted. */
  mismatch: string | null;
}

const outcomeOfPayment: Record<GatewayPaymentStatus, OrderOutcome> = {
  // A successful attempt on an order the gateway has not marked PAID yet is still settling.
  SUCCESS: 'PENDING',
  PENDING: 'PENDING',
  NOT_ATTEMPTED: 'PENDING',
  FAILED: 'FAILED',
  VOID: 'FAILED',
  CANCELLED: 'CANCELLED',
  USER_DROPPED: 'USER_DROPPED',
};

/** Newest attempt first; attempts without a time keep the gateway's order, after the timed ones. */
export function newestFirst(payments: readonly GatewayPayment[]): GatewayPayment[] {
  return payments
    .map((payment, index) => ({
      payment,
      index,
      at: payment.time === null ? Number.NaN : Date.parse(payment.time),
    }))
    .sort((a, b) => {
      const aTimed = !Number.isNaN(a.at);
      const bTimed = !Number.isNaN(b.at);
      if (aTimed && bTimed && a.at !== b.at) return b.at - a.at;
      if (aTimed !== bTimed) return aTimed ? -1 : 1;
      return b.index - a.index;
    })
    .map(({ payment }) => payment);
}

export function summarisePayments(payments: readonly GatewayPayment[]): PaymentSummary[] {
  return newestFirst(payments).map((payment) => ({
    payment_status: payment.status,
    is_captured: payment.isCaptured,
  }));
}

/**
 * Turns the gateway's answer about one order into the result screen's vocabulary and says whether it settles
 * the order. Only an order the gateway calls PAID, for exactly the amount and currency we charged, is paid.
 */
export function judgeOrder(
  charged: ChargedAmount,
  order: GatewayOrder,
  payments: readonly GatewayPayment[],
): OrderVerdict {
  const ordered = newestFirst(payments);
  switch (order.status) {
    case 'PAID': {
      const mismatch = findMismatch(charged, order, ordered);
      if (mismatch !== null) return { outcome: 'FAILED', settle: null, mismatch };
      return { outcome: 'SUCCESS', settle: 'paid', mismatch: null };
    }
    case 'EXPIRED':
    case 'TERMINATED':
    case 'TERMINATION_REQUESTED':
      return { outcome: 'FAILED', settle: 'failed', mismatch: null };
    case 'ACTIVE': {
      const latest = ordered[0];
      return {
        outcome: latest === undefined ? 'PENDING' : outcomeOfPayment[latest.status],
        settle: null,
        mismatch: null,
      };
    }
  }
}

function findMismatch(
  charged: ChargedAmount,
  order: GatewayOrder,
  payments: readonly GatewayPayment[],
): string | null {
  if (order.amountPaise !== charged.amountPaise || order.currency !== charged.currency) {
    return `the gateway's order is ${order.amountPaise} paise ${order.currency}, we charged ${charged.amountPaise} paise ${charged.currency}`;
  }
  const success = payments.find((payment) => payment.status === 'SUCCESS');
  if (success === undefined) return null;
  // A payment may exceed the order amount when the gateway adds a service charge; it may never fall short.
  if (success.currency !== null && success.currency !== charged.currency) {
    return `the successful payment is in ${success.currency}, we charged ${charged.currency}`;
  }
  if (success.amountPaise !== null && success.amountPaise < charged.amountPaise) {
    return `the successful payment is ${success.amountPaise} paise, we charged ${charged.amountPaise}`;
  }
  return null;
}
