/** Tables of the diagram: create, edit (fields and column patches), move, delete. */
import { randomUUID } from 'node:crypto';
import {
  type CreateTableBody,
  type DiagramPositionsRecord,
  type MovePositionsBody,
  type UpdateTableBody,
  applyAttributePatches,
  applyTableItemPatches,
  type TableItemPatch,
  unknownColumnIds,
  withoutColumns,
  DEFAULT_TABLE_DATA_KEY,
  DEFAULT_TABLE_NAME,
  newFirstColumn,
  type Attribute,
  type DbEntity,
  type TableDetails,
  foreignKeyEnd,
  jsonBytes,
  STORED_ITEM_WRAP_BYTES,
  withForeignKeyFlags,
} from '@relata/core';
import { sql } from 'kysely';
import type { StoredTableDetails } from '../../db/schema';
import { AppError } from '../../http/errors';
import { transact } from '../../realtime/transact';
import { projectChannel } from '../projects/events';
import {
  columnsWithForeignKeys,
  lockTables,
  relationshipRowsOf,
  syncForeignKeyFlags,
} from './foreignKeyFlags';
import { checkDiagramGrowth } from './limits';
import { followTableRename } from './renames';
import {
  type DiagramDeps,
  type Trx,
  presentTable,
  presentRelationship,
  readAttributes,
  storedAttributes,
  storedTableDetails,
  edit,
  emitChange,
} from './stored';

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

/** A 422 unless a table's items and key order name only its columns. */
function throwOnUnknownColumns(details: TableDetails, attributes: readonly Attribute[]): void {
  const unknown = unknownColumnIds(details, new Set(attributes.map((a) => a.id)));
  if (unknown.length > 0)
    throw new AppError(422, 'unprocessable', `The table has no column with the id ${unknown[0]}.`);
}

/**
 * Adds a table (Editors): the given columns, else the project's default table data, else the
 * spec's first column, with the given details (undo of a deletion brings a table back whole).
 */
export async function createTable(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  body: CreateTableBody,
): Promise<DbEntity> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const { name, x, y, width, height, attributes: given, ...details } = body;
    const defaults = given ? undefined : await defaultTableData(trx, projectId);
    // A new table has no relationships, so none of its columns is a foreign key (decision 0049).
    const attributes = withForeignKeyFlags(
      given ?? defaults?.attributes ?? [newFirstColumn(() => randomUUID())],
      undefined,
    );
    throwOnUnknownColumns(details, attributes);
    const row = await trx
      .insertInto('db_entities')
      .values({
        project_id: projectId,
        name: name ?? defaults?.name ?? DEFAULT_TABLE_NAME,
        attributes: storedAttributes(attributes),
        x,
        y,
        width: width ?? 200,
        height: height ?? 100,
        ...storedTableDetails(details),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const table = presentTable(row);
    await checkDiagramGrowth(trx, deps, projectId, {
      tables: 1,
      columns: table.attributes.length,
      bytes: jsonBytes(table) + STORED_ITEM_WRAP_BYTES,
    });
    emitChange(emit, projectId, 'db_entities', 'INSERT', table, null);
    return table;
  });
}

/**
 * A table's details after an edit of its columns or items: references to removed columns are
 * dropped (an item left with none goes), then the item patches apply; an item naming a column
 * the table does not have is a 422. Empty lists are stored as none.
 */
function nextDetails(
  before: StoredTableDetails,
  attributes: readonly Attribute[],
  itemPatches: readonly TableItemPatch[] | undefined,
): StoredTableDetails {
  const { primaryKeyOrder, uniques = [], indexes = [], checks = [], ...rest } = before;
  const columns = new Set(attributes.map((a) => a.id));
  const cleaned = withoutColumns({ uniques, indexes, checks, primaryKeyOrder }, columns);
  const items = itemPatches ? applyTableItemPatches(cleaned, itemPatches) : cleaned;
  throwOnUnknownColumns(items, attributes);
  const order = cleaned.primaryKeyOrder;
  return {
    ...rest,
    ...(order ? { primaryKeyOrder: order } : {}),
    ...(items.uniques.length > 0 ? { uniques: items.uniques } : {}),
    ...(items.indexes.length > 0 ? { indexes: items.indexes } : {}),
    ...(items.checks.length > 0 ? { checks: items.checks } : {}),
  };
}

