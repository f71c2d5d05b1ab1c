import { describe, expect, it } from 'vitest';
import {
  passwordsDiffer,
  validateNewPassword,
  validatePasswordChange,
  withoutMismatch,
} from './passwordForms';

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
