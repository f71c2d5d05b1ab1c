import { typeColourOf, UNNAMED_ATTRIBUTE_LABEL, type Attribute } from '@relata/core';
import { memo, type DragEvent, type MouseEvent } from 'react';
import type { ColumnChanges } from '../model/columnPatches';
import { EditableText } from './EditableText';
import { ROW_MIME } from './rowDrag';
import classes from './diagram.module.css';

/** Props of TableRow. */
export interface TableRowProps {
  column: Attribute;
  index: number;
  /** Whether a (non-unique) index covers the column. */
  indexed: boolean;
  /** Whether a unique constraint or unique index covers the column. */
  unique: boolean;
  /** Whether a check is on the column or names it. */
  checked: boolean;
  readOnly: boolean;
  /** Whether the row can be dragged to another place (every row of its table shows). */
  movable: boolean;
  onChange: (id: string, changes: ColumnChanges) => void;
  onDropRow: (id: string, index: number) => void;
  onMenu: (event: MouseEvent, columnId: string) => void;
}

/**
 * One column of a table: name, type with its colour, NULL / NOT NULL and key marks (spec 2 §2),
 * and whether an index, unique constraint or check covers it (issue 16).
 */
export const TableRow = memo(function TableRow({
  column,
  index,
  indexed,
  unique,
  checked,
  readOnly,
  movable,
  onChange,
  onDropRow,
  onMenu,
}: TableRowProps) {
  const typeColour = typeColourOf(column.type);
  const handleDragStart = (e: DragEvent) => {
    e.dataTransfer.setData(ROW_MIME, column.id);
    e.dataTransfer.effectAllowed = 'move';
  };
  const handleDrop = (e: DragEvent) => {
    const id = e.dataTransfer.getData(ROW_MIME);
    if (!id) return;
    e.preventDefault();
    e.stopPropagation();
    onDropRow(id, index);
  };
  const toggleNull = () => {
    if (!readOnly && !column.isPrimaryKey) onChange(column.id, { isNullable: !column.isNullable });
  };
  return (
    <div
      className={`nodrag ${classes.row}`}
      data-testid="table-row"
      draggable={!readOnly && movable}
      onDragStart={handleDragStart}
      onDragOver={(e) => e.dataTransfer.types.includes(ROW_MIME) && e.preventDefault()}
      onDrop={handleDrop}
      onContextMenu={(e) => onMenu(e, column.id)}
    >
      <EditableText
        className={classes.colName}
        label="Column name"
        value={column.name}
        placeholder={UNNAMED_ATTRIBUTE_LABEL}
        readOnly={readOnly}
        onSave={(name) => onChange(column.id, { name })}
      />
      <EditableText
        className={`${classes.colType} ${typeColour ? classes[`type-${typeColour}`] : ''}`}
        label="Column type"
        value={column.type}
        placeholder="type"
        readOnly={readOnly}
        onSave={(type) => onChange(column.id, { type })}
      />
      <span
        className={classes.colNull}
        data-testid="nullability"
        onDoubleClick={toggleNull}
        title={column.isPrimaryKey ? 'Primary keys are never null' : 'Double-click to toggle'}
      >
        {column.isNullable ? 'NULL' : 'NOT NULL'}
      </span>
      <span className={classes.colKeys}>
        {column.isPrimaryKey && <abbr title="Primary key">PK</abbr>}
        {column.isForeignKey && <abbr title="Foreign key">FK</abbr>}
        {(column.isUnique || unique) && !column.isPrimaryKey && <abbr title="Unique">UQ</abbr>}
        {indexed && (
          <abbr title="Indexed" aria-label="Indexed">
            IX
          </abbr>
        )}
        {checked && (
          <abbr title="Checked" aria-label="Checked">
            CK
          </abbr>
        )}
      </span>
    </div>
  );
});
