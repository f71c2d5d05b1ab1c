import { Checkbox, Popover } from '@mantine/core';
import { UNNAMED_ATTRIBUTE_LABEL, type Attribute, type DbEntity } from '@relata/core';
import { useState } from 'react';
import type { Reference } from '../actions/referenceSteps';
import { ReferencePicker } from './ReferencePicker';

/** Props of ForeignKeyBox. */
export interface ForeignKeyBoxProps {
  /** The column, its flag as the relationships say (decision 0049). */
  column: Attribute;
  tableId: string;
  /** The tables it may reference. */
  tables: readonly DbEntity[];
  readOnly: boolean;
  onReference: (reference: Reference) => void;
  onUnreference: (columnId: string) => void;
}

/**
 * A column's "Foreign key" box (issue 36, item A2): ticking it asks what the key references, in a
 * small dialog, and makes the relationship; unticking it removes the relationships the column
 * holds. It is ticked exactly when a relationship holds the column.
 */
export function ForeignKeyBox({
  column,
  tableId,
  tables,
  readOnly,
  onReference,
  onUnreference,
}: ForeignKeyBoxProps) {
  const [picking, setPicking] = useState(false);
  return (
    <Popover
      opened={picking}
      onChange={setPicking}
      position="bottom-start"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
      // Named here: Mantine would name the dialog after its target, a checkbox.
      withRoles={false}
    >
      <Popover.Target>
        <Checkbox
          size="xs"
          label="Foreign key"
          checked={column.isForeignKey}
          disabled={readOnly}
          aria-haspopup="dialog"
          aria-expanded={picking}
          onChange={(e) => {
            if (e.currentTarget.checked) setPicking(true);
            else onUnreference(column.id);
          }}
        />
      </Popover.Target>
      <Popover.Dropdown
        role="dialog"
        aria-label={`Foreign key of ${column.name || UNNAMED_ATTRIBUTE_LABEL}`}
      >
        <ReferencePicker
          column={column}
          tableId={tableId}
          tables={tables}
          onCancel={() => setPicking(false)}
          onPick={(reference) => {
            setPicking(false);
            onReference(reference);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
