// docs/spec.md §2, payment status screen: the query's order_status, upper-cased, picks the title and the
// actions.

export type PaymentStatusKind = 'success' | 'failed' | 'pending' | 'unknown';

export interface PaymentResultQuery {
  orderId: string | null;
  /** Upper-cased; UNKNOWN when absent. */
  orderStatus: string;
}

export function readPaymentResultQuery(search: URLSearchParams): PaymentResultQuery {
  const orderId = search.get('order_id')?.trim() || null;
  const orderStatus = search.get('order_status')?.trim().toUpperCase() || 'UNKNOWN';
  return { orderId, orderStatus };
}

export function paymentStatusKind(orderStatus: string): PaymentStatusKind {
  switch (orderStatus) {
    case 'SUCCESS':
      return 'success';
    case 'FAILED':
    case 'CANCELLED':
    case 'USER_DROPPED':
      return 'failed';
    case 'PENDING':
      return 'pending';
    default:
      return 'unknown';
  }
}
