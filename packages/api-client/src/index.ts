import createClient, { type Middleware } from 'openapi-fetch';
import { changePassword } from './calls/changePassword.ts';
import { checkBilling } from './calls/checkBilling.ts';
import { completeLocalPayment, type LocalPaymentOutcome } from './calls/completeLocalPayment.ts';
import { createCheckoutSession } from './calls/createCheckoutSession.ts';
import { type DescribeRequest, describeTerm } from './calls/describeTerm.ts';
import { forgotPassword } from './calls/forgotPassword.ts';
import { getCurrentUser } from './calls/getCurrentUser.ts';
import { listTerms, type Subject } from './calls/listTerms.ts';
import { logIn } from './calls/logIn.ts';
import { logOut } from './calls/logOut.ts';
import { logoutOtherSessions } from './calls/logoutOtherSessions.ts';
import { getMyPayment, listMyPayments } from './calls/myPayments.ts';
import { listMyTerms, type MyTermsQuery, setLanguage, setStar } from './calls/myTerms.ts';
import { resetPassword } from './calls/resetPassword.ts';
import {
  getQuizRound,
  getReviewProgress,
  listDueCards,
  type ReviewRequest,
  submitReview,
} from './calls/review.ts';
import { searchTerms } from './calls/searchTerms.ts';
import { type Credentials, signUp } from './calls/signUp.ts';
import { verifyPayment } from './calls/verifyPayment.ts';
import type { paths } from './generated/schema.ts';
import type { LangOption, Language } from './hindi.ts';

export type { TermDescription } from './calls/describeTerm.ts';
export type { MyPayment, MyPayments } from './calls/myPayments.ts';
export type { MyTerm, MyTermsPage, MyTermsQuery } from './calls/myTerms.ts';
export type {
  DueCards,
  QuizQuestion,
  QuizQuestionHindi,
  QuizRound,
  ReviewCard,
  ReviewProgress,
  ReviewRating,
  ReviewRequest,
  ReviewResult,
} from './calls/review.ts';
export type { SearchGroup, SearchResults } from './calls/searchTerms.ts';
export type { VerifiedOrder } from './calls/verifyPayment.ts';
export { type Hindi, type LangOption, type Language, languageValues } from './hindi.ts';
export type {
  BillingState,
  CheckoutSessionInfo,
  HindiName,
  Session,
  SessionUser,
  TermEntry,
} from './legacy.ts';
export { type DescribeParts, partsFromSnippet, readParts, STUDY_ONLY } from './parts.ts';
export type { ApiError, ApiResult } from './result.ts';
export {
  createTermIndex,
  foldForSearch,
  MatchRank,
  matchTerms,
  type SearchOutcome,
  searchAcross,
  type TermIndex,
  type TermMatch,
} from './search.ts';
export type { Credentials, DescribeRequest, LocalPaymentOutcome, Subject };

export interface ApiClientOptions {
  /** The API root, e.g. `https://termtap.in/api` or `/api`. */
  baseUrl: string;
  /** Read on every request, so a login or logout takes effect at once. */
  getToken: () => string | null;
  fetch?: typeof globalThis.fetch;
}

function tokenMiddleware(getToken: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('x-access-token', token);
      return request;
    },
  };
}

/** Told the token the server refused. */
export type SessionRejectedListener = (token: string) => void;

// Calls whose 401 says nothing new about the session: a wrong password typed at login, sign-up or a password
// change, and a logout (its 401 means the session was over already; the device signs out anyway).
const credentialPaths = ['/auth/login', '/auth/createuser', '/auth/change-password', '/auth/logout'];

/**
 * Tells the listeners when the server answers 401 to a request that carried a session token: the session is
 * over (ended on another device, or by a password change), whichever call found it out.
 */
function sessionRejectedMiddleware(listeners: ReadonlySet<SessionRejectedListener>): Middleware {
  return {
    onResponse({ request, response, schemaPath }) {
      const token = request.headers.get('x-access-token');
      if (response.status === 401 && token && !credentialPaths.includes(schemaPath)) {
        for (const listener of listeners) listener(token);
      }
      return response;
    },
  };
}

/** The typed API client: one function per call, each returning `{ data }` or `{ error }`. */
export function createApiClient({ baseUrl, getToken, fetch }: ApiClientOptions) {
  // Resolve fetch at call time so test and story mocks installed later (MSW) are seen.
  const http = createClient<paths>({ baseUrl, fetch: fetch ?? ((request) => globalThis.fetch(request)) });
  const sessionRejected = new Set<SessionRejectedListener>();
  http.use(tokenMiddleware(getToken), sessionRejectedMiddleware(sessionRejected));
  return {
    /**
     * Calls `listener` with the token whenever the server answers 401 to a call made with it (not a wrong
     * password at login or password change). Returns the function that stops it.
     */
    onSessionRejected(listener: SessionRejectedListener): () => void {
      sessionRejected.add(listener);
      return () => sessionRejected.delete(listener);
    },
    signUp: (credentials: Credentials) => signUp(http, credentials),
    logIn: (credentials: Credentials) => logIn(http, credentials),
    getCurrentUser: () => getCurrentUser(http),
    logOut: () => logOut(http),
    logoutOtherSessions: () => logoutOtherSessions(http),
    changePassword: (currentPassword: string, newPassword: string) =>
      changePassword(http, currentPassword, newPassword),
    checkBilling: () => checkBilling(http),
    listTerms: (subject: Subject, options?: LangOption) => listTerms(http, subject, options),
    describeTerm: (request: DescribeRequest, options?: LangOption) => describeTerm(http, request, options),
    searchTerms: (query: string, options?: LangOption) => searchTerms(http, query, options),
    listMyTerms: (query?: MyTermsQuery) => listMyTerms(http, query),
    setStar: (subject: Subject, term: string, starred: boolean) => setStar(http, subject, term, starred),
    setLanguage: (language: Language) => setLanguage(http, language),
    listMyPayments: () => listMyPayments(http),
    getMyPayment: (orderId: string) => getMyPayment(http, orderId),
    createCheckoutSession: () => createCheckoutSession(http),
    verifyPayment: (orderId: string) => verifyPayment(http, orderId),
    completeLocalPayment: (orderId: string, outcome: LocalPaymentOutcome) =>
      completeLocalPayment(http, orderId, outcome),
    forgotPassword: (email: string) => forgotPassword(http, email),
    resetPassword: (token: string, newPassword: string) => resetPassword(http, token, newPassword),
    listDueCards: (limit?: number, options?: LangOption) => listDueCards(http, limit, options),
    submitReview: (review: ReviewRequest) => submitReview(http, review),
    getQuizRound: (subject?: Subject, options?: LangOption) => getQuizRound(http, subject, options),
    getReviewProgress: () => getReviewProgress(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
