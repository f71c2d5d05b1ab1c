import { redirectFromSearch, withRedirect } from '../features/auth/model/redirect';

/**
 * The redirect rules of the route table (spec 1 §2, spec 2 §2) as pure functions, so they can be
 * tested without a browser. The router gives every guarded branch one access kind.
 */

/** Who may see a branch of the route table. */
export type RouteAccess =
  /** /login, /register, /request-reset-password: signed-in users go to /app (or ?redirect=). */
  | 'guest'
  /** /verify-email: the state query parameter must be confirmed or not-confirmed. */
  | 'verify-email'
  /** /reset-password: needs a session (the recovery link signs the user in). */
  | 'signed-in'
  /** /onboarding: needs a session; users who finished onboarding go to /app. */
  | 'onboarding'
  /** /app and below: needs a session and a finished onboarding. */
  | 'member';

/** What the app knows about the user, reduced to what the rules need. */
export type SessionView = 'pending' | 'signed-out' | 'needs-onboarding' | 'ready';

/** A guard's verdict: wait for the session, show the page, or go elsewhere. */
export type GuardDecision =
  { kind: 'wait' } | { kind: 'render' } | { kind: 'redirect'; to: string };

/** Where signed-out users are sent (spec 1 §2, global rules). */
export const LOGIN_PATH = '/login';
/** Home of signed-in users. */
export const APP_PATH = '/app';
/** Where an unfinished onboarding starts (spec 1 §2, global rules). */
export const ONBOARDING_START_PATH = '/onboarding?step=0';
/** The states /verify-email accepts (spec 1 §2). */
export const VERIFY_EMAIL_STATES = ['confirmed', 'not-confirmed'] as const;

/** One of the states the verify-e-mail page shows. */
export type VerifyEmailState = (typeof VERIFY_EMAIL_STATES)[number];

/** The verify-e-mail state named by a query string, or null if it names none. */
export function verifyEmailState(search: string): VerifyEmailState | null {
  const state = new URLSearchParams(search).get('state');
  return VERIFY_EMAIL_STATES.find((s) => s === state) ?? null;
}

/** Reduces the session query to a SessionView; a user without the onboarding flag counts as finished. */
export function toSessionView(
  status: 'pending' | 'error' | 'success',
  user: { onboardingFinished?: boolean | undefined } | null | undefined,
): SessionView {
  if (status === 'pending') return 'pending';
  if (status === 'error' || !user) return 'signed-out';
  return user.onboardingFinished === false ? 'needs-onboarding' : 'ready';
}

const render: GuardDecision = { kind: 'render' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/**
 * Where a signed-out visitor of an /app page goes: /login, remembering the page in the redirect
 * parameter (an invitation link works after signing in), except for /app itself.
 */
export function loginFor(pathname: string, search: string): string {
  const target = `${pathname}${search}`;
  const home = pathname === '' || pathname === APP_PATH || pathname === `${APP_PATH}/`;
  return home ? LOGIN_PATH : withRedirect(LOGIN_PATH, target);
}

/**
 * Decides what a guarded branch does for this session, query string and path. `signedOutTo`
 * is where a sign-out the app started is going (logout, password reset): signed-out users go
 * there instead, so the guard agrees with the navigation in flight.
 */
export function decideGuard(
  access: RouteAccess,
  session: SessionView,
  search: string,
  pathname = '',
  signedOutTo: string | null = null,
): GuardDecision {
  if (access === 'verify-email') {
    return verifyEmailState(search) ? render : redirect(LOGIN_PATH);
  }
  if (session === 'pending') return { kind: 'wait' };
  const signedIn = session !== 'signed-out';
  switch (access) {
    case 'guest':
      return signedIn ? redirect(redirectFromSearch(search) ?? APP_PATH) : render;
    case 'signed-in':
      return signedIn ? render : redirect(signedOutTo ?? LOGIN_PATH);
    case 'onboarding':
      if (!signedIn) return redirect(signedOutTo ?? LOGIN_PATH);
      return session === 'needs-onboarding' ? render : redirect(APP_PATH);
    case 'member':
      if (!signedIn) return redirect(signedOutTo ?? loginFor(pathname, search));
      return session === 'needs-onboarding' ? redirect(ONBOARDING_START_PATH) : render;
  }
}
