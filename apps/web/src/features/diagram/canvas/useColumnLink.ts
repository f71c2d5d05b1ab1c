import { useCallback, type PointerEvent as ReactPointerEvent } from 'react';
import type { Step } from '../../../lib/editor/history';
import { showApiError, toast } from '../../../lib/toast/toast';
import { useDispatcher } from '../actions/dispatch';
import type { DiagramOps } from '../api/diagramOps';
import { columnLink, type ColumnEnd, type ColumnLink } from '../model/columnLink';

/** The column row of a table under a point of the screen, if any (read once, at the drop). */
function columnAt(x: number, y: number): ColumnEnd | undefined {
  const row = document.elementFromPoint(x, y)?.closest('[data-column-id]');
  const tableId = row?.closest('.react-flow__node')?.getAttribute('data-id');
  const columnId = row?.getAttribute('data-column-id');
  return tableId && columnId ? { tableId, columnId } : undefined;
}

/**
 * Makes the relationship of a drag between two columns: the target column becomes a foreign key
 * referencing the source column. Undo deletes it (its column is no foreign key any more), redo
 * restores it as it was.
 */
async function linkColumns(
  ops: DiagramOps,
  link: Extract<ColumnLink, { kind: 'link' }>,
): Promise<Step> {
  const { relationships } = await ops.createRelationship({
    sourceTableId: link.sourceTableId,
    sourceColumnId: link.sourceColumnId,
    targetTableId: link.targetTableId,
    targetColumnId: link.targetColumnId,
  });
  const [made] = relationships;
  if (!made) throw new Error('The relationship was not made.');
  return {
    label: 'Add Relationship',
    undo: () => ops.deleteRelationship(made.id),
    redo: async () => void (await ops.restoreRelationship(made)),
  };
}

/**
 * Relationships by dragging (issue 36, item B11): a press on a column's handle starts a line that
 * follows the pointer (the editor's connectingFrom, so Escape cancels it as it cancels Add
 * Relationship); released on a column of another table, it makes the relationship columnLink
 * reads, as one undoable step. Nothing is measured while the pointer moves: the column under the
 * pointer is looked up once, when it is released.
 */
export function useColumnLink(): (
  event: ReactPointerEvent,
  tableId: string,
  columnId: string,
) => void {
  const { context, record } = useDispatcher();
  return useCallback(
    (event, tableId, columnId) => {
      const { store } = context();
      if (event.button !== 0 || store.getState().readOnly) return;
      // Not a drag of the table, nor a selection of its text.
      event.preventDefault();
      event.stopPropagation();
      store
        .getState()
        .set({ connectingFrom: tableId, connectingColumn: columnId, menu: undefined });
      const finish = (at: { clientX: number; clientY: number } | undefined) => {
        window.removeEventListener('pointerup', handleUp);
        window.removeEventListener('pointercancel', handleCancel);
        const state = store.getState();
        if (state.connectingColumn !== columnId) return;
        // Escape during the drag has cleared connectingFrom: the drag is cancelled.
        const going = state.connectingFrom === tableId;
        state.set({ connectingFrom: undefined, connectingColumn: undefined });
        const to = going && at ? columnAt(at.clientX, at.clientY) : undefined;
        if (!to) return;
        const { ops } = context();
        const link = columnLink(ops.current()?.tables ?? [], { tableId, columnId }, to);
        if (link.kind === 'refused')
          toast.show({ title: 'Error', type: 'error', message: link.message });
        else if (link.kind === 'link') record(() => linkColumns(ops, link)).catch(showApiError);
      };
      const handleUp = (e: PointerEvent) => finish(e);
      const handleCancel = () => finish(undefined);
      window.addEventListener('pointerup', handleUp);
      window.addEventListener('pointercancel', handleCancel);
    },
    [context, record],
  );
}
