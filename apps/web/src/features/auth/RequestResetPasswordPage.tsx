import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useFormState } from '../../lib/form/useFormState';
import { accountApi } from '../../lib/session/accountApi';
import { AuthTitle } from './AuthTitle';
import { EmailField } from './EmailField';
import { validateEmail, type EmailValues } from './model/authForms';
import { ResetEmailSent } from './ResetEmailSent';
import { ValidationSummary } from './ValidationSummary';

const EMPTY: EmailValues = { email: '' };

/** Request a password-reset e-mail (spec 1 §2); a failure only clears the loading state (§8). */
export function RequestResetPasswordPage() {
  const form = useFormState(EMPTY, validateEmail);
  const request = useMutation({
    mutationFn: accountApi.requestReset,
    meta: { errorToast: false },
    onSuccess: () => form.reset(),
    onError: (error) => console.error('The reset email could not be requested.', error),
  });

  if (request.isSuccess) return <ResetEmailSent />;

  const handleSubmit = form.handleSubmit((values) => request.mutate(values.email.trim()));
  return (
    <Stack gap="lg">
      <AuthTitle
        title="Reset Your Password"
        text="Enter the e-mail address of your account and we will send you a link to set a new password."
      />
      <form onSubmit={handleSubmit} noValidate aria-label="Reset Your Password">
        <Stack gap="sm">
          <EmailField
            {...form.textProps('email')}
            error={form.submitted && form.errors.email !== undefined}
          />
          {form.submitted && <ValidationSummary errors={form.errors} />}
          <Button type="submit" fullWidth loading={request.isPending}>
            Send reset email
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Remembered it?{' '}
        <Anchor component={Link} to="/login">
          Log in!
        </Anchor>
      </Text>
    </Stack>
  );
}
