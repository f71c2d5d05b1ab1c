import { Button, Group, Paper, Text } from '@mantine/core';
import { IconMaximize, IconX } from '@tabler/icons-react';
import { useDispatcher } from '../actions/dispatch';
import { diagramActions } from '../actions/registry';
import { CHANGE_WORDS } from '../canvas/compareMarks';
import classes from './compare.module.css';

/** Props of CompareBar. */
export interface CompareBarProps {
  before: string | undefined;
  after: string | undefined;
  changes: number | undefined;
  onLeave: () => void;
}

/** The toolbar of a comparison: what is compared with what, the colours' key, fit, and the way out. */
export function CompareBar({ before, after, changes, onLeave }: CompareBarProps) {
  const { dispatch } = useDispatcher();
  return (
    <Paper
      shadow="sm"
      p={6}
      radius="md"
      className={classes.bar}
      role="toolbar"
      aria-label="Comparison"
    >
      <Text size="sm" fw={600} className={classes.title}>
        {before && after ? (
          <>
            Comparing <span className={classes.name}>{before}</span> →{' '}
            <span className={classes.name}>{after}</span>
          </>
        ) : (
          'Loading the comparison…'
        )}
      </Text>
      {changes !== undefined && (
        <Text size="sm" c="var(--relata-text-muted)">
          {changes === 0 ? 'No changes' : `${changes} change${changes === 1 ? '' : 's'}`}
        </Text>
      )}
      <Group gap={8} className={classes.legend} aria-label="Colours">
        {(['added', 'removed', 'changed'] as const).map((kind) => (
          <span key={kind} className={classes.key} data-change={kind}>
            {CHANGE_WORDS[kind]}
          </span>
        ))}
      </Group>
      <Group gap={4} ml="auto">
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconMaximize size={14} aria-hidden />}
          onClick={() => dispatch(diagramActions.fit)}
        >
          Fit
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={onLeave}
          title="Leave the comparison (Esc)"
        >
          Leave
        </Button>
      </Group>
    </Paper>
  );
}
