import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import {
  likelyReferencedTable,
  referencedColumnOf,
  UNNAMED_ATTRIBUTE_LABEL,
  UNNAMED_TABLE_LABEL,
  type Attribute,
  type DbEntity,
} from '@relata/core';
import { useMemo, useState } from 'react';
import type { Reference } from '../actions/referenceSteps';

/** Props of ReferencePicker. */
export interface ReferencePickerProps {
  /** The column that becomes a foreign key, and its table. */
  column: Attribute;
  tableId: string;
  tables: readonly DbEntity[];
  onPick: (reference: Reference) => void;
  onCancel: () => void;
}

/** The columns a foreign key of `column` may reference in a table: any but the column itself. */
const referable = (table: DbEntity | undefined, tableId: string, column: Attribute) =>
  (table?.attributes ?? []).filter((a) => table?.id !== tableId || a.id !== column.id);

/**
 * What a new foreign key references: a table (the one the column's name points at first), then
 * one of its columns (its primary key first). Plain selects, so the keyboard and screen readers
 * use them as any other; Add makes the key, Cancel or Escape makes nothing.
 */
export function ReferencePicker({
  column,
  tableId,
  tables,
  onPick,
  onCancel,
}: ReferencePickerProps) {
  const sorted = useMemo(() => [...tables].sort((a, b) => a.name.localeCompare(b.name)), [tables]);
  const columnIn = (table: DbEntity | undefined) =>
    referencedColumnOf(referable(table, tableId, column))?.id ?? '';
  const [table, setTable] = useState(
    () => likelyReferencedTable(column, tableId, tables)?.id ?? '',
  );
  const [target, setTarget] = useState(() => columnIn(tables.find((t) => t.id === table)));
  const chosen = tables.find((t) => t.id === table);
  const columns = referable(chosen, tableId, column);
  const add = () => {
    if (!chosen || !columns.some((c) => c.id === target)) return;
    onPick({
      tableId,
      columnId: column.id,
      referencedTableId: chosen.id,
      referencedColumnId: target,
    });
  };
  return (
    <Stack gap="xs" w={240}>
      <NativeSelect
        size="xs"
        label="Referenced table"
        data={sorted.map((t) => ({ value: t.id, label: t.name || UNNAMED_TABLE_LABEL }))}
        value={table}
        onChange={(e) => {
          const id = e.currentTarget.value;
          setTable(id);
          setTarget(columnIn(tables.find((t) => t.id === id)));
        }}
      />
      <NativeSelect
        size="xs"
        label="Referenced column"
        data={columns.map((c) => ({
          value: c.id,
          label: `${c.name || UNNAMED_ATTRIBUTE_LABEL}${c.isPrimaryKey ? ' (primary key)' : ''}`,
        }))}
        value={target}
        disabled={columns.length === 0}
        onChange={(e) => setTarget(e.currentTarget.value)}
      />
      <Group justify="flex-end" gap="xs">
        <Button size="compact-xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="compact-xs" onClick={add} disabled={!columns.some((c) => c.id === target)}>
          Add foreign key
        </Button>
      </Group>
    </Stack>
  );
}
