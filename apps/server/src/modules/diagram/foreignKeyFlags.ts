/**
 * The stored `isForeignKey` of columns follows the relationships (decision 0049): a column is a
 * foreign key exactly when a relationship holds it. Writes that add or remove relationships set
 * the flag of the column they hold; column patches cannot set it on their own.
 */
import {
  foreignKeyColumns,
  withForeignKeyFlags,
  type Attribute,
  type DbEntity,
} from '@relata/core';
import type { Emit } from '../../realtime/transact';
import {
  type Trx,
  emitChange,
  presentRelationship,
  presentTable,
  readAttributes,
  storedAttributes,
} from './stored';

/** The ids of a table's columns that a relationship of the project holds as its foreign key. */
export async function heldColumns(
  trx: Trx,
  projectId: string,
  tableId: string,
): Promise<ReadonlySet<string>> {
  const rows = await relationshipRowsOf(trx, projectId, tableId);
  return foreignKeyColumns(rows.map(presentRelationship)).get(tableId) ?? new Set();
}

/** The stored relationships of a project that start or end at a table. */
export function relationshipRowsOf(trx: Trx, projectId: string, tableId: string) {
  return trx
    .selectFrom('db_relationships')
    .selectAll()
    .where('project_id', '=', projectId)
    .where((eb) =>
      eb.or([eb('source_table_id', '=', tableId), eb('target_table_id', '=', tableId)]),
    )
    .execute();
}

/** A table's columns with their flags as its relationships now say (the same array if they agree). */
export async function columnsWithForeignKeys(
  trx: Trx,
  projectId: string,
  tableId: string,
  attributes: Attribute[],
): Promise<Attribute[]> {
  return withForeignKeyFlags(attributes, await heldColumns(trx, projectId, tableId));
}

/**
 * Writes the flags of a table's columns as its relationships now say, after relationships were
 * added or removed in this transaction: when one differs, the table goes up a version and the
 * project's screens hear of it. Answers the table as it now is; undefined when it is gone.
 */
export async function syncForeignKeyFlags(
  trx: Trx,
  emit: Emit,
  projectId: string,
  tableId: string,
): Promise<DbEntity | undefined> {
  const row = await trx
    .selectFrom('db_entities')
    .selectAll()
    .where('id', '=', tableId)
    .where('project_id', '=', projectId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const columns = readAttributes(row.attributes);
  const agreed = await columnsWithForeignKeys(trx, projectId, tableId, columns);
  if (agreed === columns) return presentTable(row);
  const updated = await trx
    .updateTable('db_entities')
    .set((eb) => ({
      attributes: storedAttributes(agreed),
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', tableId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const table = presentTable(updated);
  emitChange(emit, projectId, 'db_entities', 'UPDATE', table, {
    id: row.id,
    version: row.version,
  });
  return table;
}

/**
 * Locks tables in one order (by id), so that two writes that each lock several of them wait for
 * each other instead of deadlocking.
 */
export async function lockTables(
  trx: Trx,
  projectId: string,
  tableIds: readonly string[],
): Promise<void> {
  if (tableIds.length === 0) return;
  await trx
    .selectFrom('db_entities')
    .select('id')
    .where('project_id', '=', projectId)
    .where('id', 'in', [...new Set(tableIds)])
    .orderBy('id')
    .forUpdate()
    .execute();
}
