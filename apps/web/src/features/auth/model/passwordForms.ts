/*
 * The forms that set a new password (reset link, settings), validated with core's zod schemas.
 * Apart from authForms.ts because those schemas bring zod, which the public pages do without.
 */
import {
  changePasswordBodySchema,
  PASSWORDS_DO_NOT_MATCH,
  setPasswordBodySchema,
} from '@relata/core';
import type { FieldErrors } from '../../../lib/form/fieldErrors';
import { schemaFieldErrors } from '../../../lib/form/schemaFieldErrors';
import { AUTH_LABELS } from './authForms';

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
