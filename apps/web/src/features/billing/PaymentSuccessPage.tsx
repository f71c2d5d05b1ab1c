import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { isLive } from '@relata/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PAYMENT_RECHECK_MS } from './model/planCards';
import { useSubscriptions } from './useSubscriptions';

/**
 * Payment success page (spec 1 §2, §4): thanks the user, checks the subscription at once and
 * again after 5 s, and says "Waiting for confirmation..." until a live subscription is found.
 * The user channel's change event refetches it too, so it usually switches before the recheck.
 */
export function PaymentSuccessPage() {
  useDocumentTitle('Thank you for placing your order!');
  const { data, refetch } = useSubscriptions();
  const confirmed = data?.some(isLive) ?? false;

  useEffect(() => {
    void refetch();
    const timer = setTimeout(() => void refetch(), PAYMENT_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [refetch]);

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Thank you for placing your order!</Title>
      <Text>You will receive a confirmation e-mail shortly.</Text>
      <Paper withBorder radius="lg" p="lg" bg="var(--relata-surface)" role="status">
        {confirmed ? (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconCircleCheck size={28} color="var(--mantine-color-teal-6)" aria-hidden="true" />
            <Stack gap={4}>
              <Text fw={600}>Successfully processed your payment!</Text>
              <Text size="sm" c="dimmed">
                Please reload the page to see your updated subscription status.
              </Text>
            </Stack>
          </Group>
        ) : (
          <Group gap="sm">
            <Loader size="sm" aria-hidden="true" />
            <Text>Waiting for confirmation...</Text>
          </Group>
        )}
      </Paper>
      <Group>
        <Button component={Link} to="/app">
          Go to Dashboard
        </Button>
      </Group>
    </Stack>
  );
}
