// The web app also talks to the older backend, whose answers used other field names (docs/spec.md §3).
// These readers accept both shapes, so the rest of the app sees one.
import type { components } from './generated/schema.ts';
import { type Language, readHindi, readLanguage } from './hindi.ts';
import { isRecord, readNumber, readString } from './result.ts';

type Subject = components['schemas']['Subject'];

export interface SessionUser {
  email: string | null;
  remainingClicks: number | null;
  /** paid, unpaid, pending, redirect or failed; older servers may send other words. */
  paymentStatus: string | null;
  paidUntil: string | null;
  /** The language the account chose (PUT /me/language); null until chosen; absent from older servers. */
  language?: Language | null;
}

export function readUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  return {
    email: readString(value.email),
    remainingClicks: readNumber(value.remainingClicks),
    paymentStatus: readString(value.paymentStatus),
    paidUntil: readString(value.paidUntil),
    ...('language' in value ? { language: readLanguage(value.language) } : {}),
  };
}

export interface Session {
  token: string;
  /** Null when the answer carried no user: ask GET /auth/me. */
  user: SessionUser | null;
}

export function readSession(body: unknown): Session | null {
  if (!isRecord(body)) return null;
  const token = readString(body.authtoken) ?? readString(body.token) ?? readString(body.tokenId);
  if (token === null) return null;
  return { token, user: readUser(body.user ?? body.authUser ?? body.profile) };
}

/** The field that held the term's text in the older backend's lists, per subject. */
const legacyTermField: Record<Subject, string> = {
  chemistry: 'A',
  'medical-terms': 'coronary',
  biotechnology: '',
  nutrition: '',
  'computer-science': '',
  'medicine-names': '',
  agriculture: '',
  'political-science': '',
  psychology: '',
  'electronics-and-communication-engineering': '',
};

/** A listed term and its other names and spellings (empty when it has none or the server sends none). */
export interface TermEntry {
  term: string;
  alsoCalled: string[];
  /** The Hindi name (and, in lists, its Latin search keys): only in answers asked for with lang=hi. */
  hindi?: HindiName;
}

/** A term's Hindi name as a term list carries it (openapi.yaml Hindi, without the definition). */
export interface HindiName {
  term: string;
  searchKeys?: string[];
}

/** The `hindi` of a list item: a Hindi name and its search keys, or undefined when there is none. */
export function readHindiName(value: unknown): HindiName | undefined {
  const hindi = readHindi(value);
  if (!hindi) return undefined;
  return hindi.searchKeys ? { term: hindi.term, searchKeys: hindi.searchKeys } : { term: hindi.term };
}

export function readAliases(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((alias): alias is string => typeof alias === 'string') : [];
}

export function readTerms(subject: Subject, body: unknown): TermEntry[] {
  if (!Array.isArray(body)) return [];
  const field = legacyTermField[subject];
  const terms: TermEntry[] = [];
  for (const item of body) {
    if (!isRecord(item)) continue;
    const text = readString(item[field]) ?? readString(item.term) ?? readString(item.name);
    if (text === null) continue;
    const hindi = readHindiName(item.hindi);
    terms.push({ term: text, alsoCalled: readAliases(item.alsoCalled), ...(hindi ? { hindi } : {}) });
  }
  return terms;
}

export interface BillingState {
  paymentStatus: string | null;
  paidUntil: string | null;
  /**
   * docs/spec.md §4: paid when the status says paid or success, or the first payment is success or captured.
   */
  isPaid: boolean;
}

function firstPaymentSucceeded(payments: unknown): boolean {
  if (!Array.isArray(payments)) return false;
  const first: unknown = payments[0];
  if (!isRecord(first)) return false;
  return readString(first.payment_status)?.toUpperCase() === 'SUCCESS' || first.is_captured === true;
}

export function readBilling(body: unknown): BillingState {
  if (!isRecord(body)) return { paymentStatus: null, paidUntil: null, isPaid: false };
  const paymentStatus =
    readString(body.paymentStatus) ?? readString(body.payment_status) ?? readString(body.status);
  const status = paymentStatus?.toLowerCase();
  const raw = Array.isArray(body.raw) ? body.raw[0] : undefined;
  const isPaid =
    status === 'paid' ||
    status === 'success' ||
    firstPaymentSucceeded(body.payments) ||
    (isRecord(raw) && firstPaymentSucceeded(raw.payments));
  return { paymentStatus, paidUntil: readString(body.paidUntil), isPaid };
}

export interface CheckoutSessionInfo {
  paymentSessionId: string | null;
  orderId: string | null;
  gateway: 'cashfree' | 'local';
  /** The Cashfree SDK mode; `test` for the local gateway. */
  mode: 'production' | 'sandbox' | 'test';
}

export function readCheckoutSession(body: unknown): CheckoutSessionInfo {
  const record = isRecord(body) ? body : {};
  const gateway = record.gateway === 'local' ? 'local' : 'cashfree';
  const mode = record.mode === 'sandbox' || record.mode === 'test' ? record.mode : 'production';
  return {
    paymentSessionId: readString(record.payment_session_id) ?? readString(record.paymentSessionId),
    orderId: readString(record.order_id) ?? readString(record.orderId),
    gateway,
    mode,
  };
}
