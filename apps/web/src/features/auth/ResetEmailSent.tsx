import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** The view after a reset was requested (spec 1 §2); the same whatever the address. */
export function ResetEmailSent() {
  useDocumentTitle('Check Your Email');
  return (
    <Stack align="center" ta="center" gap="md" role="status">
      <IconMailForward size={48} stroke={1.5} color="var(--relata-link)" aria-hidden="true" />
      <Title order={1} size="h2">
        Check Your Email
      </Title>
      <Text fw={600}>Check your email and spam!</Text>
      <Text c="dimmed" size="sm">
        If the address belongs to a user registered with e-mail and password, a link to reset the
        password has been sent to it. The link works once, for one hour.
      </Text>
      <Anchor component={Link} to="/login">
        Log in!
      </Anchor>
    </Stack>
  );
}
