import {
  changePasswordBodySchema,
  emailBodySchema,
  PASSWORDS_DO_NOT_MATCH,
  setPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
} from '@relata/core';
import { schemaFieldErrors, type FieldErrors } from '../../../lib/form/fieldErrors';

/** Field labels of the account forms; the validation messages start with them. */
export const AUTH_LABELS = {
  email: 'Email',
  password: 'Password',
  acceptTerms: 'Terms',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
} as const;

/** The login form (spec 1 §5: e-mail required and valid, password required, no length bounds). */
export interface LoginValues extends Record<string, string> {
  email: string;
  password: string;
}

/** Validates the login form. */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues & string> {
  const { email, password } = AUTH_LABELS;
  return schemaFieldErrors(signInBodySchema, values, { email, password });
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
  const { email, password, acceptTerms } = AUTH_LABELS;
  return schemaFieldErrors(signUpBodySchema, values, { email, password, acceptTerms });
}

/** A form with one e-mail address (request reset). */
export interface EmailValues extends Record<string, string> {
  email: string;
}

/** Validates the request-reset form. */
export function validateEmail(values: EmailValues): FieldErrors<'email'> {
  return schemaFieldErrors(emailBodySchema, values, { email: AUTH_LABELS.email });
}

/** The reset-password form (spec 1 §5: both at least 6 and equal). */
export interface NewPasswordValues extends Record<string, string> {
  newPassword: string;
  confirmPassword: string;
}

/** Validates the reset-password form; a mismatch reads "Passwords do not match". */
export function validateNewPassword(
  values: NewPasswordValues,
): FieldErrors<keyof NewPasswordValues & string> {
  const { newPassword, confirmPassword } = AUTH_LABELS;
  return schemaFieldErrors(setPasswordBodySchema, values, { newPassword, confirmPassword });
}

/** The settings' password form, with the current password. */
export interface PasswordChangeValues extends NewPasswordValues {
  currentPassword: string;
}

/** Validates the settings' password form. */
export function validatePasswordChange(
  values: PasswordChangeValues,
): FieldErrors<keyof PasswordChangeValues & string> {
  const { currentPassword, newPassword, confirmPassword } = AUTH_LABELS;
  return schemaFieldErrors(changePasswordBodySchema, values, {
    currentPassword,
    newPassword,
    confirmPassword,
  });
}

/** Whether a form's errors say that the two new passwords differ. */
export function passwordsDiffer(errors: FieldErrors<'confirmPassword'>): boolean {
  return errors.confirmPassword === PASSWORDS_DO_NOT_MATCH;
}

/**
 * The settings tab stops a mismatch silently (spec 1 §5: "only logged"), so the errors it shows
 * are the others.
 */
export function withoutMismatch<K extends string>(errors: FieldErrors<K | 'confirmPassword'>) {
  if (!passwordsDiffer(errors)) return errors;
  const rest = { ...errors };
  delete rest.confirmPassword;
  return rest;
}
