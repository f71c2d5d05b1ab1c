import { Button, Group, Paper, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { SubscriptionStatus } from './SubscriptionStatus';

/** Props of CurrentSubscriptionPanel. */
export interface CurrentSubscriptionPanelProps {
  /** The live subscription can still be cancelled (not yet cancelled at period end). */
  cancellable: boolean;
  cancelling: boolean;
  openingPortal: boolean;
  onCancel: () => void;
  onOpenPortal: () => void;
}

/** The user's subscription above the plans, with "Manage billing" and "Cancel subscription". */
export function CurrentSubscriptionPanel(props: CurrentSubscriptionPanelProps) {
  return (
    <Paper withBorder radius="lg" p="md" bg="var(--relata-surface)">
      <Group justify="space-between" gap="sm">
        <SubscriptionStatus />
        <Group gap="xs">
          {props.cancellable && (
            <Button
              variant="subtle"
              color="red"
              loading={props.cancelling}
              onClick={props.onCancel}
            >
              Cancel subscription
            </Button>
          )}
          <Button
            variant="default"
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
            loading={props.openingPortal}
            onClick={props.onOpenPortal}
          >
            Manage billing
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        Manage billing opens the payment provider&apos;s billing portal in a new tab.
      </Text>
    </Paper>
  );
}
