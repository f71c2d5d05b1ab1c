import { Stack, Text, Title } from '@mantine/core';
import { AUDIT_RETENTION_DAYS } from '@relata/core';
import { AccessTokenList } from './AccessTokenList';
import { SecurityEventList } from './SecurityEventList';
import { SessionList } from './SessionList';

/**
 * The Security tab beside the spec's settings tabs (issue 14, item 9): where the account is
 * signed in, with a way to sign the other sessions out, its recent security events, and its
 * personal access tokens (issue 39).
 */
export function SecurityTab() {
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Security
        </Title>
        <Title order={3} size="h4">
          Where you are signed in
        </Title>
        <Text c="dimmed" size="sm">
          Sign out of any session you do not recognise.
        </Text>
        <SessionList />
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Recent security events
        </Title>
        <Text c="dimmed" size="sm">
          Sign-ins, password changes and other events of your account in the last{' '}
          {AUDIT_RETENTION_DAYS} days, with the address and device they came from.
        </Text>
        <SecurityEventList />
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Access tokens
        </Title>
        <Text c="dimmed" size="sm">
          A token lets the relata command and CI reach your projects as you, without signing in.
          Each is shown once when it is created.
        </Text>
        <AccessTokenList />
      </Stack>
    </Stack>
  );
}