/**
 * Updates a table's fields and applies column and item patches inside one transaction; the
 * version goes up.
 */
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
    const { patches, itemPatches, schema, ...fields } = body;
    const columns = readAttributes(before.attributes);
    // A patch cannot make a column a foreign key, or stop it being one: relationships do.
    const attributes = patches
      ? await columnsWithForeignKeys(
          trx,
          projectId,
          tableId,
          applyAttributePatches(columns, patches),
        )
      : undefined;
    const edited =
      patches || itemPatches
        ? nextDetails(before.details, attributes ?? columns, itemPatches)
        : undefined;
    const old = presentTable(before);
    // A rename is followed through what reads the old names (views, checks, indexes, generated columns).
    const followed =
      fields.name !== undefined || patches
        ? await followTableRename(trx, emit, projectId, old, {
            ...old,
            name: fields.name ?? old.name,
            attributes: attributes ?? old.attributes,
            checks: edited ? edited.checks : old.checks,
            indexes: edited ? edited.indexes : old.indexes,
          })
        : null;
    const written = followed?.attributes ?? attributes;
    const details = followed
      ? {
          ...(edited ?? before.details),
          ...(followed.checks ? { checks: followed.checks } : {}),
          ...(followed.indexes ? { indexes: followed.indexes } : {}),
        }
      : edited;
    const row = await trx
      .updateTable('db_entities')
      .set((eb) => ({
        ...fields,
        ...(schema === undefined ? {} : { schema_name: schema }),
        ...(written ? { attributes: storedAttributes(written) } : {}),
        ...(details ? { details: JSON.stringify(details) } : {}),
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', tableId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const table = presentTable(row);
    // Only an edit of the columns, items or text can grow the table: a move or resize is free.
    if (patches || itemPatches || fields.name !== undefined || fields.comment !== undefined) {
      await checkDiagramGrowth(trx, deps, projectId, {
        columns: table.attributes.length - old.attributes.length,
        bytes: jsonBytes(table) - jsonBytes(old) + (followed?.viewBytes ?? 0),
      });
    }
    emitChange(emit, projectId, 'db_entities', 'UPDATE', table, {
      id: before.id,
      version: before.version,
    });
    return table;
  });
}

/** An item's place after a move, with the version the move gave it. */
type Placed = DiagramPositionsRecord['tables'][number];

/** Rows one UPDATE places: three bound values each, far below PostgreSQL's 65 535. */
const PLACE_CHUNK = 5000;

/**
 * Places items of one stored kind with one UPDATE per chunk (a whole Arrange is a handful of
 * statements, not one per table). Ids of other projects match no row; a repeated id keeps its
 * last place.
 */
async function place(
  trx: Trx,
  table: 'db_entities' | 'db_comments' | 'db_views' | 'db_areas',
  projectId: string,
  moves: MovePositionsBody['tables'],
): Promise<Placed[]> {
  const unique = [...new Map(moves.map((m) => [m.id, m])).values()];
  const placed: Placed[] = [];
  for (let i = 0; i < unique.length; i += PLACE_CHUNK) {
    const values = sql.join(
      unique
        .slice(i, i + PLACE_CHUNK)
        .map((m) => sql`(${m.id}::uuid, ${m.x}::double precision, ${m.y}::double precision)`),
    );
    const { rows } = await sql<Placed>`
      update ${sql.table(table)} as t
      set x = v.x, y = v.y, version = t.version + 1, updated_at = now()
      from (values ${values}) as v (id, x, y)
      where t.id = v.id and t.project_id = ${projectId}
      returning t.id, t.x, t.y, t.version`.execute(trx);
    placed.push(...rows);
  }
  return placed;
}

/**
 * Saves the positions of a dropped selection of tables, comments, views and areas (an area moved
 * with what lies inside it), or of an Arrange, in one transaction, and tells the project's
 * screens with one 'diagram_positions' event.
 */
export async function movePositions(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  body: MovePositionsBody,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const record: DiagramPositionsRecord = {
      tables: await place(trx, 'db_entities', projectId, body.tables),
      comments: await place(trx, 'db_comments', projectId, body.comments),
      views: await place(trx, 'db_views', projectId, body.views),
      areas: await place(trx, 'db_areas', projectId, body.areas),
    };
    const placed =
      record.tables.length + record.comments.length + record.views.length + record.areas.length;
    if (placed === 0) return;
    emit(projectChannel(projectId), {
      table: 'diagram_positions',
      operation: 'UPDATE',
      record,
      old_record: null,
    });
  });
}

/**
 * Deletes a table and the relationships that touch it; columns of other tables that held a
 * foreign key to it are no longer foreign keys (decision 0049).
 */
export async function deleteTable(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  tableId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const rels = await relationshipRowsOf(trx, projectId, tableId);
    const holders = rels.flatMap((r) => {
      const end = foreignKeyEnd(presentRelationship(r));
      return end && end.tableId !== tableId ? [end.tableId] : [];
    });
    await lockTables(trx, projectId, [tableId, ...holders]);
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
    for (const holder of new Set(holders)) await syncForeignKeyFlags(trx, emit, projectId, holder);
  });
}
