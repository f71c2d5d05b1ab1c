import { newColumn, newPrimaryKeyColumn, type AttributePatch, type DbEntity } from '@relata/core';
import { useMemo } from 'react';
import { showApiError } from '../../../lib/toast/toast';
import { useDispatcher } from '../actions/dispatch';
import { inversePatches } from '../model/columnPatches';
import { dropRow } from '../model/pkBoundary';
import { pushEntry } from '../model/undoStack';

/** Edits of one table from the canvas or the side panel; each is undoable (Ctrl+Z). */
export function useTableEdits(table: DbEntity) {
  const { context } = useDispatcher();
  return useMemo(() => {
    const record = (label: string, undo: () => Promise<unknown>, redo: () => Promise<unknown>) => {
      const { store } = context();
      store.getState().set({
        undo: pushEntry(store.getState().undo, {
          label,
          undo: async () => void (await undo()),
          redo: async () => void (await redo()),
        }),
      });
    };
    const patch = (label: string, patches: AttributePatch[]) => {
      const { ops } = context();
      const current = ops.current()?.tables.find((t) => t.id === table.id) ?? table;
      const inverse = inversePatches(current.attributes, patches);
      ops.updateTable(table.id, { patches }).then(
        () =>
          record(
            label,
            () => ops.updateTable(table.id, { patches: inverse }),
            () => ops.updateTable(table.id, { patches }),
          ),
        showApiError,
      );
    };
    return {
      /** Renames the table; answers whether the server took the name (a refusal is shown). */
      rename: (name: string): Promise<boolean> => {
        const { ops } = context();
        const before = table.name;
        return ops.updateTable(table.id, { name }).then(
          () => {
            record(
              'Rename Table',
              () => ops.updateTable(table.id, { name: before }),
              () => ops.updateTable(table.id, { name }),
            );
            return true;
          },
          (error: unknown) => {
            showApiError(error);
            return false;
          },
        );
      },
      patch,
      addRow: (primaryKey: boolean) => {
        const attribute = primaryKey ? newPrimaryKeyColumn() : newColumn();
        const keys = table.attributes.filter((a) => a.isPrimaryKey).length;
        patch('Add Row', [{ op: 'add', attribute, ...(primaryKey ? { index: keys } : {}) }]);
      },
      moveRow: (columnId: string, toIndex: number) => {
        const drop = dropRow(table.attributes, columnId, toIndex);
        if (!drop) return;
        patch('Move Row', [
          { op: 'move', id: columnId, index: drop.index },
          ...(drop.changes ? [{ op: 'update' as const, id: columnId, changes: drop.changes }] : []),
        ]);
      },
    };
  }, [context, table]);
}
