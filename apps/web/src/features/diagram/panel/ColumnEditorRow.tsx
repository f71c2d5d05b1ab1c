import { ActionIcon, Checkbox, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconTrash } from '@tabler/icons-react';
import type { Attribute, DbEntity } from '@relata/core';
import { useEffect, useRef, useState } from 'react';
import type { Reference } from '../actions/referenceSteps';
import { withKeyRule, type ColumnChanges } from '../model/columnPatches';
import { EDITOR_SAVE_DELAY_MS } from '../model/constants';
import { ForeignKeyBox } from './ForeignKeyBox';

/** Props of ColumnEditorRow. */
export interface ColumnEditorRowProps {
  column: Attribute;
  /** The column's table, and the tables a foreign key of it may reference. */
  tableId: string;
  tables: readonly DbEntity[];
  readOnly?: boolean;
  /** The id of the datalist of type names the type field offers. */
  typeList?: string;
  onSave: (id: string, changes: ColumnChanges) => void;
  onRemove: (id: string) => void;
  onReference: (reference: Reference) => void;
  onUnreference: (columnId: string) => void;
}

const FLAGS = [
  ['isNullable', 'Nullable'],
  ['isPrimaryKey', 'Primary key'],
  ['isUnique', 'Unique'],
  ['isIdentity', 'Identity'],
  ['isAutoIncrement', 'Auto-increment'],
] as const;

/**
 * One column in the table editor; changes are saved as one patch 500 ms after the last keystroke
 * (spec 2 §4). While the person is in the row, what they typed stays on screen until the stored
 * column says the same: an answer to an earlier save arriving late never rewrites the field under
 * their fingers. Leaving the row shows the stored column again.
 */
export function ColumnEditorRow({
  column,
  tableId,
  tables,
  readOnly = false,
  typeList,
  onSave,
  onRemove,
  onReference,
  onUnreference,
}: ColumnEditorRowProps) {
  const [pending, setPending] = useState<ColumnChanges>({});
  const [details, setDetails] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const row = useRef<HTMLDivElement>(null);
  /** Changes typed but not sent yet. */
  const unsent = useRef(false);
  const latest = useRef({ pending, onSave });
  useEffect(() => {
    latest.current = { pending, onSave };
  });
  useEffect(
    () => () => {
      // Leaving the editor saves what is still waiting.
      clearTimeout(timer.current);
      const { pending: p, onSave: save } = latest.current;
      if (unsent.current && Object.keys(p).length > 0) save(column.id, p);
    },
    [column.id],
  );
  // Values the stored column now has need no override any more.
  useEffect(() => {
    setPending((p) => {
      const keys = (Object.keys(p) as Array<keyof ColumnChanges>).filter(
        (k) => !unsent.current && column[k] === p[k],
      );
      if (keys.length === 0) return p;
      const rest = { ...p };
      for (const k of keys) delete rest[k];
      return rest;
    });
  }, [column]);
  const inRow = () => row.current?.contains(document.activeElement) ?? false;
  const change = (changes: ColumnChanges) => {
    const next = withKeyRule({ ...pending, ...changes });
    setPending(next);
    unsent.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const saved = {
        ...next,
        ...(next.name !== undefined ? { name: next.name.trim() } : {}),
        ...(next.type !== undefined ? { type: next.type.trim() } : {}),
      };
      unsent.current = false;
      setPending(inRow() ? saved : {});
      onSave(column.id, saved);
    }, EDITOR_SAVE_DELAY_MS);
  };
  const shown = { ...column, ...pending };
  return (
    <Paper
      ref={row}
      withBorder
      p={6}
      mb={6}
      data-testid="column-editor"
      onBlur={(e) => {
        if (!unsent.current && !e.currentTarget.contains(e.relatedTarget)) setPending({});
      }}
    >
      <SimpleGrid cols={3} spacing={6}>
        <TextInput
          size="xs"
          aria-label="Name"
          placeholder="Name"
          value={shown.name}
          readOnly={readOnly}
          onChange={(e) => change({ name: e.currentTarget.value })}
        />
        <TextInput
          size="xs"
          aria-label="Type"
          placeholder="Type"
          value={shown.type}
          readOnly={readOnly}
          list={typeList}
          onChange={(e) => change({ type: e.currentTarget.value })}
        />
        <TextInput
          size="xs"
          aria-label="Default"
          placeholder="Default"
          value={shown.defaultValue ?? ''}
          readOnly={readOnly}
          onChange={(e) => change({ defaultValue: e.currentTarget.value || null })}
        />
      </SimpleGrid>
      <Group gap={10} mt={6} wrap="wrap">
        {FLAGS.map(([key, label]) => (
          <Checkbox
            key={key}
            size="xs"
            label={label}
            checked={shown[key]}
            disabled={readOnly || (key === 'isNullable' && shown.isPrimaryKey)}
            onChange={(e) => change({ [key]: e.currentTarget.checked })}
          />
        ))}
        {/* Not a flag of its own: a relationship is behind it (decision 0049). */}
        <ForeignKeyBox
          column={column}
          tableId={tableId}
          tables={tables}
          readOnly={readOnly}
          onReference={onReference}
          onUnreference={onUnreference}
        />
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label="Column details"
          aria-expanded={details}
          onClick={() => setDetails(!details)}
          ml="auto"
        >
          {details ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        </ActionIcon>
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label="Remove column"
            onClick={() => onRemove(column.id)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        )}
      </Group>
      {details && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
          <TextInput
            size="xs"
            aria-label="Column comment"
            placeholder="Comment"
            value={shown.comment ?? ''}
            readOnly={readOnly}
            onChange={(e) => change({ comment: e.currentTarget.value || null })}
          />
          <TextInput
            size="xs"
            aria-label="Collation"
            placeholder="Collation"
            value={shown.collation ?? ''}
            readOnly={readOnly}
            onChange={(e) => change({ collation: e.currentTarget.value || null })}
          />
        </SimpleGrid>
      )}
    </Paper>
  );
}
