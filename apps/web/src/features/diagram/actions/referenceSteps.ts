import { foreignKeyEnd, type DbRelationship } from '@relata/core';
import type { Step } from '../../../lib/editor/history';
import type { DiagramOps } from '../api/diagramOps';

/** A foreign key the side panel makes: a column of a table, and the column it references. */
export interface Reference {
  tableId: string;
  columnId: string;
  referencedTableId: string;
  referencedColumnId: string;
}

/**
 * Makes a column a foreign key (the "Foreign key" box ticked) and answers its step: undo deletes
 * the relationship, and with it the column's flag (the server's rule, decision 0049); redo makes
 * it again, under a new id that later steps follow.
 */
export async function saveReference(ops: DiagramOps, reference: Reference): Promise<Step> {
  const create = async () =>
    (
      await ops.createRelationship({
        sourceTableId: reference.referencedTableId,
        sourceColumnId: reference.referencedColumnId,
        targetTableId: reference.tableId,
        targetColumnId: reference.columnId,
      })
    ).relationships.map((r) => r.id);
  let ids = await create();
  return {
    label: 'Add Foreign Key',
    undo: async () => void (await Promise.all(ids.map((id) => ops.deleteRelationship(id)))),
    redo: async () => {
      ids = await create();
    },
  };
}

/** The relationships whose foreign key a column holds. */
export function relationshipsHolding(
  relationships: readonly DbRelationship[],
  tableId: string,
  columnId: string,
): DbRelationship[] {
  return relationships.filter((r) => {
    const end = foreignKeyEnd(r);
    return end?.tableId === tableId && end.columnId === columnId;
  });
}

/**
 * Stops a column being a foreign key (the box unticked): deletes every relationship that holds
 * it, as one step; undo brings them back as they were (same ids, ends and actions).
 */
export async function saveReferenceRemoval(
  ops: DiagramOps,
  tableId: string,
  columnId: string,
): Promise<Step> {
  const held = relationshipsHolding(ops.current()?.relationships ?? [], tableId, columnId);
  const drop = async () => void (await Promise.all(held.map((r) => ops.deleteRelationship(r.id))));
  await drop();
  return {
    label: 'Remove Foreign Key',
    undo: async () => {
      for (const r of held) await ops.restoreRelationship(r);
    },
    redo: drop,
  };
}
