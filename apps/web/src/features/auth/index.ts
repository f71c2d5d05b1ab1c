/**
 * The auth feature's public entry: signing out, and the password rules the change-password form
 * of the settings shares with the sign-up and reset forms.
 */
export { AUTH_LABELS } from './model/authForms';
export {
  passwordsDiffer,
  validatePasswordChange,
  withoutMismatch,
  type PasswordChangeValues,
} from './model/passwordForms';
export { useLogout } from './useLogout';
