import { Alert, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@relata/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ChangePasswordForm } from './ChangePasswordForm';
import { canChangePassword } from './model/settingsTabs';

/** Props of PasswordTab. */
export interface PasswordTabProps {
  profile: Profile;
}

/** The Password tab: the change form, or the warning for social-only users (spec 1 §2, §6). */
export function PasswordTab({ profile }: PasswordTabProps) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Password
      </Title>
      {canChangePassword(profile.identities) ? (
        <>
          <Text c="dimmed" size="sm">
            Changing the password signs you out everywhere else.
          </Text>
          <ChangePasswordForm />
        </>
      ) : (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title="You cannot change the password"
        >
          You sign in through a third-party provider only, so your account has no password to change
          here. To add one, log out and use &quot;Forgot your password?&quot; on the login page with
          your e-mail address.
        </Alert>
      )}
    </Stack>
  );
}
