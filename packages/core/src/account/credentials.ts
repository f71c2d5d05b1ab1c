/**
 * The account rules of spec 1 §5 and §9 as plain values and checks, without zod: the public
 * pages (sign-in, registration, reset request) validate with these, so their first load carries
 * no schema library. The zod schemas of `api/account.ts` are built from the same constants, and
 * `credentials.test.ts` holds both to the same answers.
 */
import type { FieldRule } from '../validation/messages';

/** Spec 1 §9: passwords are at least 8 characters at registration... */
export const PASSWORD_MIN_SIGN_UP = 8;
/** ...and at least 6 when changing or resetting. */
export const PASSWORD_MIN_CHANGE = 6;
/** An upper bound that keeps hashing cheap and rejects garbage. */
export const PASSWORD_MAX = 128;
/** The longest e-mail address accepted (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/** The message when the terms box is not ticked (spec 1 §5). */
export const TERMS_MESSAGE = 'You must accept the terms and conditions.';
/** The message when the two new passwords differ (spec 1 §5). */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
/** The text the user types to delete the account (spec 1 §5). */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE_ACCOUNT';

/**
 * What an e-mail address must look like: the pattern of zod's `z.email()`, which the schemas
 * check (credentials.test.ts compares the two).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The rule an e-mail address breaks, checked as the account schemas check it (trimmed and
 * lower-cased, at most 254 characters, then the pattern), or null when it is valid.
 */
export function emailAddressRule(value: string): FieldRule | null {
  const address = value.trim().toLowerCase();
  if (address.length > EMAIL_MAX) return { kind: 'maxLength', max: EMAIL_MAX };
  if (EMAIL_PATTERN.test(address)) return null;
  return address === '' ? { kind: 'required' } : { kind: 'email' };
}

/**
 * The rule a password breaks against a lower bound (1 where any password will do) and
 * `PASSWORD_MAX`, or null. An empty password is "required" rather than too short.
 */
export function passwordRule(value: string, min: number): FieldRule | null {
  if (value.length < min) return value === '' ? { kind: 'required' } : { kind: 'minLength', min };
  if (value.length > PASSWORD_MAX) return { kind: 'maxLength', max: PASSWORD_MAX };
  return null;
}
