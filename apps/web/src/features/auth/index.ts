/**
 * The auth feature's public entry: signing out, and the password rules the change-password form
 * of the settings shares with the sign-up and reset forms.
 */
export {
  AUTH_LABELS,
  passwordsDiffer,
  validatePasswordChange,
  withoutMismatch,
  type PasswordChangeValues,
} from './model/authForms';
export { useLogout } from './useLogout';
