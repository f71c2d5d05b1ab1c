/** Imports: a whole model (a read script or an AI answer) added to the canvas or replacing it. */
import { randomUUID } from 'node:crypto';
import {
  type Comment,
  type DiagramModel,
  type DiagramReloadRecord,
  type ImportDiagramBody,
  type ImportDiagramResult,
  importedRelationshipRecord,
  importedTableRecord,
  withParentIds,
  modelSize,
  placeAreas,
  EMPTY_DIAGRAM_SIZE,
} from '@relata/core';
import type { Insertable } from 'kysely';
import type { CopyRows } from '../../db/copyRows';
import type { Database } from '../../db/schema';
import { transact, type Emit } from '../../realtime/transact';
import { lockProject } from '../projects/access';
import { projectChannel } from '../projects/events';
import { insertVersion, saveAutomaticVersion } from '../versions/store';
import { checkAreaRoom } from './areas';
import { checkModelLinks, checkOutsideEnds } from './importChecks';
import { checkDiagramSize, measureStoredDiagram } from './limits';
import { record } from '../audit/record';
import { errors } from '../../http/errors';
import { readDiagram } from './stored';
import {
  type DiagramDeps,
  type Trx,
  type StoredDiagram,
  presentArea,
  presentComment,
  relationshipRow,
  presentType,
  presentView,
  presentExtraSql,
  storedAttributes,
  edit,
  storedTableDetails,
  tableDetailsOf,
  throwOnDuplicateType,
  typeRow,
} from './stored';

/** Rows per INSERT: 1000 tables are one statement (PostgreSQL allows 65535 parameters, 12 a row). */
const ROWS_PER_INSERT = 1000;

const chunk = <T>(items: T[], n = ROWS_PER_INSERT) =>
  Array.from({ length: Math.ceil(items.length / n) }, (_, i) => items.slice(i * n, i * n + n));

/**
 * Inserts rows that all have the same columns, in that order: one COPY where the database offers
 * it, else multi-row INSERTs.
 */
async function insertRows<T extends 'db_entities' | 'db_relationships'>(
  trx: Trx,
  copyRows: CopyRows | undefined,
  table: T,
  rows: Array<Insertable<Database[T]> & Record<string, unknown>>,
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  if (copyRows) {
    const columns = Object.keys(first);
    await copyRows(
      table,
      columns,
      rows.map((row) => columns.map((column) => row[column])),
    );
    return;
  }
  for (const part of chunk(rows)) await trx.insertInto(table).values(part).execute();
}

/** A model to insert: an import's, an AI answer's, or a version's, whose comments keep their size. */
export type InsertableModel = Omit<DiagramModel, 'comments'> & {
  comments: Array<Comment & { width?: number; height?: number }>;
};

/**
 * Inserts a model's tables, relationships, comments, types, views and statements with multi-row
 * INSERTs (1000 tables are one statement), the tables and relationships with one COPY each where
 * the database offers `copyRows` (PGlite), and returns the stored rows. Tables get the ids of
 * `ids`; a relationship end or view table missing from `ids` is taken as an existing table's id
 * (AI answers may link to tables already on the canvas). A type named like one of the project's
 * is a 409. With `keepIds` (a restore) relationships, comments, types, views and statements keep
 * their ids too: they are the project's own, freed by `clearDiagram` in the same transaction, so a
 * later comparison pairs every item, not only tables.
 */
