import { randomUUID } from 'node:crypto';
import {
  type ChangeOf,
  type ConnectResult,
  type CreateCommentBody,
  type CreateTableBody,
  type Diagram,
  type MovePositionsBody,
  type UpdateCommentBody,
  type UpdateTableBody,
  applyAttributePatches,
  foreignKeyLinks,
  DEFAULT_COMMENT_TEXT,
  DEFAULT_TABLE_DATA_KEY,
  DEFAULT_TABLE_NAME,
  NO_PRIMARY_KEY_MESSAGE,
  newFirstColumn,
  type Attribute,
  type DbComment,
  type DbEntity,
  type DbRelationship,
  type DiagramModel,
  type DiagramReloadRecord,
  type ImportDiagramBody,
} from '@relata/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, DbCommentTable, DbEntityTable, DbRelationshipTable } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';
import { transact, type Emit } from '../../realtime/transact';
import { requireRole } from '../projects/access';
import { projectChannel } from '../projects/events';

/** What the diagram services need. */
export interface DiagramDeps {
  db: Kysely<Database>;
  hub: RealtimeHub;
}

type Trx = Transaction<Database>;

/** A diagram as stored and presented: what GET /diagram answers and an import returns. */
export type StoredDiagram = Diagram;

/** Presents a stored table. */
export function presentTable(r: Selectable<DbEntityTable>): DbEntity {
  return {
    id: r.id,
    project_id: r.project_id,
    name: r.name,
    attributes: r.attributes,
    x: r.x,
    y: r.y,
    width: r.width,
    height: r.height,
    version: r.version,
  };
}
function presentComment(r: Selectable<DbCommentTable>): DbComment {
  return {
    id: r.id,
    project_id: r.project_id,
    text: r.text,
    x: r.x,
    y: r.y,
    width: r.width,
    height: r.height,
    version: r.version,
  };
}
function presentRelationship(r: Selectable<DbRelationshipTable>): DbRelationship {
  return {
    id: r.id,
    project_id: r.project_id,
    name: r.name,
    sourceTableId: r.source_table_id,
    targetTableId: r.target_table_id,
    sourceColumnId: r.source_column_id,
    targetColumnId: r.target_column_id,
    cardinality: r.cardinality as DbRelationship['cardinality'],
  };
}

const edit = (trx: Trx | Kysely<Database>, projectId: string, userId: string) =>
  requireRole(trx, projectId, userId, 'Editor', 'edit the diagram');

function emitChange<T extends 'db_entities' | 'db_comments' | 'db_relationships'>(
  emit: Emit,
  projectId: string,
  table: T,
  operation: ChangeOf<T>['operation'],
  record: ChangeOf<T>['record'],
  old: ChangeOf<T>['old_record'],
) {
  // TypeScript does not correlate the generic table with its record; the signature does.
  emit(projectChannel(projectId), { table, operation, record, old_record: old } as ChangeOf<T>);
}

/** Everything on a project's canvas. */
export async function getDiagram(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
): Promise<StoredDiagram> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  const [tables, comments, relationships] = await Promise.all([
    deps.db
      .selectFrom('db_entities')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .execute(),
    deps.db
      .selectFrom('db_comments')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .execute(),
    deps.db
      .selectFrom('db_relationships')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    tables: tables.map(presentTable),
    comments: comments.map(presentComment),
    relationships: relationships.map(presentRelationship),
  };
}

async function defaultTableData(
  trx: Trx,
  projectId: string,
): Promise<{ name: string; attributes: Attribute[] } | undefined> {
  const row = await trx
    .selectFrom('project_settings')
    .select('value')
    .where('project_id', '=', projectId)
    .where('key', '=', DEFAULT_TABLE_DATA_KEY)
    .executeTakeFirst();
  const value = row?.value as
    | {
        name: string;
        attributes: Array<Partial<Attribute> & { id: string; name: string; type: string }>;
      }
    | undefined;
  if (!value) return undefined;
  return {
    name: value.name,
    attributes: value.attributes.map((a) => ({
      id: randomUUID(),
      name: a.name,
      type: a.type,
      defaultValue: a.defaultValue ?? null,
      isNullable: a.isPrimaryKey ? false : (a.isNullable ?? true),
      isPrimaryKey: a.isPrimaryKey ?? false,
      isForeignKey: a.isForeignKey ?? false,
      isUnique: a.isUnique ?? false,
      isIdentity: a.isIdentity ?? false,
      isAutoIncrement: a.isAutoIncrement ?? false,
    })),
  };
}

/** Adds a table (Editors): the given columns, else the project's default table data, else the spec's first column. */
export async function createTable(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  body: CreateTableBody,
): Promise<DbEntity> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const defaults = body.attributes ? undefined : await defaultTableData(trx, projectId);
    const attributes = body.attributes ??
      defaults?.attributes ?? [newFirstColumn(() => randomUUID())];
    const row = await trx
      .insertInto('db_entities')
      .values({
        project_id: projectId,
        name: body.name ?? defaults?.name ?? DEFAULT_TABLE_NAME,
        attributes: JSON.stringify(attributes),
        x: body.x,
        y: body.y,
        width: body.width ?? 200,
        height: body.height ?? 100,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const table = presentTable(row);
    emitChange(emit, projectId, 'db_entities', 'INSERT', table, null);
    return table;
  });
}

