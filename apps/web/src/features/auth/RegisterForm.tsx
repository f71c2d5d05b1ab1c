import { Anchor, Button, Checkbox, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MIN_SIGN_UP } from '@relata/core';
import { ApiError } from '../../lib/api/ApiError';
import { labelServerMessage } from '../../lib/form/fieldErrors';
import type { FormState } from '../../lib/form/useFormState';
import { EmailField } from './EmailField';
import { FormError } from './FormError';
import { TERMS_URL } from './LegalLinks';
import { registrationErrorMessage } from './model/authErrors';
import { AUTH_LABELS, type RegistrationValues } from './model/authForms';
import { useSignUp } from './useSignUp';

/** Props of RegisterForm. */
export interface RegisterFormProps {
  /** The form state, shared with the social buttons, which need the terms box. */
  form: FormState<RegistrationValues>;
}

/** E-mail, password and the terms box of the registration page (spec 1 §2, §5, §8). */
export function RegisterForm({ form }: RegisterFormProps) {
  const signUp = useSignUp();
  const serverFields = signUp.error instanceof ApiError ? (signUp.error.fields ?? {}) : {};
  const serverError = (key: 'email' | 'password') => {
    const message = serverFields[key];
    return message === undefined ? undefined : labelServerMessage(AUTH_LABELS[key], message);
  };

  const handleSubmit = form.handleSubmit((values) => {
    signUp.mutate({
      email: values.email.trim(),
      password: values.password,
      acceptTerms: values.acceptTerms,
    });
  });

  const terms = (
    <>
      I accept the{' '}
      <Anchor href={TERMS_URL} target="_blank" rel="noopener" inherit>
        terms and conditions
      </Anchor>
    </>
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Registration">
      <Stack gap="sm">
        <EmailField
          {...form.textProps('email')}
          error={form.visibleErrors.email ?? serverError('email')}
        />
        <PasswordInput
          label={AUTH_LABELS.password}
          description={`At least ${PASSWORD_MIN_SIGN_UP} characters`}
          autoComplete="new-password"
          required
          {...form.textProps('password')}
          error={form.visibleErrors.password ?? serverError('password')}
        />
        <Checkbox label={terms} {...form.checkboxProps('acceptTerms')} />
        <Button
          type="submit"
          fullWidth
          disabled={!form.isValid || signUp.isPending}
          loading={signUp.isPending}
        >
          Create Account
        </Button>
        {signUp.isError && <FormError>{registrationErrorMessage(signUp.error)}</FormError>}
      </Stack>
    </form>
  );
}
