import type { DragEvent } from 'react';

/** The drag data type of a table row being moved to another place among the columns. */
export const ROW_MIME = 'application/x-relata-row';

/** Drop handlers for a place a row can be dropped on; `onDropRow` gets the dragged column's id. */
export function rowDropTarget(onDropRow: (columnId: string) => void) {
  return {
    onDragOver: (e: DragEvent) => {
      if (e.dataTransfer.types.includes(ROW_MIME)) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      const id = e.dataTransfer.getData(ROW_MIME);
      if (!id) return;
      e.preventDefault();
      e.stopPropagation();
      onDropRow(id);
    },
  };
}
