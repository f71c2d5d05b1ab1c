import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useFormState } from '../../lib/form/useFormState';
import { AuthNoticeAlert } from './AuthNoticeAlert';
import { AuthTitle } from './AuthTitle';
import { FormError } from './FormError';
import { LegalLinks } from './LegalLinks';
import { authNotice, socialSignUpRefusal } from './model/authErrors';
import { validateRegistration, type RegistrationValues } from './model/authForms';
import { withRedirect } from './model/redirect';
import { RegisterForm } from './RegisterForm';
import { SocialButtons } from './SocialButtons';
import { useRememberRedirect } from './useRememberRedirect';
import { useSocialSignIn } from './useSocialSignIn';

const EMPTY: RegistrationValues = { email: '', password: '', acceptTerms: false };

/** Registration page (spec 1 §2): e-mail sign-up, or Google and GitHub with the terms ticked. */
export function RegisterPage() {
  const { search } = useLocation();
  const redirect = useRememberRedirect(search);
  const form = useFormState(EMPTY, validateRegistration);
  const [socialError, setSocialError] = useState<string | null>(null);
  const social = useSocialSignIn('register', setSocialError);
  // The terms message goes away once the box is ticked.
  const termsRefused = socialError !== null && socialError === socialSignUpRefusal(false);
  const shownSocialError = termsRefused && form.values.acceptTerms ? null : socialError;

  return (
    <Stack gap="lg">
      <AuthTitle title="Registration" text="Create your Relata account." />
      <AuthNoticeAlert notice={authNotice(search)} />
      <RegisterForm form={form} />
      <Divider label="OR" labelPosition="center" />
      <SocialButtons
        pending={social.isPending ? social.variables.provider : undefined}
        onSelect={(provider) => {
          const refusal = socialSignUpRefusal(form.values.acceptTerms);
          setSocialError(refusal);
          if (refusal === null) social.mutate({ provider, acceptTerms: true });
        }}
      />
      {shownSocialError && <FormError>{shownSocialError}</FormError>}
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to={withRedirect('/login', redirect)}>
          Log in!
        </Anchor>
      </Text>
      <LegalLinks />
    </Stack>
  );
}
