import { ActionIcon, Alert, Group, Menu, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import type { SavedQuerySummary } from '@relata/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { Loading } from '../../ui/Loading';
import type { HistoryEntry } from './model/queryHistory';
import classes from './SqlEditor.module.css';

/** The first line of a query, for a list. */
const firstLine = (sql: string) => sql.trim().split('\n')[0] ?? '';

/**
 * The side of the SQL editor: the project's saved queries (live for every member; Editors and
 * Admins rename and delete them) and the history of this user's runs, kept in local storage.
 */
export function QueryLists({
  saved,
  history,
  canWrite,
  onOpen,
  onOpenSaved,
  onRename,
  onDelete,
}: {
  saved: { data: SavedQuerySummary[] | undefined; isPending: boolean; isError: boolean };
  history: HistoryEntry[];
  canWrite: boolean;
  /** Opens a text of the history. */
  onOpen: (sql: string) => void;
  /** Opens a saved query, whose text is fetched then (the list holds previews only). */
  onOpenSaved: (query: SavedQuerySummary) => void;
  onRename: (query: SavedQuerySummary) => void;
  onDelete: (query: SavedQuerySummary) => void;
}) {
  return (
    <Tabs defaultValue="saved" className={classes.lists}>
      <Tabs.List grow>
        <Tabs.Tab value="saved">Saved queries</Tabs.Tab>
        <Tabs.Tab value="history">History</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="saved" className={classes.listPanel}>
        {saved.isPending ? (
          <Group justify="center" p="md">
            <Loading size="sm" label="Loading saved queries" />
          </Group>
        ) : saved.isError || !saved.data ? (
          <Alert color="red" m="xs">
            The saved queries could not be loaded.
          </Alert>
        ) : saved.data.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {canWrite
              ? 'No saved queries yet. Write one and press Save query.'
              : 'No saved queries yet.'}
          </Text>
        ) : (
          <ul className={classes.list} aria-label="Saved queries">
            {saved.data.map((q) => (
              <li key={q.id} className={classes.item}>
                <UnstyledButton className={classes.open} onClick={() => onOpenSaved(q)}>
                  <Text size="sm" fw={600} truncate>
                    {q.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate ff="monospace">
                    {firstLine(q.preview)}
                  </Text>
                </UnstyledButton>
                {canWrite && (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Actions for ${q.name}`}
                      >
                        <IconDots size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconPencil size={14} aria-hidden="true" />}
                        onClick={() => onRename(q)}
                      >
                        Rename
                      </Menu.Item>
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={14} aria-hidden="true" />}
                        onClick={() => onDelete(q)}
                      >
                        Delete
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                )}
              </li>
            ))}
          </ul>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="history" className={classes.listPanel}>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            Queries you run appear here.
          </Text>
        ) : (
          <Stack gap={0} component="ul" className={classes.list} aria-label="Query history">
            {history.map((h) => (
              <li key={`${h.at}-${h.sql}`} className={classes.item}>
                <UnstyledButton className={classes.open} onClick={() => onOpen(h.sql)}>
                  <Text size="xs" ff="monospace" lineClamp={2} c={h.ok ? undefined : 'red'}>
                    {h.sql}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {new Date(h.at).toLocaleTimeString()}
                    {h.ok ? '' : ' · failed'}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
