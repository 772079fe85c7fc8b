// Every URL of the app, in one place (docs/spec.md §2, plus /sources for content attributions).
import type { Subject } from '@termtap/api-client';

export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  paymentStatus: '/payment-status',
  plans: '/articles-plan',
  terms: '/terms-and-condition',
  privacy: '/privacy-policy',
  refund: '/cancellation-and-refund',
  sources: '/sources',
  /** Search across every subject (`?q=`). */
  search: '/search',
  /** Every term the signed-in user has unlocked. */
  myTerms: '/my-terms',
  /** Flashcards of the unlocked terms, on the server's schedule. */
  review: '/review',
  /** A multiple-choice round (`?subject=`). */
  quiz: '/quiz',
  /** Where a signed-in user with access lands (docs/spec.md §4). */
  nutrition: '/nutrition',
  /** The signed-in user's plan, payments, password and devices. */
  account: '/account',
  /** A printable receipt of one paid order (the route pattern; build links with receiptPath). */
  receipt: '/account/receipts/:orderId',
} as const;

export type SubjectPath =
  | '/chemistry'
  | '/computer-science'
  | '/medical-terms'
  | '/biotechnology'
  | '/nutrition'
  | '/electronics-and-communication-engineering'
  | '/medicine-names'
  | '/agriculture-terms'
  | '/political-science'
  | '/psychology';

/** A path with query parameters, built with URLSearchParams (null and undefined values are left out). */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(name, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** /quiz, or /quiz?subject=<slug> for one subject's round. */
export function quizPath(subject?: Subject | null): string {
  return withQuery(paths.quiz, { subject });
}

/** /payment-status?order_id=…&order_status=… */
export function paymentStatusPath(orderId?: string | null, orderStatus?: string | null): string {
  return withQuery(paths.paymentStatus, { order_id: orderId, order_status: orderStatus });
}

/** /account/receipts/<orderId> */
export function receiptPath(orderId: string): string {
  return `/account/receipts/${encodeURIComponent(orderId)}`;
}

/** The order id of /account/receipts/<orderId>, or null on any other path. */
export function readReceiptOrderId(pathname: string): string | null {
  const match = /^\/account\/receipts\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** /reset-password?token=… */
export function resetPasswordPath(token: string): string {
  return withQuery(paths.resetPassword, { token });
}

export type { Subject };
