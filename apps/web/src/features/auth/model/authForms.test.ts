import { describe, expect, it } from 'vitest';
import {
  passwordsDiffer,
  validateEmail,
  validateLogin,
  validateNewPassword,
  validatePasswordChange,
  validateRegistration,
  withoutMismatch,
} from './authForms';

describe('login form (spec 1 §5)', () => {
  it('needs a valid e-mail and a password of any length', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLogin({ email: 'ada@', password: 'x' })).toEqual({
      email: 'Email must be a valid email address',
    });
    expect(validateLogin({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });
});

describe('registration form (spec 1 §5)', () => {
  it('needs a password of at least 8 characters and the terms ticked', () => {
    expect(
      validateRegistration({ email: 'ada@example.com', password: '1234567', acceptTerms: false }),
    ).toEqual({
      password: 'Password must be at least 8 characters',
      acceptTerms: 'You must accept the terms and conditions.',
    });
    expect(
      validateRegistration({ email: 'ada@example.com', password: '12345678', acceptTerms: true }),
    ).toEqual({});
  });
});

describe('request-reset form', () => {
  it('needs a valid e-mail', () => {
    expect(validateEmail({ email: '' })).toEqual({ email: 'Email is required' });
    expect(validateEmail({ email: 'nope' })).toEqual({
      email: 'Email must be a valid email address',
    });
    expect(validateEmail({ email: ' Ada@Example.com ' })).toEqual({});
  });
});

describe('new password forms (spec 1 §5)', () => {
  it('need both passwords of at least 6, and equal', () => {
    expect(validateNewPassword({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'New Password is required',
      confirmPassword: 'Confirm Password is required',
    });
    expect(validateNewPassword({ newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: 'New Password must be at least 6 characters',
      confirmPassword: 'Confirm Password must be at least 6 characters',
    });
    const mismatch = validateNewPassword({ newPassword: '123456', confirmPassword: '123457' });
    expect(mismatch).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(passwordsDiffer(mismatch)).toBe(true);
  });

  it('require the current password on the settings tab, whose mismatch is silent', () => {
    const errors = validatePasswordChange({
      currentPassword: '',
      newPassword: 'abcdef',
      confirmPassword: 'abcdeg',
    });
    expect(errors).toEqual({
      currentPassword: 'Current Password is required',
      confirmPassword: 'Passwords do not match',
    });
    expect(withoutMismatch(errors)).toEqual({ currentPassword: 'Current Password is required' });
  });
});
