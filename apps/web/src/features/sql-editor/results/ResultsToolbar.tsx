import { Button, Group, Text } from '@mantine/core';
import { IconCopy, IconX } from '@tabler/icons-react';
import type { GridResult } from './gridResult';
import { durationText, rowCountText } from './resultsSummary';
import type { ResultsSort } from './sortRows';
import type { CopyFormat } from './useCopyResults';

/** Props of ResultsToolbar. */
export interface ResultsToolbarProps {
  result: GridResult;
  sort: ResultsSort;
  onResetSort: () => void;
  onCopy: (format: CopyFormat) => void;
}

/**
 * The line above the results (issue 20, item 4): row count and time, the sort with a way back to
 * the original order, and the copy buttons.
 */
export function ResultsToolbar({ result, sort, onResetSort, onCopy }: ResultsToolbarProps) {
  const hasColumns = result.columns.length > 0;
  const sortedBy = sort ? (result.columns[sort.column] ?? '') : null;
  return (
    <Group gap="sm" wrap="wrap" justify="space-between" px="xs" py={4}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} role="status">
          {rowCountText(result)}
        </Text>
        <Text size="sm" c="dimmed">
          {durationText(result.ms)}
        </Text>
        {sort && sortedBy !== null && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            rightSection={<IconX size={12} aria-hidden="true" />}
            onClick={onResetSort}
            aria-label={`Sorted by ${sortedBy}, ${sort.direction}. Restore the original order`}
          >
            Sorted by {sortedBy} {sort.direction === 'ascending' ? '↑' : '↓'}
          </Button>
        )}
      </Group>
      {hasColumns && (
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconCopy size={14} aria-hidden="true" />}
            onClick={() => onCopy('csv')}
          >
            Copy as CSV
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconCopy size={14} aria-hidden="true" />}
            onClick={() => onCopy('markdown')}
          >
            Copy as Markdown
          </Button>
        </Group>
      )}
    </Group>
  );
}
