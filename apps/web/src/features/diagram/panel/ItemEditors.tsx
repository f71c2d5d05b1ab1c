import { ActionIcon, Checkbox, Group, NativeSelect, Paper, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Attribute, CheckConstraint, TableIndex, UniqueConstraint } from '@relata/core';
import type { ReactNode } from 'react';
import { INDEX_METHODS } from '../model/constants';
import { ColumnPicks } from './ColumnPicks';
import { useSavedDraft } from './useSavedDraft';

/** What every item editor gets: the item, the table's columns, and how to save or remove it. */
export interface ItemEditorProps<T> {
  item: T;
  columns: readonly Attribute[];
  readOnly: boolean;
  /** Saves the item; settles once the answer is in the cache. */
  onSave: (item: T) => Promise<unknown>;
  onRemove: () => void;
}

/** The frame of one item: its name field, its remove button and its own fields. */
function ItemFrame({
  kind,
  name,
  readOnly,
  onName,
  onRemove,
  children,
}: {
  kind: string;
  name: string;
  readOnly: boolean;
  onName: (name: string) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={6} mb={6} data-testid={`${kind.toLowerCase()}-editor`}>
      <Group gap={4} mb={4} wrap="nowrap">
        <TextInput
          size="xs"
          aria-label={`${kind} name`}
          placeholder="Name (generated when empty)"
          value={name}
          readOnly={readOnly}
          onChange={(e) => onName(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={`Remove ${kind.toLowerCase()}`}
            onClick={onRemove}
          >
            <IconTrash size={14} />
          </ActionIcon>
        )}
      </Group>
      {children}
    </Paper>
  );
}

/** An index: name, columns in order with ASC/DESC, unique, method and partial WHERE. */
export function IndexEditor({
  item,
  columns,
  readOnly,
  onSave,
  onRemove,
}: ItemEditorProps<TableIndex>) {
  const { value, change } = useSavedDraft(item, onSave);
  const optional = <K extends 'method' | 'where'>(key: K, text: string): TableIndex => {
    const next = { ...value };
    if (text.trim()) next[key] = text;
    else delete next[key];
    return next;
  };
  return (
    <ItemFrame
      kind="Index"
      name={value.name}
      readOnly={readOnly}
      onName={(name) => change({ ...value, name })}
      onRemove={onRemove}
    >
      <ColumnPicks
        label="Index"
        parts={value.parts}
        columns={columns}
        withOrder
        readOnly={readOnly}
        onChange={(parts) => change({ ...value, parts }, true)}
      />
      <Group gap="xs" mt={4} align="end" wrap="wrap">
        <Checkbox
          size="xs"
          label="Unique"
          aria-label="Unique index"
          checked={value.unique}
          disabled={readOnly}
          onChange={(e) => change({ ...value, unique: e.currentTarget.checked }, true)}
        />
        <NativeSelect
          size="xs"
          aria-label="Index method"
          data={[{ value: '', label: 'Default method' }, ...INDEX_METHODS]}
          value={value.method ?? ''}
          disabled={readOnly}
          onChange={(e) => change(optional('method', e.currentTarget.value), true)}
          w={130}
        />
      </Group>
      <TextInput
        size="xs"
        mt={4}
        aria-label="Index condition (WHERE)"
        placeholder="WHERE (partial index)"
        ff="monospace"
        value={value.where ?? ''}
        readOnly={readOnly}
        onChange={(e) => change(optional('where', e.currentTarget.value))}
      />
    </ItemFrame>
  );
}

/** A unique constraint: name and its columns in key order. */
export function UniqueEditor({
  item,
  columns,
  readOnly,
  onSave,
  onRemove,
}: ItemEditorProps<UniqueConstraint>) {
  const { value, change } = useSavedDraft(item, onSave);
  return (
    <ItemFrame
      kind="Unique"
      name={value.name}
      readOnly={readOnly}
      onName={(name) => change({ ...value, name })}
      onRemove={onRemove}
    >
      <ColumnPicks
        label="Unique"
        parts={value.columnIds.map((columnId) => ({ columnId }))}
        columns={columns}
        withOrder={false}
        readOnly={readOnly}
        onChange={(parts) =>
          change(
            { ...value, columnIds: parts.flatMap((p) => (p.columnId ? [p.columnId] : [])) },
            true,
          )
        }
      />
    </ItemFrame>
  );
}

/** A check: name, boolean expression, and the column it belongs to (or the table). */
export function CheckEditor({
  item,
  columns,
  readOnly,
  onSave,
  onRemove,
}: ItemEditorProps<CheckConstraint>) {
  // A check needs its expression: an emptied field is not saved until something is typed.
  const { value, change } = useSavedDraft(item, (next) =>
    next.expression.trim() ? onSave(next) : undefined,
  );
  const onColumn = (columnId: string) => {
    const next = { ...value };
    if (columnId) next.columnId = columnId;
    else delete next.columnId;
    change(next, true);
  };
  return (
    <ItemFrame
      kind="Check"
      name={value.name}
      readOnly={readOnly}
      onName={(name) => change({ ...value, name })}
      onRemove={onRemove}
    >
      <TextInput
        size="xs"
        aria-label="Check expression"
        placeholder="Expression, e.g. price > 0"
        ff="monospace"
        value={value.expression}
        readOnly={readOnly}
        onChange={(e) => change({ ...value, expression: e.currentTarget.value })}
        mb={4}
      />
      <NativeSelect
        size="xs"
        aria-label="Check column"
        data={[
          { value: '', label: 'Whole table' },
          ...columns.map((c) => ({ value: c.id, label: c.name || c.id })),
        ]}
        value={value.columnId ?? ''}
        disabled={readOnly}
        onChange={(e) => onColumn(e.currentTarget.value)}
      />
    </ItemFrame>
  );
}
