import { emailBodySchema, signInBodySchema, signUpBodySchema } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors } from '../../../lib/form/schemaFieldErrors';
import { AUTH_LABELS, validateEmail, validateLogin, validateRegistration } from './authForms';

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

describe('the public forms without zod', () => {
  const emails = [
    '',
    '  ',
    'ada',
    'ada@',
    ' Ada@Example.COM ',
    'a..b@example.com',
    `${'a'.repeat(250)}@x.io`,
  ];
  const passwords = ['', '   ', 'x', '1234567', '12345678', ' '.repeat(130), 'p'.repeat(129)];
  const { email, password, acceptTerms } = AUTH_LABELS;

  it('answer word for word what the core schemas answer', () => {
    for (const e of emails) {
      expect(validateEmail({ email: e })).toEqual(
        schemaFieldErrors(emailBodySchema, { email: e }, { email }),
      );
      for (const p of passwords) {
        const login = { email: e, password: p };
        expect(validateLogin(login), JSON.stringify(login)).toEqual(
          schemaFieldErrors(signInBodySchema, login, { email, password }),
        );
        for (const terms of [true, false]) {
          const registration = { email: e, password: p, acceptTerms: terms };
          expect(validateRegistration(registration), JSON.stringify(registration)).toEqual(
            schemaFieldErrors(signUpBodySchema, registration, { email, password, acceptTerms }),
          );
        }
      }
    }
  });
});