/** Updates a table's fields and applies column patches inside one transaction; the version goes up. */
export async function updateTable(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  tableId: string,
  body: UpdateTableBody,
): Promise<DbEntity> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const before = await trx
      .selectFrom('db_entities')
      .selectAll()
      .where('id', '=', tableId)
      .where('project_id', '=', projectId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError(404, 'not_found', 'Table not found.');
    const { patches, ...fields } = body;
    const attributes = patches ? applyAttributePatches(before.attributes, patches) : undefined;
    const row = await trx
      .updateTable('db_entities')
      .set((eb) => ({
        ...fields,
        ...(attributes ? { attributes: JSON.stringify(attributes) } : {}),
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', tableId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const table = presentTable(row);
    emitChange(emit, projectId, 'db_entities', 'UPDATE', table, {
      id: before.id,
      version: before.version,
    });
    return table;
  });
}

/** Saves the positions of a dropped selection of tables and comments in one step. */
export async function movePositions(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  body: MovePositionsBody,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    for (const m of body.tables) {
      const row = await trx
        .updateTable('db_entities')
        .set((eb) => ({ x: m.x, y: m.y, version: eb('version', '+', 1), updated_at: new Date() }))
        .where('id', '=', m.id)
        .where('project_id', '=', projectId)
        .returningAll()
        .executeTakeFirst();
      if (row) emitChange(emit, projectId, 'db_entities', 'UPDATE', presentTable(row), null);
    }
    for (const m of body.comments) {
      const row = await trx
        .updateTable('db_comments')
        .set((eb) => ({ x: m.x, y: m.y, version: eb('version', '+', 1), updated_at: new Date() }))
        .where('id', '=', m.id)
        .where('project_id', '=', projectId)
        .returningAll()
        .executeTakeFirst();
      if (row) emitChange(emit, projectId, 'db_comments', 'UPDATE', presentComment(row), null);
    }
  });
}

/** Deletes a table and the relationships that touch it. */
export async function deleteTable(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  tableId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const rels = await trx
      .selectFrom('db_relationships')
      .selectAll()
      .where('project_id', '=', projectId)
      .where((eb) =>
        eb.or([eb('source_table_id', '=', tableId), eb('target_table_id', '=', tableId)]),
      )
      .execute();
    const row = await trx
      .deleteFrom('db_entities')
      .where('id', '=', tableId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'Table not found.');
    for (const r of rels)
      emitChange(emit, projectId, 'db_relationships', 'DELETE', null, presentRelationship(r));
    emitChange(emit, projectId, 'db_entities', 'DELETE', null, presentTable(row));
  });
}

/** Adds a comment (Editors). */
export async function createComment(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  body: CreateCommentBody,
): Promise<DbComment> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const row = await trx
      .insertInto('db_comments')
      .values({
        project_id: projectId,
        text: body.text ?? DEFAULT_COMMENT_TEXT,
        x: body.x,
        y: body.y,
        width: body.width ?? 200,
        height: body.height ?? 60,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const comment = presentComment(row);
    emitChange(emit, projectId, 'db_comments', 'INSERT', comment, null);
    return comment;
  });
}

/** Edits, moves or resizes a comment (Editors). */
export async function updateComment(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  commentId: string,
  body: UpdateCommentBody,
): Promise<DbComment> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const row = await trx
      .updateTable('db_comments')
      .set((eb) => ({ ...body, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', commentId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'Comment not found.');
    const comment = presentComment(row);
    emitChange(emit, projectId, 'db_comments', 'UPDATE', comment, null);
    return comment;
  });
}

/** Deletes a comment (Editors). */
export async function deleteComment(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  commentId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const row = await trx
      .deleteFrom('db_comments')
      .where('id', '=', commentId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'Comment not found.');
    emitChange(emit, projectId, 'db_comments', 'DELETE', null, presentComment(row));
  });
}

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
    const source = tables.find((t) => t.id === sourceTableId);
    const target = tables.find((t) => t.id === targetTableId);
    if (!source || !target) throw new AppError(404, 'not_found', 'Table not found.');
    const links = foreignKeyLinks(source, target, randomUUID);
    if (links.length === 0) throw new AppError(422, 'unprocessable', NO_PRIMARY_KEY_MESSAGE);
    const attributes = [...target.attributes, ...links.map((l) => l.column)];
    const updated = await trx
      .updateTable('db_entities')
      .set((eb) => ({
        attributes: JSON.stringify(attributes),
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
    return { table, relationships };
  });
}

/** Deletes a relationship (relationships are never edited, spec 2 §4). */
export async function deleteRelationship(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  relationshipId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const row = await trx
      .deleteFrom('db_relationships')
      .where('id', '=', relationshipId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'Relationship not found.');
    emitChange(emit, projectId, 'db_relationships', 'DELETE', null, presentRelationship(row));
  });
}

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
