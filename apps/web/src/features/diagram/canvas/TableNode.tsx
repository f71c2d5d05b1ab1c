import { columnMarks, columnTextWidths, UNNAMED_TABLE_LABEL } from '@relata/core';
import type { NodeProps } from '@xyflow/react';
import { memo, useCallback, type CSSProperties, type MouseEvent } from 'react';
import type { ColumnChanges } from '../model/columnPatches';
import type { TableFlowNode } from '../model/flowElements';
import { tableHeaderStyle } from '../model/palette';
import { shownColumns } from '../model/geometry';
import { orderedColumns } from '../model/pkBoundary';
import { useEditor, useEditorApi } from '../store/editorStore';
import { useDetail } from './DetailProvider';
import { Anchors } from './Anchors';
import { BoxName } from './BoxName';
import { CHANGE_WORDS, useTableMark } from './compareMarks';
import { EditableText } from './EditableText';
import { rowDropTarget } from './rowDrag';
import { TableRow } from './TableRow';
import { useColumnLink } from './useColumnLink';
import { useTableEdits } from './useTableEdits';
import classes from './diagram.module.css';

/**
 * The widths of the name and type columns of a table's rows, in proportion to their longest texts
 * (issue 36, item B8): the table is as wide as those texts need (core's drawnTableSize), so each
 * gets its share; a table at its widest cuts both alike.
 */
function textColumns(widths: { name: number; type: number }): CSSProperties {
  // Custom properties are not in React's style type; the rows' grid reads them.
  return {
    '--name-fr': `${Math.max(1, Math.round(widths.name))}fr`,
    '--type-fr': `${Math.max(1, Math.round(widths.type))}fr`,
  } as CSSProperties;
}

/**
 * A table on the canvas: title, primary-key rows above the others, add row; a named box when zoomed
 * out. Its rows have handles to drag a relationship from (issue 36, item B11), shown on hover or
 * focus, and only in tables drawn in detail: zoomed out there are no rows, nor handles.
 */
export const TableNode = memo(function TableNode({ data, selected }: NodeProps<TableFlowNode>) {
  const { table, display } = data;
  const box = useDetail() === 'box';
  const readOnly = useEditor((s) => s.readOnly);
  const store = useEditorApi();
  const edits = useTableEdits(table);
  const mark = useTableMark(table.id);
  const startLink = useColumnLink();
  const handleChange = useCallback(
    (id: string, changes: ColumnChanges) =>
      edits.patch('Edit Column', [{ op: 'update', id, changes }]),
    [edits],
  );
  const handleMenu = useCallback(
    (e: MouseEvent, columnId: string) => {
      e.preventDefault();
      e.stopPropagation();
      if (!store.getState().readOnly)
        store.getState().set({
          menu: {
            target: { kind: 'column', tableId: table.id, columnId },
            x: e.clientX,
            y: e.clientY,
          },
        });
    },
    [store, table.id],
  );
  const name = table.name || UNNAMED_TABLE_LABEL;
  if (box) {
    return (
      <div
        className={`${classes.table} ${classes.tableBox} ${selected ? classes.selected : ''}`}
        data-testid="table-node"
        data-name={table.name}
        data-change={mark?.kind}
      >
        <Anchors />
        <BoxName name={name} />
      </div>
    );
  }
  const all = orderedColumns(table.attributes);
  // Keys only or the name only (the visualization settings): rows are edited in place but
  // reordered only where every row shows, so that a drop's place is the column's place.
  const columns = shownColumns(all, display);
  const whole = display === 'all';
  // Derived once per table render, not per row: rows get plain flags and stay memoised.
  const marks = columnMarks(table);
  const keys = columns.filter((c) => c.isPrimaryKey).length;
  return (
    <div
      className={`${classes.table} ${selected ? classes.selected : ''}`}
      data-testid="table-node"
      data-name={table.name}
      data-change={mark?.kind}
      style={textColumns(columnTextWidths(table.attributes, display))}
    >
      <Anchors />
      <div
        className={classes.tableTitle}
        style={tableHeaderStyle(table.color)}
        title={table.comment || undefined}
      >
        <EditableText
          label="Table name"
          value={table.name}
          placeholder={UNNAMED_TABLE_LABEL}
          readOnly={readOnly}
          onSave={(name) => void edits.rename(name)}
        />
        {mark && <span className={classes.changeTag}>{CHANGE_WORDS[mark.kind]}</span>}
      </div>
      {columns.map((column, i) => (
        <div
          key={column.id}
          className={`${classes.rowSlot} ${i === keys - 1 ? classes.keyAreaEnd : ''}`}
          data-column-id={column.id}
          data-change={mark?.columns[column.id]}
          title={mark?.columns[column.id] && CHANGE_WORDS[mark.columns[column.id]!]}
        >
          <TableRow
            column={column}
            index={i}
            indexed={marks.get(column.id)?.indexed ?? false}
            unique={marks.get(column.id)?.unique ?? false}
            checked={marks.get(column.id)?.checked ?? false}
            readOnly={readOnly}
            movable={whole}
            onChange={handleChange}
            onDropRow={edits.moveRow}
            onMenu={handleMenu}
          />
          {!readOnly && (
            <span
              className={`nodrag nopan ${classes.linkHandle}`}
              data-testid="link-handle"
              title="Drag to a column of another table to relate them"
              onPointerDown={(e) => startLink(e, table.id, column.id)}
            />
          )}
        </div>
      ))}
      {!readOnly && whole && (
        // A row dropped on the add row goes last, never below it (spec 2 §5).
        <div
          className={`nodrag ${classes.addRow}`}
          data-add-row
          {...rowDropTarget((id) => edits.moveRow(id, columns.length - 1))}
        >
          <button type="button" onClick={() => edits.addRow(false)}>
            + Add row
          </button>
          <button type="button" onClick={() => edits.addRow(true)}>
            + Add key
          </button>
        </div>
      )}
    </div>
  );
});
