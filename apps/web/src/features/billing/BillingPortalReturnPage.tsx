import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SubscriptionStatus } from './SubscriptionStatus';

/**
 * Return target from the billing portal at /app/account (spec 1 §2): the portal's tab lands here
 * and shows the subscription as it now is, with the way on to the profile or the plans.
 */
export function BillingPortalReturnPage() {
  useDocumentTitle('Account');
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Account</Title>
      <Text>Welcome back from the billing portal. Your subscription now reads:</Text>
      <Paper withBorder radius="lg" p="lg" bg="var(--relata-surface)">
        <SubscriptionStatus />
      </Paper>
      <Group>
        <Button component={Link} to="/app/profile">
          Go to Profile
        </Button>
        <Button component={Link} to="/app/upgrade-plan" variant="default">
          See plans
        </Button>
      </Group>
    </Stack>
  );
}
