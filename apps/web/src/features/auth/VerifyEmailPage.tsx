import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck, IconMailForward } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { verifyEmailState } from '../../app/routeRules';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const TEXTS = {
  'not-confirmed': {
    title: 'Verify Your Email',
    text: 'Please check your email for a verification link.',
    Icon: IconMailForward,
  },
  confirmed: {
    title: 'Email Verified',
    text: 'Your email has been successfully verified!',
    Icon: IconMailCheck,
  },
} as const;

/** After sign-up and after the confirmation link: the texts of spec 1 §2 and "Go to App". */
export function VerifyEmailPage() {
  // The route guard lets only the two valid states through.
  const state = verifyEmailState(useLocation().search) ?? 'not-confirmed';
  const { title, text, Icon } = TEXTS[state];
  useDocumentTitle(title);
  return (
    <Stack align="center" ta="center" gap="md">
      <Icon size={48} stroke={1.5} color="var(--relata-link)" aria-hidden="true" />
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      <Button component={Link} to="/app" mt="sm">
        Go to App
      </Button>
    </Stack>
  );
}
