/** Imports: a whole model (a read script or an AI answer) added to the canvas or replacing it. */
import { randomUUID } from 'node:crypto';
import { type DiagramModel, type DiagramReloadRecord, type ImportDiagramBody } from '@relata/core';
import { AppError } from '../../http/errors';
import { transact } from '../../realtime/transact';
import { projectChannel } from '../projects/events';
import {
  type DiagramDeps,
  type Trx,
  type StoredDiagram,
  presentTable,
  presentComment,
  presentRelationship,
  edit,
} from './stored';

/** Rows per INSERT: 1000 tables are one statement (PostgreSQL allows 65535 parameters, 8 a row). */
const ROWS_PER_INSERT = 1000;

const chunk = <T>(items: T[], n = ROWS_PER_INSERT) =>
  Array.from({ length: Math.ceil(items.length / n) }, (_, i) => items.slice(i * n, i * n + n));

/**
 * Inserts a model's tables, relationships and comments with multi-row INSERTs (1000 tables are
 * one statement) and returns the stored rows. Tables get the ids of `ids`; a relationship end
 * missing from `ids` is taken as an existing table's id (AI answers may link to tables already on
 * the canvas).
 */
export async function insertModelRows(
  trx: Trx,
  projectId: string,
  model: DiagramModel,
  ids: Map<string, string>,
): Promise<StoredDiagram> {
  const stored: StoredDiagram = { tables: [], comments: [], relationships: [] };
  for (const part of chunk(model.tables)) {
    const rows = await trx
      .insertInto('db_entities')
      .values(
        part.map((t) => ({
          id: ids.get(t.id) ?? randomUUID(),
          project_id: projectId,
          name: t.name,
          attributes: JSON.stringify(t.attributes),
          x: t.x,
          y: t.y,
          width: t.width,
          height: t.height,
        })),
      )
      .returningAll()
      .execute();
    for (const row of rows) stored.tables.push(presentTable(row));
  }
  for (const part of chunk(model.relationships)) {
    const rows = await trx
      .insertInto('db_relationships')
      .values(
        part.map((r) => ({
          project_id: projectId,
          name: r.name,
          source_table_id: ids.get(r.sourceTableId) ?? r.sourceTableId,
          target_table_id: ids.get(r.targetTableId) ?? r.targetTableId,
          source_column_id: r.sourceColumnId,
          target_column_id: r.targetColumnId,
          cardinality: r.cardinality,
        })),
      )
      .returningAll()
      .execute();
    for (const row of rows) stored.relationships.push(presentRelationship(row));
  }
  for (const part of chunk(model.comments)) {
    const rows = await trx
      .insertInto('db_comments')
      .values(part.map((c) => ({ project_id: projectId, text: c.text, x: c.x, y: c.y })))
      .returningAll()
      .execute();
    for (const row of rows) stored.comments.push(presentComment(row));
  }
  return stored;
}

/** Throws unless every relationship of the model joins two of its tables by their columns. */
function checkModelLinks(model: DiagramModel): void {
  const columns = new Map(model.tables.map((t) => [t.id, new Set(t.attributes.map((a) => a.id))]));
  for (const r of model.relationships) {
    if (
      !columns.get(r.sourceTableId)?.has(r.sourceColumnId) ||
      !columns.get(r.targetTableId)?.has(r.targetColumnId)
    ) {
      throw new AppError(
        400,
        'validation_failed',
        `The relationship "${r.name || r.id}" refers to a table or column that is not in the model.`,
      );
    }
  }
}

/**
 * Saves an imported (or AI-generated) model in one transaction: new ids for every table,
 * relationship and comment; in 'replace' mode the canvas is cleared first. Returns the stored
 * items, so the importing screen needs no reload; one 'diagram' event (carrying the client's
 * `importId`) tells every other screen to reload, rather than thousands of single events.
 */
export async function importDiagram(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  body: ImportDiagramBody,
): Promise<StoredDiagram> {
  const { mode, model, importId } = body;
  checkModelLinks(model);
  const ids = new Map(model.tables.map((t) => [t.id, randomUUID()]));
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    if (mode === 'replace') {
      await trx.deleteFrom('db_relationships').where('project_id', '=', projectId).execute();
      await trx.deleteFrom('db_entities').where('project_id', '=', projectId).execute();
      await trx.deleteFrom('db_comments').where('project_id', '=', projectId).execute();
    }
    const stored = await insertModelRows(trx, projectId, model, ids);
    const record: DiagramReloadRecord = {
      mode,
      tables: stored.tables.length,
      relationships: stored.relationships.length,
      comments: stored.comments.length,
      ...(importId ? { importId } : {}),
    };
    emit(projectChannel(projectId), {
      table: 'diagram',
      operation: mode === 'replace' ? 'UPDATE' : 'INSERT',
      record,
      old_record: null,
    });
    return stored;
  });
}
