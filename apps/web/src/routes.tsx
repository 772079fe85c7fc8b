// Every route of docs/spec.md §2 in one table, each screen in its own lazily loaded chunk (docs/style.md §6).
import type { MessageId, Translate } from '@termtap/ui/i18n';
import { paths } from '@termtap/ui/paths';
import { subjects } from '@termtap/ui/subjects';
import { subjectHeadingText } from '@termtap/ui/subjectText';
import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { RedirectWhenPaid, RedirectWithAccess, RequireLogin, SubjectGate } from './guards.tsx';
import { lazy } from './preload.ts';

const HomeScreen = lazy(() =>
  import('@termtap/ui/screens/HomeScreen').then((module) => ({ default: module.HomeScreen })),
);
const ForgotPasswordScreen = lazy(() =>
  import('@termtap/ui/screens/ForgotPasswordScreen').then((module) => ({
    default: module.ForgotPasswordScreen,
  })),
);
const ResetPasswordScreen = lazy(() =>
  import('@termtap/ui/screens/ResetPasswordScreen').then((module) => ({
    default: module.ResetPasswordScreen,
  })),
);
const PaymentStatusScreen = lazy(() =>
  import('@termtap/ui/screens/PaymentStatusScreen').then((module) => ({
    default: module.PaymentStatusScreen,
  })),
);
const PlansScreen = lazy(() =>
  import('@termtap/ui/screens/PlansScreen').then((module) => ({ default: module.PlansScreen })),
);
const TermsAndConditions = lazy(() =>
  import('@termtap/ui/screens/TermsAndConditions').then((module) => ({
    default: module.TermsAndConditions,
  })),
);
const PrivacyPolicy = lazy(() =>
  import('@termtap/ui/screens/PrivacyPolicy').then((module) => ({
    default: module.PrivacyPolicy,
  })),
);
const CancellationAndRefund = lazy(() =>
  import('@termtap/ui/screens/CancellationAndRefund').then((module) => ({
    default: module.CancellationAndRefund,
  })),
);
const SearchScreen = lazy(() =>
  import('@termtap/ui/screens/SearchScreen').then((module) => ({
    default: module.SearchScreen,
  })),
);
const MyTermsScreen = lazy(() =>
  import('@termtap/ui/screens/MyTermsScreen').then((module) => ({
    default: module.MyTermsScreen,
  })),
);
const ReviewScreen = lazy(() =>
  import('@termtap/ui/screens/ReviewScreen').then((module) => ({
    default: module.ReviewScreen,
  })),
);
const QuizScreen = lazy(() =>
  import('@termtap/ui/screens/QuizScreen').then((module) => ({
    default: module.QuizScreen,
  })),
);
const AccountScreen = lazy(() =>
  import('@termtap/ui/screens/AccountScreen').then((module) => ({
    default: module.AccountScreen,
  })),
);
const ReceiptScreen = lazy(() =>
  import('@termtap/ui/screens/ReceiptScreen').then((module) => ({
    default: module.ReceiptScreen,
  })),
);
const Sources = lazy(() =>
  import('@termtap/ui/screens/Sources').then((module) => ({ default: module.Sources })),
);

export interface AppRoute {
  path: string;
  /** The document title while this route is shown, in the interface's language (catalogue area "titles"). */
  title(t: Translate): string;
  element: ReactElement;
}

/** "Plans · TermTap": a screen's name, then the site's (the name stays out of the catalogues). */
const titled =
  (id: MessageId) =>
  (t: Translate): string =>
    `${t(id)} · TermTap`;

const plansScreen = <PlansScreen />;

export const routes: readonly AppRoute[] = [
  {
    path: paths.home,
    title: (t) => t('titles.home'),
    element: (
      <RedirectWithAccess>
        <HomeScreen />
      </RedirectWithAccess>
    ),
  },
  {
    path: paths.login,
    title: titled('titles.login'),
    element: (
      <RedirectWithAccess>
        <HomeScreen initialAuthMode="login" />
      </RedirectWithAccess>
    ),
  },
  { path: paths.forgotPassword, title: titled('titles.forgotPassword'), element: <ForgotPasswordScreen /> },
  { path: paths.resetPassword, title: titled('titles.resetPassword'), element: <ResetPasswordScreen /> },
  {
    path: paths.paymentStatus,
    title: titled('titles.paymentStatus'),
    element: (
      <RequireLogin>
        <PaymentStatusScreen />
      </RequireLogin>
    ),
  },
  { path: paths.terms, title: titled('titles.terms'), element: <TermsAndConditions /> },
  { path: paths.privacy, title: titled('titles.privacy'), element: <PrivacyPolicy /> },
  { path: paths.refund, title: titled('titles.refund'), element: <CancellationAndRefund /> },
  { path: paths.sources, title: titled('titles.sources'), element: <Sources /> },
  { path: paths.search, title: titled('titles.search'), element: <SearchScreen /> },
  {
    path: paths.myTerms,
    title: titled('titles.myTerms'),
    element: (
      <RequireLogin>
        <MyTermsScreen />
      </RequireLogin>
    ),
  },
  {
    path: paths.review,
    title: titled('titles.review'),
    element: (
      <RequireLogin>
        <ReviewScreen />
      </RequireLogin>
    ),
  },
  {
    path: paths.quiz,
    title: titled('titles.quiz'),
    element: (
      <RequireLogin>
        <QuizScreen />
      </RequireLogin>
    ),
  },
  {
    path: paths.account,
    title: titled('titles.account'),
    element: (
      <RequireLogin>
        <AccountScreen />
      </RequireLogin>
    ),
  },
  {
    path: paths.receipt,
    title: titled('titles.receipt'),
    element: (
      <RequireLogin>
        <ReceiptScreen />
      </RequireLogin>
    ),
  },
  {
    path: paths.plans,
    title: titled('titles.plans'),
    element: <RedirectWhenPaid>{plansScreen}</RedirectWhenPaid>,
  },
  ...subjects.map((subject) => ({
    path: subject.path,
    title: (t: Translate) => `${subjectHeadingText(t, subject.slug)} · TermTap`,
    // Keyed by subject: moving between subjects starts a fresh screen instead of reusing the rows' state.
    element: <SubjectGate key={subject.path} subject={subject} plans={plansScreen} />,
  })),
  // docs/design.md decision 3: any other path goes to /, replacing it in history.
  { path: '*', title: () => 'TermTap', element: <Navigate to={paths.home} replace /> },
];
