// Every route of docs/spec.md §2 in one table, each screen in its own lazily loaded chunk (docs/style.md §6).
import { paths } from '@termtap/ui/paths';
import { subjectHeading, subjects } from '@termtap/ui/subjects';
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
  /** The document title while this route is shown. */
  title: string;
  element: ReactElement;
}

const plansScreen = <PlansScreen />;

export const routes: readonly AppRoute[] = [
  {
    path: paths.home,
    title: 'TermTap: understand any term in seconds',
    element: (
      <RedirectWithAccess>
        <HomeScreen />
      </RedirectWithAccess>
    ),
  },
  {
    path: paths.login,
    title: 'Login · TermTap',
    element: (
      <RedirectWithAccess>
        <HomeScreen initialAuthMode="login" />
      </RedirectWithAccess>
    ),
  },
  { path: paths.forgotPassword, title: 'Forgot your password? · TermTap', element: <ForgotPasswordScreen /> },
  { path: paths.resetPassword, title: 'Reset your password · TermTap', element: <ResetPasswordScreen /> },
  {
    path: paths.paymentStatus,
    title: 'Payment status · TermTap',
    element: (
      <RequireLogin>
        <PaymentStatusScreen />
      </RequireLogin>
    ),
  },
  { path: paths.terms, title: 'Terms and Conditions · TermTap', element: <TermsAndConditions /> },
  { path: paths.privacy, title: 'Privacy Policy · TermTap', element: <PrivacyPolicy /> },
  { path: paths.refund, title: 'Cancellation and Refund · TermTap', element: <CancellationAndRefund /> },
  { path: paths.sources, title: 'Sources · TermTap', element: <Sources /> },
  { path: paths.search, title: 'Search all subjects · TermTap', element: <SearchScreen /> },
  {
    path: paths.myTerms,
    title: 'My terms · TermTap',
    element: (
      <RequireLogin>
        <MyTermsScreen />
      </RequireLogin>
    ),
  },
  {
    path: paths.review,
    title: 'Review · TermTap',
    element: (
      <RequireLogin>
        <ReviewScreen />
      </RequireLogin>
    ),
  },
  {
    path: paths.quiz,
    title: 'Quiz · TermTap',
    element: (
      <RequireLogin>
        <QuizScreen />
      </RequireLogin>
    ),
  },
  {
    path: paths.account,
    title: 'Account · TermTap',
    element: (
      <RequireLogin>
        <AccountScreen />
      </RequireLogin>
    ),
  },
  {
    path: paths.receipt,
    title: 'Receipt · TermTap',
    element: (
      <RequireLogin>
        <ReceiptScreen />
      </RequireLogin>
    ),
  },
  {
    path: paths.plans,
    title: 'Plans · TermTap',
    element: <RedirectWhenPaid>{plansScreen}</RedirectWhenPaid>,
  },
  ...subjects.map((subject) => ({
    path: subject.path,
    title: `${subjectHeading(subject)} · TermTap`,
    // Keyed by subject: moving between subjects starts a fresh screen instead of reusing the rows' state.
    element: <SubjectGate key={subject.path} subject={subject} plans={plansScreen} />,
  })),
  // docs/design.md decision 3: any other path goes to /, replacing it in history.
  { path: '*', title: 'TermTap', element: <Navigate to={paths.home} replace /> },
];
