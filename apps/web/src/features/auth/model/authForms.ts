import {
  emailAddressRule,
  labelledMessage,
  PASSWORD_MIN_SIGN_UP,
  passwordRule,
  TERMS_MESSAGE,
  type FieldRule,
} from '@relata/core';
import type { FieldErrors } from '../../../lib/form/fieldErrors';

/** Field labels of the account forms; the validation messages start with them. */
export const AUTH_LABELS = {
  email: 'Email',
  password: 'Password',
  acceptTerms: 'Terms',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
} as const;

/**
 * The labelled message of a text field that broke `rule`, as `schemaFieldErrors` words it: a
 * field of nothing but spaces reads "<Label> is required".
 */
function textFieldMessage(label: string, value: string, rule: FieldRule | null) {
  if (!rule) return undefined;
  return labelledMessage(label, value.trim() === '' ? { kind: 'required' } : rule);
}

/** Errors of the fields that have one, in the order given (the summary lists them so). */
function collect<K extends string>(entries: [K, string | undefined][]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [key, message] of entries) if (message !== undefined) errors[key] = message;
  return errors;
}

/*
 * The public pages' forms validate with core's plain account rules, not the zod schemas, so that
 * the first load of /login carries no zod; authForms.test.ts holds them to the schemas' answers.
 */

/** The login form (spec 1 §5: e-mail required and valid, password required, no length bounds). */
export interface LoginValues extends Record<string, string> {
  email: string;
  password: string;
}

/** Validates the login form. */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues & string> {
  return collect([
    ['email', textFieldMessage(AUTH_LABELS.email, values.email, emailAddressRule(values.email))],
    [
      'password',
      textFieldMessage(AUTH_LABELS.password, values.password, passwordRule(values.password, 1)),
    ],
  ]);
}

/** The registration form (spec 1 §5: password of at least 8, terms ticked). */
export interface RegistrationValues extends Record<string, string | boolean> {
  email: string;
  password: string;
  acceptTerms: boolean;
}

/** Validates the registration form. */
export function validateRegistration(
  values: RegistrationValues,
): FieldErrors<keyof RegistrationValues & string> {
  const { email, password } = values;
  return collect([
    ['email', textFieldMessage(AUTH_LABELS.email, email, emailAddressRule(email))],
    [
      'password',
      textFieldMessage(
        AUTH_LABELS.password,
        password,
        passwordRule(password, PASSWORD_MIN_SIGN_UP),
      ),
    ],
    ['acceptTerms', values.acceptTerms ? undefined : TERMS_MESSAGE],
  ]);
}

/** A form with one e-mail address (request reset). */
export interface EmailValues extends Record<string, string> {
  email: string;
}

/** Validates the request-reset form. */
export function validateEmail(values: EmailValues): FieldErrors<'email'> {
  const { email } = values;
  return collect([['email', textFieldMessage(AUTH_LABELS.email, email, emailAddressRule(email))]]);
}
