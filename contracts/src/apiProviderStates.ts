// The reference backend's provider states: each handler makes its fact true through apps/api's own services,
// whatever ran before (so it can run any number of times), and returns the values the interaction needs.
import type { createApp } from '@termtap/api/src/app.ts';
import { orders, processedWebhookEvents, SUBSCRIPTION_PRICE } from '@termtap/api/src/db/schema/billing.ts';
import { unlockedTerms } from '@termtap/api/src/db/schema/core.ts';
import type { AttemptStore } from '@termtap/api/src/http/limits.ts';
import { eq } from 'drizzle-orm';
import {
  manyResetsEmail,
  newStudentEmail,
  type StateName,
  type StateValues,
  states,
  studentEmail,
  studentPassword,
} from './states.ts';

type App = Awaited<ReturnType<typeof createApp>>;
/** The `params` of the state in the pact (a JSON object), as the verifier passes them. */
type StateParams = unknown;

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** Each state's user has an e-mail of its own, so one state's leftovers never change another's answers. */
const emails = {
  threeClicks: 'three.clicks@example.com',
  noClicks: 'no.clicks@example.com',
  paid: 'paid.user@example.com',
  openOrder: 'open.order@example.com',
  paidOrder: 'paid.order@example.com',
  savedTerm: 'saved.term@example.com',
  receiptedOrder: 'receipted.order@example.com',
  reviewer: 'reviewer@example.com',
  paidWithClicks: 'paid.with.clicks@example.com',
  webhookOrder: 'webhook.order@example.com',
} as const;

/** The per-e-mail reset-link limit of apps/api (auth/routes.ts): five an hour. */
const RESET_LINKS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** The reviewer's unlocked terms, the first one saved: five cards due, enough for a chemistry quiz. */
export const reviewerTerms = ['oxidation', 'acid', 'catalyst', 'isotope', 'mole'] as const;

function param(params: StateParams, name: string): unknown {
  return typeof params === 'object' && params !== null ? Reflect.get(params, name) : undefined;
}

function stringParam(params: StateParams, name: string, fallback: string): string {
  const value = param(params, name);
  return typeof value === 'string' ? value : fallback;
}

function numberParam(params: StateParams, name: string, fallback: number): number {
  const value = param(params, name);
  return typeof value === 'number' ? value : fallback;
}

