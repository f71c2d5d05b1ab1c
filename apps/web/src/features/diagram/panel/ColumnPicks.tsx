import { ActionIcon, Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Attribute, IndexPart } from '@relata/core';

/** Props of ColumnPicks. */
export interface ColumnPicksProps {
  /** What the list is for, in the fields' accessible names ("Index", "Unique"). */
  label: string;
  parts: readonly IndexPart[];
  columns: readonly Attribute[];
  /** Whether each part has a sort order (indexes). */
  withOrder: boolean;
  readOnly: boolean;
  onChange: (parts: IndexPart[]) => void;
}

/** The columns of an index or unique constraint, in key order: pick, order, remove, add. */
export function ColumnPicks({
  label,
  parts,
  columns,
  withOrder,
  readOnly,
  onChange,
}: ColumnPicksProps) {
  const options = columns.map((c) => ({ value: c.id, label: c.name || c.id }));
  const set = (i: number, part: IndexPart) => onChange(parts.map((p, j) => (j === i ? part : p)));
  const unused = columns.find((c) => !parts.some((p) => p.columnId === c.id));
  return (
    <>
      {parts.map((part, i) => (
        <Group key={i} gap={4} mb={4} wrap="nowrap">
          {part.columnId === undefined ? (
            <Text size="xs" ff="monospace" style={{ flex: 1 }} title="Expression">
              {part.expression}
            </Text>
          ) : (
            <NativeSelect
              size="xs"
              aria-label={`${label} column ${i + 1}`}
              data={options}
              value={part.columnId}
              disabled={readOnly}
              onChange={(e) => set(i, { ...part, columnId: e.currentTarget.value })}
              style={{ flex: 1 }}
            />
          )}
          {withOrder && (
            <NativeSelect
              size="xs"
              aria-label={`${label} column ${i + 1} order`}
              data={['ASC', 'DESC']}
              value={part.order ?? 'ASC'}
              disabled={readOnly}
              onChange={(e) =>
                set(i, { ...part, order: e.currentTarget.value === 'DESC' ? 'DESC' : 'ASC' })
              }
              w={80}
            />
          )}
          {!readOnly && parts.length > 1 && (
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Remove ${label.toLowerCase()} column ${i + 1}`}
              onClick={() => onChange(parts.filter((_, j) => j !== i))}
            >
              <IconX size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && unused && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => onChange([...parts, { columnId: unused.id }])}
        >
          Add column
        </Button>
      )}
    </>
  );
}