export async function insertModelRows(
  trx: Trx,
  projectId: string,
  model: InsertableModel,
  ids: Map<string, string>,
  { keepIds = false, copyRows }: { keepIds?: boolean; copyRows?: CopyRows | undefined } = {},
): Promise<StoredDiagram> {
  const own = (id: string) => (keepIds ? { id } : {});
  const stored: StoredDiagram = {
    tables: [],
    comments: [],
    relationships: [],
    types: [],
    views: [],
    extraSql: [],
    areas: [],
  };
  const tableId = (id: string) => ids.get(id) ?? id;
  // Tables and relationships, by far the most rows, are presented from what was inserted (every
  // column is known: ids are made here, version starts at 1) rather than read back with RETURNING:
  // for 10 000 tables that read was about a third of the import's time on PGlite (issue 21 item 5).
  // The importing screen makes the same records from what it sent (core's importedDiagram).
  const tableRows = model.tables.map((sent) => {
    const t = withParentIds(sent, tableId);
    const row = {
      id: ids.get(t.id) ?? randomUUID(),
      project_id: projectId,
      name: t.name,
      attributes: storedAttributes(t.attributes),
      x: t.x,
      y: t.y,
      width: t.width,
      height: t.height,
      ...storedTableDetails(tableDetailsOf(t)),
    };
    stored.tables.push(importedTableRecord(projectId, row.id, t));
    return row;
  });
  await insertRows(trx, copyRows, 'db_entities', tableRows);
  const relationships = model.relationships.map((r) =>
    importedRelationshipRecord(projectId, keepIds ? r.id : randomUUID(), r, tableId),
  );
  await insertRows(
    trx,
    copyRows,
    'db_relationships',
    relationships.map((r) => relationshipRow(projectId, r)),
  );
  stored.relationships.push(...relationships);
  for (const part of chunk(model.comments)) {
    const rows = await trx
      .insertInto('db_comments')
      .values(
        part.map(({ id, text, x, y, width, height }) => ({
          ...own(id),
          project_id: projectId,
          text,
          x,
          y,
          ...(width === undefined ? {} : { width }),
          ...(height === undefined ? {} : { height }),
        })),
      )
      .returningAll()
      .execute();
    for (const row of rows) stored.comments.push(presentComment(row));
  }
  for (const part of chunk(model.types ?? [])) {
    const rows = await throwOnDuplicateType(
      trx
        .insertInto('db_types')
        .values(
          part.map(({ id, ...type }) => ({ ...own(id), project_id: projectId, ...typeRow(type) })),
        )
        .returningAll()
        .execute(),
    );
    for (const row of rows) stored.types.push(presentType(row));
  }
  for (const part of chunk(model.views ?? [])) {
    const rows = await trx
      .insertInto('db_views')
      .values(
        part.map(({ id, schema, name, query, dialect, x, y, ...details }) => ({
          ...own(id),
          project_id: projectId,
          schema_name: schema ?? '',
          name,
          query,
          dialect,
          x,
          y,
          details: JSON.stringify({ ...details, tableIds: details.tableIds?.map(tableId) }),
        })),
      )
      .returningAll()
      .execute();
    for (const row of rows) stored.views.push(presentView(row));
  }
  for (const part of chunk(model.extraSql ?? [])) {
    const rows = await trx
      .insertInto('db_extra_sql')
      .values(
        part.map((e) => ({
          ...own(e.id),
          project_id: projectId,
          dialect: e.dialect,
          kind: e.kind,
          name: e.name ?? null,
          sql: e.sql,
        })),
      )
      .returningAll()
      .execute();
    for (const row of rows) stored.extraSql.push(presentExtraSql(row));
  }
  for (const part of chunk(placeAreas(model))) {
    const rows = await trx
      .insertInto('db_areas')
      .values(
        part.map((a) => ({
          ...(keepIds && a.id ? { id: a.id } : {}),
          project_id: projectId,
          name: a.name,
          color: a.color ?? null,
          x: a.x,
          y: a.y,
          width: a.width,
          height: a.height,
        })),
      )
      .returningAll()
      .execute();
    for (const row of rows) stored.areas.push(presentArea(row));
  }
  return stored;
}

/** What a 'replace' import clears, relationships before the tables they join. */
const REPLACED_KINDS = [
  'db_relationships',
  'db_entities',
  'db_comments',
  'db_types',
  'db_views',
  'db_extra_sql',
  'db_areas',
] as const;

