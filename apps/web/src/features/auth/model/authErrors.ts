import { TERMS_MESSAGE } from '@relata/core';
import { ApiError, errorMessage } from '../../../lib/api/ApiError';

/** The registration error catalogue of spec 1 §8. */
export const REGISTRATION_MESSAGES = {
  banned: 'Your account has been banned',
  invalidEmail: 'Invalid email address',
  weakPassword: 'Password is too weak',
  exists: 'User with this email already exists',
  unknown: 'An unknown error occurred',
} as const;

/**
 * What the registration page says about a failed sign-up (spec 1 §8): the catalogue's text for
 * the known cases, otherwise the server's own message, and "An unknown error occurred" when
 * there is none.
 */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409 || error.code === 'conflict') return REGISTRATION_MESSAGES.exists;
    if (error.code === 'user_banned') return REGISTRATION_MESSAGES.banned;
    if (error.code === 'invalid_email') return REGISTRATION_MESSAGES.invalidEmail;
    if (error.code === 'password_too_weak') return REGISTRATION_MESSAGES.weakPassword;
  }
  const message = errorMessage(error);
  return message === '' ? REGISTRATION_MESSAGES.unknown : message;
}

/** Readable texts for the `error` codes OAuth sends back to /login or /register. */
const OAUTH_MESSAGES: Record<string, string> = {
  access_denied: 'The sign-in was cancelled at the provider.',
  state_mismatch: 'The sign-in expired or was started in another browser window. Please try again.',
  please_restart_the_process: 'The sign-in expired. Please try again.',
  invalid_code: 'The provider did not confirm the sign-in. Please try again.',
  no_code: 'The provider did not confirm the sign-in. Please try again.',
  email_not_found:
    'The provider did not share your e-mail address. Please allow access to it and try again.',
  email_not_verified: 'Your e-mail address is not verified at the provider.',
  unable_to_get_user_info: 'The provider did not tell us who you are. Please try again.',
  unable_to_link_account:
    'This e-mail address already has an account. Log in with your password first.',
  account_not_linked:
    'This e-mail address already has an account. Log in with your password first.',
  account_already_linked_to_different_user:
    'This identity already belongs to another Relata account.',
  signup_disabled: 'No account uses this identity yet. Please register first.',
  user_banned: REGISTRATION_MESSAGES.banned,
  banned: REGISTRATION_MESSAGES.banned,
};

/** Fallback for an OAuth error the table does not know. */
export const OAUTH_FALLBACK_MESSAGE = 'Signing in with the provider failed. Please try again.';

/** A readable message for the `error` code of an OAuth return (never echoes the raw text). */
export function oauthErrorMessage(code: string): string {
  return OAUTH_MESSAGES[code.toLowerCase()] ?? OAUTH_FALLBACK_MESSAGE;
}

/** A notice shown above the login form, from its query string. */
export interface LoginNotice {
  kind: 'info' | 'error';
  message: string;
}

/** Shown on /login after a password reset: every session ended (spec 1 §4). */
export const RESET_DONE_MESSAGE =
  'Your password has been changed. Please log in again with your new password.';
/** Shown on /login when a reset link was unknown, used or expired. */
export const RESET_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';

/** The notice a query string asks the login or registration page to show, if any. */
export function authNotice(search: string): LoginNotice | null {
  const params = new URLSearchParams(search);
  const reset = params.get('reset');
  if (reset === 'done') return { kind: 'info', message: RESET_DONE_MESSAGE };
  if (reset === 'invalid') return { kind: 'error', message: RESET_INVALID_MESSAGE };
  const error = params.get('error');
  if (error) return { kind: 'error', message: oauthErrorMessage(error) };
  return null;
}

/** Social sign-up needs the terms ticked first (spec 1 §5); answers the message or null. */
export function socialSignUpRefusal(acceptTerms: boolean): string | null {
  return acceptTerms ? null : TERMS_MESSAGE;
}
