/** Relationships of the diagram: connect two tables (adding foreign keys), edit, delete. */
import { randomUUID } from 'node:crypto';
import {
  type ConnectResult,
  foreignKeyEnd,
  foreignKeyLinks,
  NO_PRIMARY_KEY_MESSAGE,
  type DbRelationship,
  type UpdateRelationshipBody,
  jsonBytes,
  STORED_ITEM_WRAP_BYTES,
} from '@relata/core';
import { AppError } from '../../http/errors';
import { transact } from '../../realtime/transact';
import { lockTables, syncForeignKeyFlags } from './foreignKeyFlags';
import { checkDiagramGrowth } from './limits';
import {
  type DiagramDeps,
  presentTable,
  presentRelationship,
  edit,
  emitChange,
  readAttributes,
  storedAttributes,
} from './stored';

/**
 * The canvas's Add Relationship (spec 2 §4): for each primary-key column of the source a
 * foreign-key column is added to the target (a column named id becomes {source}_id) and one
 * ONE_TO_MANY relationship per key is created, all in one transaction.
 */
export async function connectTables(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  sourceTableId: string,
  targetTableId: string,
): Promise<ConnectResult> {
  if (sourceTableId === targetTableId)
    throw new AppError(400, 'bad_request', 'A relationship needs two different tables.');
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const tables = await trx
      .selectFrom('db_entities')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', 'in', [sourceTableId, targetTableId])
      .forUpdate()
      .execute();
    const read = (id: string) => {
      const row = tables.find((t) => t.id === id);
      return row && { ...row, attributes: readAttributes(row.attributes) };
    };
    const source = read(sourceTableId);
    const target = read(targetTableId);
    if (!source || !target) throw new AppError(404, 'not_found', 'Table not found.');
    const links = foreignKeyLinks(source, target, randomUUID);
    if (links.length === 0) throw new AppError(422, 'unprocessable', NO_PRIMARY_KEY_MESSAGE);
    const attributes = [...target.attributes, ...links.map((l) => l.column)];
    const updated = await trx
      .updateTable('db_entities')
      .set((eb) => ({
        attributes: storedAttributes(attributes),
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', target.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const table = presentTable(updated);
    emitChange(emit, projectId, 'db_entities', 'UPDATE', table, null);
    const relationships: DbRelationship[] = [];
    for (const link of links) {
      const row = await trx
        .insertInto('db_relationships')
        .values({
          project_id: projectId,
          name: link.name,
          source_table_id: source.id,
          target_table_id: target.id,
          source_column_id: link.key.id,
          target_column_id: link.column.id,
          cardinality: 'ONE_TO_MANY',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const rel = presentRelationship(row);
      relationships.push(rel);
      emitChange(emit, projectId, 'db_relationships', 'INSERT', rel, null);
    }
    // The new columns (at most their JSON: the rest of the table did not change) and relationships.
    await checkDiagramGrowth(trx, deps, projectId, {
      columns: links.length,
      relationships: relationships.length,
      bytes:
        jsonBytes(links.map((l) => l.column)) +
        jsonBytes(relationships) +
        relationships.length * STORED_ITEM_WRAP_BYTES,
    });
    return { table, relationships };
  });
}

/**
 * Sets a relationship's name, cardinality, actions or deferrability (Editors); its ends stay
 * fixed (spec 2). A null action or deferrability goes back to the default.
 */
export async function updateRelationship(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  relationshipId: string,
  body: UpdateRelationshipBody,
): Promise<DbRelationship> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const { onDelete, onUpdate, deferrable, ...fields } = body;
    const row = await trx
      .updateTable('db_relationships')
      .set({
        ...fields,
        ...(onDelete === undefined ? {} : { on_delete: onDelete }),
        ...(onUpdate === undefined ? {} : { on_update: onUpdate }),
        ...(deferrable === undefined ? {} : { deferrability: deferrable }),
      })
      .where('id', '=', relationshipId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'Relationship not found.');
    const relationship = presentRelationship(row);
    emitChange(emit, projectId, 'db_relationships', 'UPDATE', relationship, null);
    return relationship;
  });
}

/**
 * Deletes a relationship; the column that held its foreign key is no longer one, unless another
 * relationship holds it (decision 0049).
 */
export async function deleteRelationship(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  relationshipId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const found = await trx
      .selectFrom('db_relationships')
      .selectAll()
      .where('id', '=', relationshipId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    const end = found && foreignKeyEnd(presentRelationship(found));
    // The holding table first, as a table's deletion locks it before its relationships.
    if (end) await lockTables(trx, projectId, [end.tableId]);
    const row = await trx
      .deleteFrom('db_relationships')
      .where('id', '=', relationshipId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'Relationship not found.');
    emitChange(emit, projectId, 'db_relationships', 'DELETE', null, presentRelationship(row));
    if (end) await syncForeignKeyFlags(trx, emit, projectId, end.tableId);
  });
}
