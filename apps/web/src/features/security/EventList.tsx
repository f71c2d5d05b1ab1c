import { Button, Center, Group, Stack, Text } from '@mantine/core';
import { Loading } from '../../ui/Loading';
import type { ReactNode } from 'react';

/** Props of EventList. */
export interface EventListProps {
  /** The list's accessible name. */
  label: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  children: ReactNode;
}

/** A paged list of audit events: spinner, failure and empty states, and "Show older events". */
export function EventList({
  label,
  loading,
  failed,
  empty,
  hasMore,
  loadingMore,
  onMore,
  children,
}: EventListProps) {
  if (loading)
    return (
      <Center py="md">
        <Loading label={`Loading ${label.toLowerCase()}`} />
      </Center>
    );
  if (failed)
    return (
      <Text c="dimmed" size="sm">
        The events could not be loaded. Please try again later.
      </Text>
    );
  if (empty)
    return (
      <Text c="dimmed" size="sm">
        No events yet
      </Text>
    );
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
        {children}
      </Stack>
      {hasMore && (
        <Group>
          <Button variant="subtle" size="xs" onClick={onMore} loading={loadingMore}>
            Show older events
          </Button>
        </Group>
      )}
    </Stack>
  );
}
