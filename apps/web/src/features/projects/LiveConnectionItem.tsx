import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { LIVE_DB_DEFAULT_PORTS, type LiveDbConnection } from '@relata/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { LIVE_DB_ENGINE_LABELS } from './model/liveConnectionForm';

/** Props of LiveConnectionItem. */
export interface LiveConnectionItemProps {
  connection: LiveDbConnection;
  onEdit: () => void;
  onDelete: () => void;
  /** Draws a line above it: every connection but the first. */
  divided: boolean;
}

/** "db.internal:5432/shop" for a server, the file's path for SQLite. */
export function connectionTarget(c: LiveDbConnection): string {
  if (c.engine === 'sqlite') return c.file ?? '';
  const port = c.port ?? LIVE_DB_DEFAULT_PORTS[c.engine];
  return `${c.host ?? ''}:${port}${c.database ? `/${c.database}` : ''}`;
}

/**
 * One saved connection in the settings list: its name and engine, where it points, who signs in,
 * whether it uses TLS and has a password saved (never the password), with Edit and Delete.
 */
export function LiveConnectionItem({
  connection: c,
  onEdit,
  onDelete,
  divided,
}: LiveConnectionItemProps) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={divided ? { borderTop: '1px solid var(--relata-border)' } : undefined}
    >
      <Stack gap={4} miw={0}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{c.name}</Text>
          <Badge variant="light" color="gray" radius="sm">
            {LIVE_DB_ENGINE_LABELS[c.engine]}
          </Badge>
        </Group>
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {connectionTarget(c)}
        </Text>
        {c.engine !== 'sqlite' && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              User {c.user}
            </Text>
            {c.tls && (
              <Badge
                variant="outline"
                size="sm"
                leftSection={<IconLock size={12} aria-hidden="true" />}
              >
                TLS
              </Badge>
            )}
            {c.has_password && (
              <Badge variant="outline" size="sm" color="gray">
                Password saved
              </Badge>
            )}
          </Group>
        )}
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${c.name}`} onClick={onEdit}>
          <IconPencil size={16} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${c.name}`} onClick={onDelete}>
          <IconTrash size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
}
