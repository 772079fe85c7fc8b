// Pay Now (docs/spec.md §4 steps 1–10): runs the payment flow with the injected ports and turns its outcome
// into what the person sees: a notice (docs/design.md decision 5), the stored payment status, and where they
// go next.
import type { LocalPaymentOutcome, SessionUser } from '@termtap/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../app/AppServicesProvider.tsx';
import { readableDate } from '../app/dates.ts';
import { paths, paymentStatusPath, receiptPath } from '../app/paths.ts';
import type { CheckoutResult } from '../app/ports.ts';
import { type NoticeExtras, useNotices } from '../components/Notices/NoticesProvider.tsx';
import { type Translate, useLanguage, useT } from '../i18n/I18nProvider.tsx';
import type { Language } from '../i18n/language.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { toCheckoutResult } from './localCheckout.ts';
import { type PaymentOutcome, runPaymentFlow, type StartedSession } from './paymentFlow.ts';

/** The checkout has ended and the server is asked whether the payment went through (up to ~30 s). */
export interface ConfirmingState {
  orderId: string;
  /** Date.now() when the asking began. */
  startedAt: number;
}

/** The open in-page test checkout (local gateway only). */
export interface LocalCheckoutState {
  orderId: string;
  /** True while the chosen outcome is being recorded. */
  isRecording: boolean;
}

export interface PayNow {
  isProcessing: boolean;
  /** Set while the server is asked about the payment, after the checkout ended. */
  confirming: ConfirmingState | null;
  payNow(): void;
  localCheckout: LocalCheckoutState | null;
  chooseLocalOutcome(outcome: LocalPaymentOutcome): void;
}

/** Under 'Payment successful!': until when the month runs (India's date) and the receipt of this order. */
export function paidNoticeExtras(
  t: Translate,
  language: Language,
  orderId: string,
  paidUntil: string | null,
): NoticeExtras {
  const until = readableDate(paidUntil, language);
  return {
    ...(until ? { detail: t('payment.paidUntil', { date: until }) } : {}),
    link: { label: t('payment.viewReceipt'), to: receiptPath(orderId) },
  };
}

/** The stored user with a new payment status; a paid user is never marked down by a later attempt. */
function withPaymentStatus(status: string, paidUntil?: string | null) {
  return (user: SessionUser | null): SessionUser => ({
    email: user?.email ?? null,
    remainingClicks: user?.remainingClicks ?? null,
    paidUntil: paidUntil ?? user?.paidUntil ?? null,
    paymentStatus: user?.paymentStatus === 'paid' ? 'paid' : status,
  });
}

export function usePayNow(): PayNow {
  const { api, clock, navigation, paymentGateway } = useServices();
  const { token, setUser } = useSession();
  const { notify } = useNotices();
  const t = useT();
  const { language } = useLanguage();
  const [isProcessing, setIsProcessing] = useState(false);
  const [confirming, setConfirming] = useState<ConfirmingState | null>(null);
  const [localCheckout, setLocalCheckout] = useState<LocalCheckoutState | null>(null);
  const settleLocalCheckout = useRef<((result: CheckoutResult) => void) | null>(null);
  const running = useRef<AbortController | null>(null);

  // Leaving the screen stops a running poll and closes the test checkout.
  useEffect(
    () => () => {
      running.current?.abort();
      settleLocalCheckout.current?.(undefined);
    },
    [],
  );

  const openLocalCheckout = useCallback(
    (session: StartedSession) =>
      new Promise<CheckoutResult>((resolve) => {
        settleLocalCheckout.current = resolve;
        setLocalCheckout({ orderId: session.orderId, isRecording: false });
      }),
    [],
  );

  const chooseLocalOutcome = useCallback(
    (outcome: LocalPaymentOutcome) => {
      if (localCheckout === null || localCheckout.isRecording) return;
      const { orderId } = localCheckout;
      setLocalCheckout({ orderId, isRecording: true });
      void api.completeLocalPayment(orderId, outcome).then((recorded) => {
        setLocalCheckout(null);
        const settle = settleLocalCheckout.current;
        settleLocalCheckout.current = null;
        // The test gateway refusing to record the choice is a failed checkout, as Cashfree would report it.
        settle?.(recorded.error ? { error: { message: recorded.error.message } } : toCheckoutResult(outcome));
      });
    },
    [api, localCheckout],
  );

  const applyOutcome = useCallback(
    (outcome: PaymentOutcome) => {
      switch (outcome.kind) {
        case 'login-required':
          notify(t('payment.loginRequired'), 'error');
          navigation.navigate(paths.home);
          return;
        case 'no-session':
          notify(t('payment.noSession'), 'error');
          return;
        case 'sdk-load-failed':
          notify(t('payment.sdkLoadFailed'), 'error');
          return;
        case 'paid':
          setUser(withPaymentStatus('paid', outcome.paidUntil));
          notify(
            t('payment.success'),
            'success',
            paidNoticeExtras(t, language, outcome.orderId, outcome.paidUntil),
          );
          navigation.navigate(paths.nutrition);
          return;
        case 'pending':
          setUser(withPaymentStatus('pending'));
          navigation.navigate(paymentStatusPath(outcome.orderId, 'PENDING'));
          return;
        case 'redirect':
          setUser(withPaymentStatus('redirect'));
          navigation.navigate(paymentStatusPath(outcome.orderId));
          return;
        case 'failed':
          setUser(withPaymentStatus('failed'));
          notify(t('payment.sdkError'), 'error');
          navigation.navigate(paymentStatusPath(outcome.orderId, 'FAILED'));
          return;
        case 'checkout-closed':
          // Closing the checkout is a choice, not a failure: said in a neutral notice.
          notify(t('payment.cancelled'), 'info');
          return;
        case 'cancelled':
          return;
      }
    },
    [language, navigation, notify, setUser, t],
  );

  const payNow = useCallback(() => {
    if (running.current) return;
    if (token === null) {
      applyOutcome({ kind: 'login-required' });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setIsProcessing(true);
    runPaymentFlow({
      api,
      clock,
      signal: controller.signal,
      onConfirming: (orderId) => {
        if (!controller.signal.aborted) setConfirming({ orderId, startedAt: Date.now() });
      },
      checkout: (session) =>
        session.gateway === 'local' ? openLocalCheckout(session) : paymentGateway.checkout(session),
    })
      .then(
        (outcome) => {
          // After the screen has gone, a late answer must not move the person elsewhere.
          if (!controller.signal.aborted) applyOutcome(outcome);
        },
        () => {
          if (!controller.signal.aborted) notify(t('payment.unhandled'), 'error');
        },
      )
      .finally(() => {
        if (running.current === controller) running.current = null;
        if (controller.signal.aborted) return;
        setIsProcessing(false);
        setConfirming(null);
      });
  }, [api, applyOutcome, clock, notify, openLocalCheckout, paymentGateway, t, token]);

  return { isProcessing, confirming, payNow, localCheckout, chooseLocalOutcome };
}
