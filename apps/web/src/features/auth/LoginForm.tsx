import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api/ApiError';
import { useFormState } from '../../lib/form/useFormState';
import { EmailField } from './EmailField';
import { FormError } from './FormError';
import { AUTH_LABELS, validateLogin, type LoginValues } from './model/authForms';
import { ResendVerification } from './ResendVerification';
import { useSignIn } from './useSignIn';

const EMPTY: LoginValues = { email: '', password: '' };

/** The e-mail and password form of the login page (spec 1 §2, §4, §5). */
export function LoginForm() {
  const form = useFormState(EMPTY, validateLogin);
  const signIn = useSignIn();
  const error = signIn.error;
  const unverified = error instanceof ApiError && error.code === 'email_not_verified';

  const handleSubmit = form.handleSubmit((values) => {
    const email = values.email.trim();
    signIn.mutate({ email, password: values.password }, { onSuccess: () => form.reset() });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Login">
      <Stack gap="sm">
        <EmailField {...form.textProps('email')} />
        <PasswordInput
          label={AUTH_LABELS.password}
          autoComplete="current-password"
          required
          {...form.textProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/request-reset-password" size="sm">
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={signIn.isPending} disabled={signIn.isPending}>
          Login
        </Button>
        {error && (
          <FormError>
            {errorMessage(error)}
            {unverified && <ResendVerification email={signIn.variables.email} />}
          </FormError>
        )}
      </Stack>
    </form>
  );
}
