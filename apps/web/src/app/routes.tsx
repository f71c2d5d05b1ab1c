import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { RequestResetPasswordPage } from '../features/auth/RequestResetPasswordPage';
import { lazyElement, lazyPage } from './lazyRoute';
import { projectRoutes } from './projectRoutes';
import { RouteGuard } from './RouteGuard';
import { APP_PATH, LOGIN_PATH } from './routeRules';
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
            // The three guest pages link to each other and share their fields (Email, Password):
            // they come with the entry, so a click between them switches at once and nothing
            // typed lands in the page being left.
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
              { path: 'request-reset-password', element: <RequestResetPasswordPage /> },
            ],
          },
          {
            element: <RouteGuard access="verify-email" />,
            children: [
              {
                path: 'verify-email',
                lazy: lazyPage(() => import('../features/auth/VerifyEmailPage'), 'VerifyEmailPage'),
              },
            ],
          },
          {
            element: <RouteGuard access="signed-in" />,
            children: [
              {
                path: 'reset-password',
                lazy: lazyPage(
                  () => import('../features/auth/ResetPasswordPage'),
                  'ResetPasswordPage',
                ),
              },
            ],
          },
          {
            element: <RouteGuard access="onboarding" />,
            children: [
              {
                path: 'onboarding',
                lazy: lazyPage(
                  () => import('../features/onboarding/OnboardingPage'),
                  'OnboardingPage',
                ),
              },
            ],
          },
        ],
      },
      {
        path: 'app',
        element: <RouteGuard access="member" />,
        children: [
          {
            lazy: lazyPage(() => import('./shell/AppLayout'), 'AppLayout'),
            children: [
              {
                index: true,
                lazy: lazyPage(
                  () => import('../features/dashboard/DashboardPage'),
                  'DashboardPage',
                ),
              },
              {
                path: 'profile',
                lazy: lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage'),
              },
              {
                path: 'settings',
                lazy: lazyPage(() => import('../features/settings/SettingsPage'), 'SettingsPage'),
              },
              {
                path: 'upgrade-plan',
                lazy: lazyPage(
                  () => import('../features/billing/UpgradePlanPage'),
                  'UpgradePlanPage',
                ),
              },
              {
                path: 'payment/success',
                lazy: lazyPage(
                  () => import('../features/billing/PaymentSuccessPage'),
                  'PaymentSuccessPage',
                ),
              },
              {
                path: 'payment/cancel',
                element: <Navigate to={`${APP_PATH}/upgrade-plan`} replace />,
              },
              {
                path: 'account',
                lazy: lazyPage(
                  () => import('../features/billing/BillingPortalReturnPage'),
                  'BillingPortalReturnPage',
                ),
              },
              {
                path: 'payment',
                lazy: lazyPage(
                  () => import('../features/billing/CheckoutReturnPage'),
                  'CheckoutReturnPage',
                ),
              },
              {
                path: 'projects/accept-invite/:id',
                lazy: lazyPage(
                  () => import('../features/invitations/AcceptInvitePage'),
                  'AcceptInvitePage',
                ),
              },
              // Without a token the invitation page says so (spec 1 §5), rather than loading a project.
              {
                path: 'projects/accept-invite',
                lazy: lazyPage(
                  () => import('../features/invitations/AcceptInvitePage'),
                  'AcceptInvitePage',
                ),
              },
              {
                path: 'projects/create',
                lazy: lazyElement(
                  () => import('../features/projects/ProjectFormPage'),
                  ({ ProjectFormPage }) => <ProjectFormPage mode="create" />,
                ),
              },
              projectRoutes,
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={APP_PATH} replace /> },
    ],
  },
];
