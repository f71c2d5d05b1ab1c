import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AuthNoticeAlert } from './AuthNoticeAlert';
import { AuthTitle } from './AuthTitle';
import { BetaNotice } from './BetaNotice';
import { FormError } from './FormError';
import { LegalLinks } from './LegalLinks';
import { LoginForm } from './LoginForm';
import { authNotice } from './model/authErrors';
import { withRedirect } from './model/redirect';
import { clearSignOutTarget } from './signOutTarget';
import { SocialButtons } from './SocialButtons';
import { useRememberRedirect } from './useRememberRedirect';
import { useSocialSignIn } from './useSocialSignIn';

/** Login page (spec 1 §2 "Login page"). */
export function LoginPage() {
  const { search } = useLocation();
  const redirect = useRememberRedirect(search);
  const [socialError, setSocialError] = useState<string | null>(null);
  const social = useSocialSignIn('login', setSocialError);
  // A sign-out the app started has arrived here.
  useEffect(clearSignOutTarget, []);

  return (
    <Stack gap="lg">
      <AuthTitle title="Login" text="Welcome back! Please login to your account." />
      <AuthNoticeAlert notice={authNotice(search)} />
      <LoginForm />
      <Divider label="OR" labelPosition="center" />
      <SocialButtons
        pending={social.isPending ? social.variables.provider : undefined}
        onSelect={(provider) => {
          setSocialError(null);
          social.mutate({ provider });
        }}
      />
      {socialError && <FormError>{socialError}</FormError>}
      <Text size="sm" ta="center">
        Don&apos;t have an account?{' '}
        <Anchor component={Link} to={withRedirect('/register', redirect)}>
          Create an Account!
        </Anchor>
      </Text>
      <LegalLinks />
      <BetaNotice />
    </Stack>
  );
}
