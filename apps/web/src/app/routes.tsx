import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { RequestResetPasswordPage } from '../features/auth/RequestResetPasswordPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';
import { BillingPortalReturnPage } from '../features/billing/BillingPortalReturnPage';
import { CheckoutReturnPage } from '../features/billing/CheckoutReturnPage';
import { PaymentSuccessPage } from '../features/billing/PaymentSuccessPage';
import { UpgradePlanPage } from '../features/billing/UpgradePlanPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { AcceptInvitePage } from '../features/invitations/AcceptInvitePage';
import { OnboardingPage } from '../features/onboarding/OnboardingPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { ProjectFormPage } from '../features/projects/ProjectFormPage';
import { projectRoutes } from './projectRoutes';
import { RouteGuard } from './RouteGuard';
import { APP_PATH, LOGIN_PATH } from './routeRules';
import { AppLayout } from './shell/AppLayout';
import { PublicLayout } from './shell/PublicLayout';

/**
 * The complete route table of spec 1 §2 and spec 2 §2. Guards (routeRules.ts) redirect by
 * session; fixed redirects are `<Navigate>` routes. Screens not yet built show their title.
 */
export const appRoutes: RouteObject[] = [
  {
    // The start-up overlay covers the first load of a lazy page; nothing else needs showing.
    hydrateFallbackElement: <></>,
    children: [
      { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
      {
        element: <PublicLayout />,
        children: [
          {
            element: <RouteGuard access="guest" />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
              { path: 'request-reset-password', element: <RequestResetPasswordPage /> },
            ],
          },
          {
            element: <RouteGuard access="verify-email" />,
            children: [{ path: 'verify-email', element: <VerifyEmailPage /> }],
          },
          {
            element: <RouteGuard access="signed-in" />,
            children: [{ path: 'reset-password', element: <ResetPasswordPage /> }],
          },
          {
            element: <RouteGuard access="onboarding" />,
            children: [{ path: 'onboarding', element: <OnboardingPage /> }],
          },
        ],
      },
      {
        path: 'app',
        element: <RouteGuard access="member" />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <DashboardPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'upgrade-plan', element: <UpgradePlanPage /> },
              { path: 'payment/success', element: <PaymentSuccessPage /> },
              {
                path: 'payment/cancel',
                element: <Navigate to={`${APP_PATH}/upgrade-plan`} replace />,
              },
              { path: 'account', element: <BillingPortalReturnPage /> },
              { path: 'payment', element: <CheckoutReturnPage /> },
              { path: 'projects/accept-invite/:id', element: <AcceptInvitePage /> },
              // Without a token the invitation page says so (spec 1 §5), rather than loading a project.
              { path: 'projects/accept-invite', element: <AcceptInvitePage /> },
              { path: 'projects/create', element: <ProjectFormPage mode="create" /> },
              projectRoutes,
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={APP_PATH} replace /> },
    ],
  },
];
