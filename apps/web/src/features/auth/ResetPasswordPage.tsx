import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api/ApiError';
import { useFormState } from '../../lib/form/useFormState';
import { AuthTitle } from './AuthTitle';
import { FormError } from './FormError';
import { AUTH_LABELS } from './model/authForms';
import { validateNewPassword, type NewPasswordValues } from './model/passwordForms';
import { useSession } from '../../lib/session/useSession';
import { useSetPassword } from './useSetPassword';

/** Shown on the reset page without a signed-in user (spec 1 §5, §8). */
export const NO_USER_MESSAGE = 'No user is currently logged in.';

const EMPTY: NewPasswordValues = { newPassword: '', confirmPassword: '' };

/** Set a new password after the reset link signed the user in (spec 1 §2 "Reset password"). */
export function ResetPasswordPage() {
  const email = useSession().data?.user.email ?? '';
  const form = useFormState(EMPTY, validateNewPassword);
  const setPassword = useSetPassword();
  const error = setPassword.error;
  const noUser = email === '' || (error instanceof ApiError && error.status === 401);
  const notRecovery = error instanceof ApiError && error.status === 403;

  const handleSubmit = form.handleSubmit((values) => setPassword.mutate(values));

  return (
    <Stack gap="lg">
      <AuthTitle title="Reset Password" text="Please enter your new password below." />
      {noUser && (
        <Alert variant="light" color="red" role="alert">
          {NO_USER_MESSAGE}
        </Alert>
      )}
      <form onSubmit={handleSubmit} noValidate aria-label="Reset Password">
        <Stack gap="sm">
          <TextInput label={AUTH_LABELS.email} value={email} disabled readOnly />
          <PasswordInput
            label={AUTH_LABELS.newPassword}
            autoComplete="new-password"
            required
            {...form.textProps('newPassword')}
          />
          <PasswordInput
            label={AUTH_LABELS.confirmPassword}
            autoComplete="new-password"
            required
            {...form.textProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={setPassword.isPending} disabled={noUser}>
            Save new password
          </Button>
          {notRecovery && (
            <FormError>
              {error.message}{' '}
              <Anchor component={Link} to="/request-reset-password" inherit>
                Request a new link
              </Anchor>
            </FormError>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
