import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { PlaygroundEngine } from './engine/types';
import { SkippedNote } from './SkippedNote';
import type { PlaygroundStatus } from './usePlayground';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Where the playground database is: being built, or ready (tables, rows, time; tables whose rows a
 * rebuild kept or whose sample data the engine refused; what the engine refused, with a link to
 * its table on the canvas); and the banner when the diagram changed.
 */
export function BuildStatus({
  status,
  stale,
  projectId,
  engine,
  onRebuild,
}: {
  status: PlaygroundStatus;
  stale: boolean;
  projectId: string;
  engine: PlaygroundEngine;
  onRebuild: () => void;
}) {
  return (
    <>
      {stale && (
        <Alert color="yellow" py="xs" role="status" aria-live="polite">
          <Group justify="space-between" gap="sm">
            <Text size="sm">The diagram changed</Text>
            <Button
              size="compact-sm"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              onClick={onRebuild}
            >
              Rebuild
            </Button>
          </Group>
        </Alert>
      )}
      <div role="status" aria-live="polite" data-testid="playground-status">
        {status.state === 'building' ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm" c="dimmed">
              {status.keep ? 'Rebuilding the database…' : 'Building the database with sample data…'}
            </Text>
          </Group>
        ) : status.state === 'ready' ? (
          <Text size="sm" c="dimmed">
            {`Ready: ${count(status.outcome.tables, 'table', 'tables')}, ${count(status.outcome.rows, 'row', 'rows')} of sample data, built in ${status.outcome.ms.toLocaleString('en-US')} ms.`}
            {status.outcome.kept.length > 0 &&
              ` Rows kept in ${count(status.outcome.kept.length, 'table', 'tables')}.`}
          </Text>
        ) : status.state === 'broken' ? (
          <Alert color="red" title="The engine stopped">
            {status.message}
          </Alert>
        ) : null}
      </div>
      {status.state === 'ready' && status.outcome.skipped.length > 0 && (
        <SkippedNote skipped={status.outcome.skipped} engine={engine} projectId={projectId} />
      )}
      {status.state === 'ready' && status.outcome.emptyTables.length > 0 && (
        <Alert color="yellow" title="Some tables have no sample data">
          {status.outcome.emptyTables.map((s) => (
            <Text key={s.table} size="sm">{`${s.table}: ${s.message}`}</Text>
          ))}
        </Alert>
      )}
    </>
  );
}