/** Clears a project's canvas (areas too) and its types, views and statements (a replacing import, a restore). */
export async function clearDiagram(trx: Trx, projectId: string): Promise<void> {
  for (const table of REPLACED_KINDS)
    await trx.deleteFrom(table).where('project_id', '=', projectId).execute();
}

/**
 * Publishes the one 'diagram' event of an import or an AI answer: what it stored, by kind, and the
 * importing screen's token, so that screen skips the reload.
 */
export function emitReload(
  emit: Emit,
  projectId: string,
  mode: DiagramReloadRecord['mode'],
  stored: StoredDiagram,
  importId?: string,
): void {
  const record: DiagramReloadRecord = {
    mode,
    tables: stored.tables.length,
    relationships: stored.relationships.length,
    comments: stored.comments.length,
    types: stored.types.length,
    views: stored.views.length,
    extraSql: stored.extraSql.length,
    areas: stored.areas.length,
    ...(importId ? { importId } : {}),
  };
  emit(projectChannel(projectId), {
    table: 'diagram',
    operation: mode === 'replace' ? 'UPDATE' : 'INSERT',
    record,
    old_record: null,
  });
}

/**
 * Saves an imported (or AI-generated) model in one transaction: new ids for every table,
 * relationship, comment, type, view and statement; in 'replace' mode the diagram is saved as an
 * automatic version and the canvas and the project's types, views and statements are cleared first. Returns the stored items, so the importing
 * screen needs no reload; one 'diagram' event (carrying the client's `importId`) tells every
 * other screen to reload, rather than thousands of single events.
 */
export async function importDiagram(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  body: ImportDiagramBody,
): Promise<ImportDiagramResult> {
  const { mode, model, importId } = body;
  const outsideEnds = checkModelLinks(model, mode);
  const growth = modelSize(model);
  // A replacing import is judged on its own size, so one within the caps always replaces.
  if (mode !== 'add') checkDiagramSize(deps, EMPTY_DIAGRAM_SIZE, growth, 'this import');
  if ((mode === 'push') !== (body.version !== undefined))
    throw errors.validationFailed({
      version: mode === 'push' ? 'A push names its version' : 'Only a push saves a version',
    });
  if (mode === 'sync' || mode === 'push')
    return syncDiagram(deps, userId, projectId, { ...body, mode });
  const ids = new Map(model.tables.map((t) => [t.id, randomUUID()]));
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    if (mode === 'replace') {
      const before = await saveAutomaticVersion(trx, emit, projectId, userId, 'import');
      await clearDiagram(trx, projectId);
      await record(trx, {
        kind: 'diagram_replaced',
        projectId,
        actorId: userId,
        details: { tables: model.tables.length, version: before.name, version_id: before.id },
      });
    } else {
      // Imports of one project take turns, so two at once count right.
      await lockProject(trx, projectId);
      checkDiagramSize(deps, await measureStoredDiagram(trx, projectId), growth, 'this import');
      await checkOutsideEnds(trx, projectId, outsideEnds);
    }
    if (model.areas.length > 0) {
      await lockProject(trx, projectId);
      await checkAreaRoom(trx, projectId, model.areas.length);
    }
    const stored = await insertModelRows(trx, projectId, model, ids, { copyRows: deps.copyRows });
    emitReload(emit, projectId, mode, stored, importId);
    const { tables, relationships, ...rest } = stored;
    return {
      ...rest,
      tableIds: tables.map((t) => t.id),
      relationshipIds: relationships.map((r) => r.id),
    };
  });
}

/**
 * Clears the canvas and stores a model in its place with every item's id kept (a restore, a
 * sync): ids the caller has checked are the project's own or new.
 */
export async function replaceKeepingIds(
  trx: Trx,
  projectId: string,
  model: InsertableModel,
  copyRows: CopyRows | undefined,
): Promise<StoredDiagram> {
  await clearDiagram(trx, projectId);
  if ((model.areas?.length ?? 0) > 0) await checkAreaRoom(trx, projectId, model.areas!.length);
  const sameIds = new Map(model.tables.map((t) => [t.id, t.id]));
  return insertModelRows(trx, projectId, model, sameIds, { keepIds: true, copyRows });
}

