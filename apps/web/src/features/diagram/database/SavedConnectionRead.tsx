import { Button, Group, Select, Text } from '@mantine/core';
import { readCatalogDump, type CatalogDump } from '@relata/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/ApiError';
import { liveConnectionsApi } from '../../../lib/project/liveConnectionsApi';
import { useLiveConnections } from '../../../lib/project/useLiveConnections';

/** A catalog read through a saved connection, and the connection's name. */
export interface ConnectionRead {
  dump: CatalogDump;
  connection: string;
}

/**
 * The "From a database" tab's row for the project's saved connections (issue 38, item 1c):
 * Read asks the server to read the chosen database's catalog, read-only, and hands the dump on as
 * a pasted one. Shown only while the server allows connections and the project has one.
 */
export function SavedConnectionRead({
  projectId,
  onRead,
}: {
  projectId: string;
  onRead: (read: ConnectionRead) => void;
}) {
  const list = useLiveConnections(projectId);
  const connections = list.data?.enabled ? list.data.connections : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const connection = connections.find((c) => c.id === chosen) ?? connections[0];
  const read = useMutation({
    mutationFn: async (id: string) => {
      const answer = await liveConnectionsApi.read(projectId, id);
      // The answer is checked as a pasted one is: the same reader, the same messages.
      const checked = readCatalogDump(JSON.stringify(answer));
      if ('error' in checked) throw new Error(checked.error);
      return checked.dump;
    },
    meta: { errorToast: false },
    onSuccess: (dump, id) =>
      onRead({ dump, connection: connections.find((c) => c.id === id)?.name ?? '' }),
  });
  if (!connection) return null;
  return (
    <div>
      <Group align="end" gap="sm" wrap="nowrap" mb={read.isError ? 4 : 'sm'}>
        <Select
          label="Saved connection"
          data={connections.map((c) => ({ value: c.id, label: c.name }))}
          value={connection.id}
          onChange={setChosen}
          allowDeselect={false}
          // Beside Read on a phone too: the list narrows instead of wrapping.
          maw={260}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          variant="default"
          loading={read.isPending}
          onClick={() => read.mutate(connection.id)}
        >
          Read
        </Button>
      </Group>
      {read.isError && (
        <Text size="sm" c="red" role="alert" mb="sm">
          {errorMessage(read.error) || 'The database could not be read.'}
        </Text>
      )}
    </div>
  );
}
