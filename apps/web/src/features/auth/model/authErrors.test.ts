import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/ApiError';
import {
  authNotice,
  OAUTH_FALLBACK_MESSAGE,
  oauthErrorMessage,
  registrationErrorMessage,
  RESET_DONE_MESSAGE,
  RESET_INVALID_MESSAGE,
  socialSignUpRefusal,
} from './authErrors';

const apiError = (status: number, code: string, message: string) =>
  new ApiError({ status, code, message });

describe('registrationErrorMessage (spec 1 §8)', () => {
  it('names the catalogue cases', () => {
    expect(registrationErrorMessage(apiError(409, 'conflict', 'Conflict'))).toBe(
      'User with this email already exists',
    );
    expect(registrationErrorMessage(apiError(403, 'user_banned', 'x'))).toBe(
      'Your account has been banned',
    );
    expect(registrationErrorMessage(apiError(400, 'invalid_email', 'x'))).toBe(
      'Invalid email address',
    );
    expect(registrationErrorMessage(apiError(400, 'password_too_weak', 'x'))).toBe(
      'Password is too weak',
    );
  });

  it("shows a server error's own message, else an unknown error", () => {
    expect(
      registrationErrorMessage(apiError(400, 'validation_failed', 'Password is too weak')),
    ).toBe('Password is too weak');
    expect(
      registrationErrorMessage(
        apiError(429, 'rate_limited', 'Too many attempts. Please try again in 3 minutes.'),
      ),
    ).toBe('Too many attempts. Please try again in 3 minutes.');
    expect(registrationErrorMessage(apiError(500, 'internal', ''))).toBe(
      'An unknown error occurred',
    );
    expect(registrationErrorMessage({})).toBe('An unknown error occurred');
  });
});

describe('oauthErrorMessage', () => {
  it('reads known codes and never echoes unknown text', () => {
    expect(oauthErrorMessage('state_mismatch')).toContain('Please try again');
    expect(oauthErrorMessage('ACCESS_DENIED')).toBe('The sign-in was cancelled at the provider.');
    expect(oauthErrorMessage('<b>pwned</b>')).toBe(OAUTH_FALLBACK_MESSAGE);
  });
});

describe('authNotice', () => {
  it('tells what happened to a reset and to a provider sign-in', () => {
    expect(authNotice('?reset=done')).toEqual({ kind: 'info', message: RESET_DONE_MESSAGE });
    expect(authNotice('?reset=invalid')).toEqual({ kind: 'error', message: RESET_INVALID_MESSAGE });
    expect(authNotice('?error=access_denied')?.kind).toBe('error');
    expect(authNotice('?redirect=%2Fapp')).toBeNull();
  });
});

describe('socialSignUpRefusal', () => {
  it('asks for the terms before a social sign-up', () => {
    expect(socialSignUpRefusal(false)).toBe('You must accept the terms and conditions.');
    expect(socialSignUpRefusal(true)).toBeNull();
  });
});
