import { Badge, Group, Stack, Text } from '@mantine/core';
import type { DbEntity, DbView } from '@relata/core';
import { CopyButton } from './CopyButton';
import { ScriptView } from './ScriptView';

/** Props of ViewPanel. */
export interface ViewPanelProps {
  view: DbView;
  tables: readonly DbEntity[];
  /** Whether its SQL shows (a share link may leave SQL out, issue 41); default true. */
  sql?: boolean;
}

/** The Editor tab for a selected view: read-only, its name, the tables it reads and its SQL. */
export function ViewPanel({ view, tables, sql = true }: ViewPanelProps) {
  const reads = (view.tableIds ?? []).flatMap((id) => {
    const t = tables.find((x) => x.id === id);
    return t ? [t.name || 'Unnamed Table'] : [];
  });
  const name = view.schema ? `${view.schema}.${view.name}` : view.name;
  return (
    <Stack gap="xs" p={12} data-testid="view-panel">
      <Group gap="xs" wrap="nowrap">
        <Badge size="sm" variant="light" color="gray">
          {view.materialized ? 'Materialized view' : 'View'}
        </Badge>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Read-only: views come from imports. {view.dialect ? `Written in ${view.dialect}.` : ''}
      </Text>
      {reads.length > 0 && <Text size="xs">Reads: {reads.join(', ')}</Text>}
      {view.comment && <Text size="xs">{view.comment}</Text>}
      {sql && (
        <>
          <Group justify="space-between" align="end">
            <Text size="sm" fw={600}>
              SQL
            </Text>
            <CopyButton text={view.query} />
          </Group>
          <ScriptView text={view.query} label={`SQL of ${name}`} />
        </>
      )}
    </Stack>
  );
}
