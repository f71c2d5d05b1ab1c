import { Button, TextInput } from '@mantine/core';
import { newEditorColumn, type DbEntity } from '@relata/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTableEdits } from '../canvas/useTableEdits';
import type { ColumnChanges } from '../model/columnPatches';
import { EDITOR_SAVE_DELAY_MS } from '../model/constants';
import { ColumnEditorRow } from './ColumnEditorRow';
import { TableFieldsEditor } from './TableFieldsEditor';
import { TableItemSection } from './TableItems';

/** Props of TableEditor. */
export interface TableEditorProps {
  table: DbEntity;
  readOnly: boolean;
  /** The project's type names, offered in each column's type field. */
  typeNames?: readonly string[];
  /** The diagram's tables, which a foreign key may reference (the table alone by default). */
  tables?: readonly DbEntity[];
}

const COLLECTIONS = ['indexes', 'uniques', 'checks'] as const;

/**
 * The Editor tab for one table: its name, schema, colour and comment, every column with all flags,
 * and its indexes, unique constraints and checks (spec 2 §2, §4; issue 16).
 */
export function TableEditor({
  table,
  readOnly,
  typeNames = [],
  tables = [table],
}: TableEditorProps) {
  const edits = useTableEdits(table);
  const typeList = `types-${useId()}`;
  // What the person typed stays on screen until the stored name has caught up with it: the
  // stored name of a save still on its way (or its realtime echo) never replaces newer typing.
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const name = draft ?? table.name;
  useEffect(() => {
    if (draft === undefined || readOnly) return;
    const wanted = draft.trim();
    if (wanted === table.name) {
      // Caught up; trailing spaces being typed stay until the field is left.
      if (draft === table.name || document.activeElement !== input.current) setDraft(undefined);
      return;
    }
    // A refused name gives way to the stored one (unless typing went on), so that it is not
    // sent again with every later change of the table.
    const t = setTimeout(
      () =>
        void edits.rename(wanted).then((saved) => {
          if (!saved) setDraft((current) => (current === draft ? undefined : current));
        }),
      EDITOR_SAVE_DELAY_MS,
    );
    return () => clearTimeout(t);
  }, [draft, table.name, edits, readOnly]);
  const save = (id: string, changes: ColumnChanges) =>
    edits.patch('Edit Column', [{ op: 'update', id, changes }]);
  const remove = (id: string) => edits.patch('Delete Row', [{ op: 'remove', id }]);
  return (
    <div style={{ padding: 12 }}>
      <TextInput
        label="Table name"
        value={name}
        readOnly={readOnly}
        onChange={(e) => setDraft(e.currentTarget.value)}
        // Leaving the field shows the stored name (trimmed, or as a failed save left it).
        ref={input}
        onBlur={() => {
          if (draft?.trim() === table.name) setDraft(undefined);
        }}
        mb="sm"
      />
      <datalist id={typeList}>
        {typeNames.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <TableFieldsEditor table={table} readOnly={readOnly} onSave={edits.fields} />
      {table.attributes.map((column) => (
        <ColumnEditorRow
          key={column.id}
          column={column}
          tableId={table.id}
          tables={tables}
          readOnly={readOnly}
          typeList={typeList}
          onSave={save}
          onRemove={remove}
          onReference={edits.reference}
          onUnreference={edits.unreference}
        />
      ))}
      {!readOnly && (
        <Button
          size="xs"
          variant="light"
          mt="sm"
          onClick={() => edits.patch('Add Column', [{ op: 'add', attribute: newEditorColumn() }])}
        >
          Add column
        </Button>
      )}
      {COLLECTIONS.map((collection) => (
        <TableItemSection
          key={collection}
          collection={collection}
          table={table}
          readOnly={readOnly}
          onPatch={edits.items}
        />
      ))}
    </div>
  );
}