/** The ids of a project's stored items, of every kind a sync may keep. */
async function ownIds(trx: Trx, projectId: string): Promise<Set<string>> {
  const own = new Set<string>();
  for (const table of REPLACED_KINDS) {
    const rows = await trx
      .selectFrom(table)
      .select('id')
      .where('project_id', '=', projectId)
      .execute();
    for (const row of rows) own.add(row.id);
  }
  return own;
}

/**
 * The model with every id that is not one of the project's own replaced by a new one (and the
 * references to it): what a client sends may only keep the ids of the items it is syncing.
 */
function withOwnIds(model: ImportDiagramBody['model'], own: Set<string>) {
  const fresh = new Map<string, string>();
  const id = (value: string) => {
    if (own.has(value)) return value;
    let made = fresh.get(value);
    if (!made) fresh.set(value, (made = randomUUID()));
    return made;
  };
  return {
    ...model,
    tables: model.tables.map((t) => ({
      ...t,
      id: id(t.id),
      ...(t.partitionOf
        ? { partitionOf: { ...t.partitionOf, tableId: id(t.partitionOf.tableId) } }
        : {}),
      ...(t.inherits ? { inherits: t.inherits.map(id) } : {}),
    })),
    relationships: model.relationships.map((r) => ({
      ...r,
      id: id(r.id),
      sourceTableId: id(r.sourceTableId),
      targetTableId: id(r.targetTableId),
    })),
    comments: model.comments.map((c) => ({ ...c, id: id(c.id) })),
    types: model.types.map((t) => ({ ...t, id: id(t.id) })),
    views: model.views.map((v) => ({
      ...v,
      id: id(v.id),
      ...(v.tableIds ? { tableIds: v.tableIds.map(id) } : {}),
    })),
    extraSql: model.extraSql.map((e) => ({ ...e, id: id(e.id) })),
    areas: model.areas.map((a) => ({
      ...a,
      ...(a.id ? { id: id(a.id) } : {}),
      ...(a.tables ? { tables: a.tables.map(id) } : {}),
    })),
  };
}

/**
 * Takes a live database's changes (issue 38, item 2) or a pushed schema file (issue 39) into the
 * diagram, in one transaction: the diagram before saved as an automatic version ("Before database
 * sync", "Before push"; restoring it undoes the change), the canvas cleared, and the model stored
 * with the ids of the project's own items kept (so their places, areas and later comparisons
 * stay) and new ids for the rest. A push then saves its named version of the result.
 */
async function syncDiagram(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  body: ImportDiagramBody & { mode: 'sync' | 'push' },
): Promise<ImportDiagramResult> {
  const { mode, model, importId, version } = body;
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    await lockProject(trx, projectId);
    const own = await ownIds(trx, projectId);
    const before = await saveAutomaticVersion(trx, emit, projectId, userId, mode);
    const synced = withOwnIds(model, own);
    const stored = await replaceKeepingIds(trx, projectId, synced, deps.copyRows);
    const saved =
      version &&
      (await insertVersion(trx, emit, projectId, userId, {
        ...version,
        automatic: false,
        reason: null,
        snapshot: await readDiagram(trx, projectId),
      }));
    await record(trx, {
      kind: mode === 'push' ? 'diagram_pushed' : 'diagram_synced',
      projectId,
      actorId: userId,
      details: {
        tables: synced.tables.length,
        version: before.name,
        version_id: before.id,
        saved: saved?.name,
        saved_id: saved?.id,
      },
    });
    emitReload(emit, projectId, 'replace', stored, importId);
    const { tables, relationships, ...rest } = stored;
    return {
      ...rest,
      tableIds: tables.map((t) => t.id),
      relationshipIds: relationships.map((r) => r.id),
      beforeVersionId: before.id,
      ...(saved ? { versionId: saved.id } : {}),
    };
  });
}
