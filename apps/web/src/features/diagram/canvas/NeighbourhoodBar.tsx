import { Button, Group, Paper, SegmentedControl, Text } from '@mantine/core';
import type { Diagram } from '../model/diagramCache';
import { useEditor } from '../store/editorStore';
import classes from './diagram.module.css';

const DEPTHS = [
  { value: '1', label: '1 step' },
  { value: '2', label: '2 steps' },
];

/**
 * While "Show neighbourhood" is on: whose neighbourhood it is, how far it reaches (one or two
 * relationships), and Show all, which ends it as Escape does.
 */
export function NeighbourhoodBar({ diagram }: { diagram: Diagram | undefined }) {
  const hood = useEditor((s) => s.neighbourhood);
  const set = useEditor((s) => s.set);
  const table = hood && diagram?.tables.find((t) => t.id === hood.tableId);
  if (!hood || !table) return null;
  return (
    <Paper shadow="sm" radius="md" p={6} className={classes.neighbourhoodBar}>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" role="status">
          Neighbourhood of <strong>{table.name}</strong>
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Relationships away"
          data={DEPTHS}
          value={String(hood.depth)}
          onChange={(value) =>
            set({ neighbourhood: { tableId: hood.tableId, depth: value === '2' ? 2 : 1 } })
          }
        />
        <Button size="xs" variant="default" onClick={() => set({ neighbourhood: undefined })}>
          Show all
        </Button>
      </Group>
    </Paper>
  );
}
