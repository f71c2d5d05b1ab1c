import { signUpBodySchema, setPasswordBodySchema } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { hasNoErrors } from './fieldErrors';
import { schemaFieldErrors } from './schemaFieldErrors';

const labels = { email: 'Email', password: 'Password', acceptTerms: 'Terms' };

describe('schemaFieldErrors', () => {
  it('labels the generic messages of spec 1 §5 and keeps a field override as written', () => {
    expect(
      schemaFieldErrors(
        signUpBodySchema,
        { email: 'ada', password: 'short', acceptTerms: false },
        labels,
      ),
    ).toEqual({
      email: 'Email must be a valid email address',
      password: 'Password must be at least 8 characters',
      acceptTerms: 'You must accept the terms and conditions.',
    });
  });

  it('reads an empty text field as required, whatever the schema says of its format', () => {
    expect(
      schemaFieldErrors(signUpBodySchema, { email: '  ', password: '', acceptTerms: true }, labels),
    ).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('answers nothing for valid values', () => {
    const errors = schemaFieldErrors(
      setPasswordBodySchema,
      { newPassword: 'secret1', confirmPassword: 'secret1' },
      { newPassword: 'New Password', confirmPassword: 'Confirm Password' },
    );
    expect(errors).toEqual({});
    expect(hasNoErrors(errors)).toBe(true);
  });
});
