import { Badge, Group, Text } from '@mantine/core';
import { formatBillingDate, statusLabel, summarizeSubscription } from './model/subscriptionSummary';
import { useSubscriptions } from './useSubscriptions';

/**
 * The subscription tag and status of the profile (spec 1 §2, §4): the plan, the status, and
 * "Access until <date>" when cancelled at period end or "Renews automatically" otherwise.
 */
export function SubscriptionStatus() {
  const { data = [], isPending } = useSubscriptions();
  const summary = summarizeSubscription(data);
  const { renewal } = summary;
  return (
    <Group gap="xs" wrap="wrap" aria-busy={isPending}>
      <Text size="sm" c="dimmed">
        Subscription
      </Text>
      <Badge variant="light" data-testid="subscription-tag">
        {summary.plan}
      </Badge>
      <Text size="sm" data-testid="subscription-status" data-status={summary.status}>
        {statusLabel(summary.status)}
        {renewal.kind === 'until' && ` · Access until ${formatBillingDate(renewal.date)}`}
        {renewal.kind === 'renews' && ' · Renews automatically'}
      </Text>
    </Group>
  );
}