export function apiProviderStates(
  app: App,
): Record<StateName, (params?: StateParams) => Promise<StateValues>> {
  const { services } = app;

  async function deleteAccount(email: string): Promise<void> {
    const existing = await services.findUserByEmail(email);
    if (existing) await services.deleteUser(existing.id);
  }

  /** A brand-new account: no sessions, orders or unlocked terms left over from an earlier run. */
  async function freshAccount(email: string, password = studentPassword) {
    await deleteAccount(email);
    return services.createUser(email, password);
  }

  async function loggedInUser(email: string, remainingClicks: number, paidUntil: Date | null) {
    const user = await freshAccount(email);
    await services.setRemainingClicks(user.id, remainingClicks);
    await services.setPaidUntil(user.id, paidUntil);
    return { user, token: await services.createSession(user.id) };
  }

  async function userWithOpenOrder(email: string) {
    const { user, token } = await loggedInUser(email, 0, null);
    const session = await services.billing.createCheckoutSession(user);
    return { user, token, orderId: session.order_id };
  }

  return {
    async [states.noAccountForNewStudent](params) {
      await deleteAccount(stringParam(params, 'email', newStudentEmail));
      return {};
    },

    async [states.accountForStudent](params) {
      await freshAccount(
        stringParam(params, 'email', studentEmail),
        stringParam(params, 'password', studentPassword),
      );
      return {};
    },

    async [states.userWithThreeClicks](params) {
      const { token } = await loggedInUser(
        emails.threeClicks,
        numberParam(params, 'remainingClicks', 3),
        null,
      );
      return { token };
    },

    async [states.userWithNoClicks]() {
      const { token } = await loggedInUser(emails.noClicks, 0, null);
      return { token };
    },

    async [states.paidUser]() {
      const { token } = await loggedInUser(emails.paid, 0, new Date(Date.now() + MONTH_MS));
      return { token };
    },

    async [states.paidUserWithFiveClicks]() {
      const { token } = await loggedInUser(emails.paidWithClicks, 5, new Date(Date.now() + MONTH_MS));
      return { token };
    },

    async [states.chemistryListHasEtag]() {
      return { etag: services.catalog().list('chemistry').etag };
    },

    async [states.resetLinksUsedUp]() {
      // The counter apps/api keeps per e-mail, set to exactly the limit whatever earlier runs left in it.
      const attempts: AttemptStore = app.attempts;
      const key = `forgot-email:${manyResetsEmail}`;
      while ((await attempts.peek(key)).count > 0) await attempts.decrement(key);
      for (let asked = 0; asked < RESET_LINKS_PER_HOUR; asked++) await attempts.increment(key, HOUR_MS);
      return {};
    },

    async [states.chemistryListsOxidation]() {
      // Terms come from the content data loaded at start; a missing term is a content problem, not a state.
      const term = services.catalog().find('chemistry', 'oxidation');
      if (!term?.snippet || !term.link) {
        throw new Error('The content data has no chemistry term "oxidation" with a description and a link.');
      }
      return {};
    },

    async [states.termHasParts](params) {
      // Content data, like oxidation above: a term that lost a named part is a content change to pin again.
      const subject = stringParam(params, 'subject', '');
      const term = stringParam(params, 'term', '');
      const wanted = param(params, 'parts');
      const found = services.catalog().find(subject, term)?.parts;
      const missing = (Array.isArray(wanted) ? wanted : []).filter(
        (part) => typeof part !== 'string' || !found || !(part in found),
      );
      if (!found || missing.length > 0) {
        throw new Error(
          `The content data's ${subject}/${term} lacks the parts: ${missing.join(', ') || 'all'}.`,
        );
      }
      return {};
    },

    async [states.termHasHindiDefinition](params) {
      // Content data too: a core term whose Hindi name or definition went missing is a content change to pin again.
      const subject = stringParam(params, 'subject', '');
      const term = stringParam(params, 'term', '');
      const hindi = services.catalog().find(subject, term)?.hindi;
      if (!hindi?.term || !hindi.definition)
        throw new Error(`The content data's ${subject}/${term} has no Hindi name and definition.`);
      return {};
    },

    async [states.userWithSavedOxidation]() {
      const { user, token } = await loggedInUser(emails.savedTerm, 0, null);
      const term = services.catalog().find('chemistry', 'oxidation');
      if (!term) throw new Error('The content data has no chemistry term "oxidation".');
      await services.db.insert(unlockedTerms).values({ userId: user.id, termId: term.id, starred: true });
      return { token };
    },

    async [states.userWithOpenOrder]() {
      const { token, orderId } = await userWithOpenOrder(emails.openOrder);
      return { token, orderId };
    },

    async [states.userWithPaidOrder]() {
      const { user, token, orderId } = await userWithOpenOrder(emails.paidOrder);
      // The local test gateway stands in for the customer paying at Cashfree.
      const completion = await services.billing.completeLocalPayment(user.id, orderId, 'success');
      if (completion.kind !== 'completed') {
        throw new Error(`The local test gateway could not complete the order (${completion.kind}).`);
      }
      return { token, orderId };
    },

    async [states.userWithReceiptedOrder]() {
      const { user, token, orderId } = await userWithOpenOrder(emails.receiptedOrder);
      const completion = await services.billing.completeLocalPayment(user.id, orderId, 'success');
      if (completion.kind !== 'completed') {
        throw new Error(`The local test gateway could not complete the order (${completion.kind}).`);
      }
      // The grant only marks the receipt as owed; the mail sweep sends it (and records when).
      await services.settle();
      await app.sweep.sendDueReceipts();
      const sent = (await services.billing.findOrder(orderId))?.receiptSentAt ?? null;
      if (sent === null) throw new Error('The receipt of the paid order was not sent.');
      return { token, orderId };
    },

    async [states.reviewerWithFiveTerms]() {
      // A fresh account each time: no review from an earlier run is left, so all five cards are new and due.
      const { user, token } = await loggedInUser(emails.reviewer, 0, null);
      const rows = reviewerTerms.map((name, index) => {
        const term = services.catalog().find('chemistry', name);
        if (!term) throw new Error(`The content data has no chemistry term "${name}".`);
        return { userId: user.id, termId: term.id, starred: index === 0 };
      });
      await services.db.insert(unlockedTerms).values(rows);
      return { token };
    },

    async [states.orderAwaitsWebhook](params) {
      const orderId = stringParam(params, 'orderId', '');
      const secret = stringParam(params, 'webhookSecret', '');
      const now = Number(stringParam(params, 'webhookTime', ''));
      const local = services.billing.localGateway;
      if (local === null) throw new Error('The webhook state needs the local test gateway.');
      if (!orderId || !secret || !Number.isSafeInteger(now)) {
        throw new Error('The webhook state needs the params orderId, webhookSecret and webhookTime.');
      }
      // The pact's delivery names a fixed order id: that order, new and open, for a fresh unpaid user, and no
      // delivery about it handled yet (a replay would be acknowledged without a look at the gateway).
      const { user } = await loggedInUser(emails.webhookOrder, 0, null);
      await services.db.delete(orders).where(eq(orders.id, orderId));
      await services.db.delete(processedWebhookEvents).where(eq(processedWebhookEvents.orderId, orderId));
      await services.db
        .insert(orders)
        .values({ id: orderId, userId: user.id, gateway: 'local', ...SUBSCRIPTION_PRICE });
      // Paid at the gateway only: the webhook is the news that makes the server ask and grant.
      if (!(await local.recordAttempt(orderId, 'success'))) {
        throw new Error('The local test gateway could not record the payment.');
      }
      local.webhookSigning = { secret, now };
      return {};
    },

    async [states.resetRequested](params) {
      const user = await freshAccount(stringParam(params, 'email', studentEmail));
      return { resetToken: await services.createPasswordReset(user.id) };
    },
  };
}
