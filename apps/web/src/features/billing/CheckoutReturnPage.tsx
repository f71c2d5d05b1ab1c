import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SubscriptionStatus } from './SubscriptionStatus';

/**
 * Return target from checkout at /app/payment (spec 1 §2). The providers return to
 * /app/payment/success or /cancel; a visit here shows the subscription and the ways on.
 */
export function CheckoutReturnPage() {
  useDocumentTitle('Payment');
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Payment</Title>
      <Paper withBorder radius="lg" p="lg" bg="var(--relata-surface)">
        <SubscriptionStatus />
      </Paper>
      <Text c="dimmed">A payment that went through shows here once the provider confirms it.</Text>
      <Group>
        <Button component={Link} to="/app/upgrade-plan">
          See plans
        </Button>
        <Button component={Link} to="/app" variant="default">
          Go to Dashboard
        </Button>
      </Group>
    </Stack>
  );
}
