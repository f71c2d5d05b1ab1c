import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LIVE_DB_OFF, type LiveDbConnection } from '@relata/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm } from '../../lib/confirm/confirmStore';
import { liveConnectionsApi, liveConnectionsKey } from '../../lib/project/liveConnectionsApi';
import { useLiveConnections } from '../../lib/project/useLiveConnections';
import { toast } from '../../lib/toast/toast';
import { Loading } from '../../ui/Loading';
import { LiveConnectionDialog } from './LiveConnectionDialog';
import { LiveConnectionItem } from './LiveConnectionItem';

/** Which dialog is open: none, a new connection's, or a saved one's. */
type Editing = { connection: LiveDbConnection | undefined } | undefined;

/**
 * Project settings > Database, for Admins: the project's saved connections to its live databases
 * (issue 38, item 1c) with Add, Edit and Delete. While the operator has not turned connections on,
 * it says so and how, and offers no Add.
 */
export function LiveConnectionsSection({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  const list = useLiveConnections(projectId);
  const [editing, setEditing] = useState<Editing>();
  const remove = useMutation({
    mutationFn: (c: LiveDbConnection) => liveConnectionsApi.remove(projectId, c.id),
    onSuccess: (_ok, c) =>
      toast.show({ title: 'Connection deleted', message: `“${c.name}” was deleted.` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveConnectionsKey(projectId) }),
  });

  const handleDelete = async (c: LiveDbConnection) => {
    const ok = await confirm({
      kind: 'delete',
      title: 'Delete Connection',
      message: `Delete the connection “${c.name}” and its saved password? The database itself is not touched.`,
      confirmLabel: 'Delete Connection',
    });
    if (ok) remove.mutate(c);
  };

  const enabled = list.data?.enabled === true;
  const connections = list.data?.connections ?? [];
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      bg="var(--relata-surface)"
      component="section"
      aria-labelledby="live-connections-heading"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h4" id="live-connections-heading">
            Live database connections
          </Title>
          {enabled && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setEditing({ connection: undefined })}
            >
              Add connection
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Editors read a database’s schema through a saved connection in Import, From a database.
          Relata only reads the catalog, in a read-only session, and never changes the database.
        </Text>
        {list.isPending && <Loading label="Loading connections" size="sm" />}
        {list.isError && (
          <Text size="sm" c="red" role="alert">
            The connections could not be loaded.
          </Text>
        )}
        {list.data && !enabled && (
          <Text size="sm" data-testid="live-db-off">
            {LIVE_DB_OFF}
          </Text>
        )}
        {enabled && connections.length === 0 && (
          <Text size="sm" c="dimmed">
            No connections yet.
          </Text>
        )}
        {connections.length > 0 && (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {connections.map((c, i) => (
              <LiveConnectionItem
                key={c.id}
                divided={i > 0}
                connection={c}
                onEdit={() => setEditing({ connection: c })}
                onDelete={() => void handleDelete(c)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      {editing && (
        <LiveConnectionDialog
          projectId={projectId}
          connection={editing.connection}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Paper>
  );
}
