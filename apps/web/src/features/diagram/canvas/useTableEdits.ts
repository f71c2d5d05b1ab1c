import { newColumn, newPrimaryKeyColumn, type AttributePatch, type DbEntity } from '@relata/core';
import { useMemo } from 'react';
import { showApiError } from '../../../lib/toast/toast';
import { useDispatcher } from '../actions/dispatch';
import { loadReferenceChecks, withReferenceChecks } from '../actions/lazyReferenceChecks';
import { saveReference, saveReferenceRemoval, type Reference } from '../actions/referenceSteps';
import {
  saveColumnEdit,
  saveItemEdit,
  saveRename,
  saveTableFields,
  type TableFields,
} from '../actions/steps';
import type { ItemPatch } from '../model/tableItems';
import { dropRow } from '../model/pkBoundary';

/**
 * Edits of one table from the canvas or the side panel. Each goes through the editor kernel: it
 * runs after the edits under way and its step (undo touches only this table's changed columns
 * or name) goes on the history in its turn.
 */
export function useTableEdits(table: DbEntity) {
  const { context, record } = useDispatcher();
  return useMemo(() => {
    /** The table as the cache holds it now (the one rendered may be a render behind). */
    const current = () =>
      context()
        .ops.current()
        ?.tables.find((t) => t.id === table.id) ?? table;
    const save = (label: string, patches: AttributePatch[]) => {
      const { ops } = context();
      record(() => saveColumnEdit(ops, label, table.id, patches)).catch(showApiError);
    };
    /** Column patches; renaming or removing a column something reads asks first (referenceChecks). */
    const patch = (label: string, patches: AttributePatch[]) =>
      void withReferenceChecks(({ askColumnEdit }) => {
        const question = askColumnEdit(context().ops.current(), current(), patches);
        if (!question) save(label, patches);
        else void question.then((yes) => yes && save(label, patches));
      }).catch(showApiError);
    const saveName = (name: string): Promise<boolean> =>
      record(() => saveRename(context().ops, table.id, table.name, name)).then(
        () => true,
        (error: unknown) => {
          showApiError(error);
          return false;
        },
      );
    return {
      /**
       * Renames the table; answers whether the server took the name (a refusal is shown). A rename
       * that would break what reads the table asks first; declined, it answers false.
       */
      rename: async (name: string): Promise<boolean> => {
        const { askTableRename } = await loadReferenceChecks();
        const question = askTableRename(context().ops.current(), current(), name);
        return question ? question.then((yes) => (yes ? saveName(name) : false)) : saveName(name);
      },
      patch,
      /** Adds, replaces or removes indexes, unique constraints or checks; settles when done. */
      items: (label: string, patches: ItemPatch[]) =>
        record(() => saveItemEdit(context().ops, label, table.id, patches)).catch(showApiError),
      /** Makes a column of the table a foreign key (the "Foreign key" box ticked). */
      reference: (reference: Reference) =>
        void record(() => saveReference(context().ops, reference)).catch(showApiError),
      /** Removes the relationships whose foreign key a column of the table holds. */
      unreference: (columnId: string) =>
        void record(() => saveReferenceRemoval(context().ops, table.id, columnId)).catch(
          showApiError,
        ),
      /** Sets the table's schema, comment or colour; settles when done. */
      fields: (label: string, fields: TableFields) =>
        record(() => saveTableFields(context().ops, label, table.id, fields)).catch(showApiError),
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
  }, [context, record, table]);
}
