import { Navigate, type RouteObject } from 'react-router';
import { lazyElement, lazyPage } from './lazyRoute';
import { projectRoutes } from './projectRoutes';
import { RouteGuard } from './RouteGuard';
import { APP_PATH, LOGIN_PATH } from './routeRules';
import { PublicLayout } from './shell/PublicLayout';

const guestPages = () => import('../features/auth/guestPages');

/**
 * The complete route table of spec 1 §2 and spec 2 §2. Guards (routeRules.ts) redirect by
 * session; fixed redirects are `<Navigate>` routes. Screens not yet built show their title.
 */
export const appRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
  {
    element: <PublicLayout />,
    children: [
      {
        element: <RouteGuard access="guest" />,
        // One chunk for the three guest pages (features/auth/guestPages.ts).
        children: [
          { path: 'login', element: lazyPage(guestPages, 'LoginPage') },
          { path: 'register', element: lazyPage(guestPages, 'RegisterPage') },
          {
            path: 'request-reset-password',
            element: lazyPage(guestPages, 'RequestResetPasswordPage'),
          },
        ],
      },
      {
        element: <RouteGuard access="verify-email" />,
        children: [
          {
            path: 'verify-email',
            element: lazyPage(() => import('../features/auth/VerifyEmailPage'), 'VerifyEmailPage'),
          },
        ],
      },
      {
        element: <RouteGuard access="signed-in" />,
        children: [
          {
            path: 'reset-password',
            element: lazyPage(
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
            element: lazyPage(
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
        element: lazyPage(() => import('./shell/AppLayout'), 'AppLayout'),
        children: [
          {
            index: true,
            element: lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
          },
          {
            path: 'profile',
            element: lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage'),
          },
          {
            path: 'settings',
            element: lazyPage(() => import('../features/settings/SettingsPage'), 'SettingsPage'),
          },
          {
            path: 'upgrade-plan',
            element: lazyPage(
              () => import('../features/billing/UpgradePlanPage'),
              'UpgradePlanPage',
            ),
          },
          {
            path: 'payment/success',
            element: lazyPage(
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
            element: lazyPage(
              () => import('../features/billing/BillingPortalReturnPage'),
              'BillingPortalReturnPage',
            ),
          },
          {
            path: 'payment',
            element: lazyPage(
              () => import('../features/billing/CheckoutReturnPage'),
              'CheckoutReturnPage',
            ),
          },
          {
            path: 'projects/accept-invite/:id',
            element: lazyPage(
              () => import('../features/invitations/AcceptInvitePage'),
              'AcceptInvitePage',
            ),
          },
          // Without a token the invitation page says so (spec 1 §5), rather than loading a project.
          {
            path: 'projects/accept-invite',
            element: lazyPage(
              () => import('../features/invitations/AcceptInvitePage'),
              'AcceptInvitePage',
            ),
          },
          {
            path: 'projects/create',
            element: lazyElement(
              () => import('../features/projects/ProjectFormPage'),
              ({ ProjectFormPage }) => <ProjectFormPage mode="create" />,
            ),
          },
          projectRoutes,
        ],
      },
    ],
  },
  // A share link's pages (issue 41): for anyone with the link, signed in or not, outside the app.
  {
    path: 's/:token',
    element: lazyElement(
      () => import('../features/share/SharePage'),
      ({ SharePage }) => <SharePage embed={false} />,
    ),
  },
  {
    path: 'embed/:token',
    element: lazyElement(
      () => import('../features/share/SharePage'),
      ({ SharePage }) => <SharePage embed />,
    ),
  },
  { path: '*', element: <Navigate to={APP_PATH} replace /> },
];
