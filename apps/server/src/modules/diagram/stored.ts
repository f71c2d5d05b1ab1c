/** The stored diagram: its services' dependencies, how rows are presented and published, and the read of a whole canvas. */
import {
  type Attribute,
  type AttributeInput,
  type ChangeOf,
  type DbArea,
  type Diagram,
  type DbComment,
  type DbEntity,
  type DbExtraSql,
  type DbRelationship,
  type DbType,
  type DbView,
  type Table,
  type TableDetails,
  foreignKeyColumns,
  tablesWithForeignKeyFlags,
  withDefaults,
  withoutDefaults,
} from '@relata/core';
import type { Config } from '../../config';
import type { CopyRows } from '../../db/copyRows';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  Database,
  DbAreaTable,
  DbCommentTable,
  DbEntityTable,
  DbExtraSqlTable,
  DbRelationshipTable,
  DbTypeTable,
  DbViewTable,
} from '../../db/schema';
import type { RealtimeHub } from '../../realtime/hub';
import { isUniqueViolation } from '../../db/database';
import { AppError } from '../../http/errors';
import type { DiagramAnswerCache, Encoding } from './answerCache';
import { type Emit } from '../../realtime/transact';
import { requireRole } from '../projects/access';
import { needsRole } from '../projects/accessGate';
import { projectChannel } from '../projects/events';

/** What the diagram services need. */
export interface DiagramDeps {
  db: Kysely<Database>;
  hub: RealtimeHub;
  /** The database's COPY, where it is faster than INSERT (PGlite): imports write with it. */
  copyRows?: CopyRows | undefined;
  /** The server's configuration: its diagram caps (limits.ts). */
  config?: Pick<Config, 'diagramLimits'> | undefined;
}

/** A transaction of the diagram's writes. */
export type Trx = Transaction<Database>;

/** A diagram as stored and presented: what GET /diagram answers and an import returns. */
export type StoredDiagram = Diagram;

/** A row's columns with every field filled in: rows keep them without the fields at their default. */
export function readAttributes(stored: readonly AttributeInput[]): Attribute[] {
  return stored.map(withDefaults);
}

/**
 * Columns as db_entities keeps them: JSON, each without the fields that hold their default (an
 * import of 10 000 tables of 10 columns writes about a third of the bytes, issue 21 item 5).
 */
export function storedAttributes(attributes: readonly Attribute[]): string {
  return JSON.stringify(attributes.map(withoutDefaults));
}

/** Presents a stored table (from the columns it shows: a row read, or one just inserted). */
export function presentTable(
  r: Omit<Selectable<DbEntityTable>, 'seq' | 'created_at' | 'updated_at'>,
): DbEntity {
  return {
    id: r.id,
    project_id: r.project_id,
    name: r.name,
    attributes: readAttributes(r.attributes),
    x: r.x,
    y: r.y,
    width: r.width,
    height: r.height,
    version: r.version,
    ...(r.schema_name ? { schema: r.schema_name } : {}),
    ...(r.comment ? { comment: r.comment } : {}),
    ...(r.color ? { color: r.color } : {}),
    ...r.details,
  };
}

/** The model's table fields beyond name, columns and geometry. */
export function tableDetailsOf({
  id: _id,
  name: _name,
  attributes: _attributes,
  x: _x,
  y: _y,
  width: _width,
  height: _height,
  ...details
}: Table): TableDetails {
  return details;
}

/** A table's details as stored: schema, comment, colour in columns ('' for none), the rest JSON. */
export function storedTableDetails(details: TableDetails) {
  const columns = tableDetailColumns(details);
  return { ...columns, details: JSON.stringify(columns.details) };
}

/** The table details as db_entities keeps them: schema, comment and colour, and the rest. */
export function tableDetailColumns({ schema, comment, color, ...details }: TableDetails) {
  return { schema_name: schema ?? '', comment: comment ?? '', color: color ?? '', details };
}

/** Presents a stored comment. */
export function presentComment(r: Selectable<DbCommentTable>): DbComment {
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
/** Presents a stored area; no colour means the theme's. */
export function presentArea(r: Selectable<DbAreaTable>): DbArea {
  return {
    id: r.id,
    project_id: r.project_id,
    name: r.name,
    ...(r.color ? { color: r.color } : {}),
    x: r.x,
    y: r.y,
    width: r.width,
    height: r.height,
    version: r.version,
  };
}

/** Presents a stored relationship. */
export function presentRelationship(
  r: Omit<Selectable<DbRelationshipTable>, 'seq' | 'created_at'>,
): DbRelationship {
  return {
    id: r.id,
    project_id: r.project_id,
    name: r.name,
    sourceTableId: r.source_table_id,
    targetTableId: r.target_table_id,
    sourceColumnId: r.source_column_id,
    targetColumnId: r.target_column_id,
    cardinality: r.cardinality,
    ...(r.on_delete ? { onDelete: r.on_delete } : {}),
    ...(r.on_update ? { onUpdate: r.on_update } : {}),
    ...(r.deferrability ? { deferrable: r.deferrability } : {}),
  };
}

/** A relationship of the model as db_relationships keeps it (what presentRelationship reads). */
export function relationshipRow(
  projectId: string,
  r: Omit<DbRelationship, 'project_id'>,
): Omit<Selectable<DbRelationshipTable>, 'seq' | 'created_at'> {
  return {
    id: r.id,
    project_id: projectId,
    name: r.name,
    source_table_id: r.sourceTableId,
    target_table_id: r.targetTableId,
    source_column_id: r.sourceColumnId,
    target_column_id: r.targetColumnId,
    cardinality: r.cardinality,
    on_delete: r.onDelete ?? null,
    on_update: r.onUpdate ?? null,
    deferrability: r.deferrable ?? null,
  };
}

/** Presents a stored project type. */
export function presentType(r: Selectable<DbTypeTable>): DbType {
  return {
    id: r.id,
    project_id: r.project_id,
    ...(r.schema_name ? { schema: r.schema_name } : {}),
    name: r.name,
    kind: r.kind,
    ...r.details,
    version: r.version,
  };
}

/** The stored columns of a type's fields: schema and name in columns, the rest as JSON. */
export function typeRow({
  schema,
  name,
  kind,
  ...details
}: Omit<DbType, 'id' | 'project_id' | 'version'>) {
  return { schema_name: schema ?? '', name, kind, details: JSON.stringify(details) };
}

/** Presents a stored view. */
export function presentView(r: Selectable<DbViewTable>): DbView {
  return {
    id: r.id,
    project_id: r.project_id,
    ...(r.schema_name ? { schema: r.schema_name } : {}),
    name: r.name,
    query: r.query,
    dialect: r.dialect,
    ...r.details,
    x: r.x,
    y: r.y,
    version: r.version,
  };
}

/** Presents a stored verbatim statement. */
export function presentExtraSql(r: Selectable<DbExtraSqlTable>): DbExtraSql {
  return {
    id: r.id,
    project_id: r.project_id,
    dialect: r.dialect,
    kind: r.kind,
    ...(r.name === null ? {} : { name: r.name }),
    sql: r.sql,
  };
}

/** The message of a type whose schema and name the project has already. */
export const DUPLICATE_TYPE_MESSAGE = 'The project has a type of this name already.';

/** Awaits a write of types, answering a 409 when a type's schema and name are taken. */
export async function throwOnDuplicateType<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'conflict', DUPLICATE_TYPE_MESSAGE);
    throw err;
  }
}

/** The route config of a diagram write (needsRole): who may, checked again by edit(). */
export const editsDiagram = needsRole('Editor', 'edit the diagram');

/** Refuses anyone but an Editor or Admin of the project. */
export const edit = (trx: Trx | Kysely<Database>, projectId: string, userId: string) =>
  requireRole(trx, projectId, userId, 'Editor', 'edit the diagram');

/** The stored kinds of the diagram whose rows are published one by one. */
export type DiagramKind =
  | 'db_entities'
  | 'db_comments'
  | 'db_relationships'
  | 'db_types'
  | 'db_views'
  | 'db_extra_sql'
  | 'db_areas';

/** Publishes a change of one diagram row on the project's channel after the commit. */
export function emitChange<T extends DiagramKind>(
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

/** Everything on a project's canvas, each kind in the order it was added (every member). */
export async function getDiagram(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
): Promise<StoredDiagram> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  return readDiagram(deps.db, projectId);
}

/**
 * GET /diagram's answer: the node's kept answer while the project has not changed since
 * (answerCache.ts), the stored diagram otherwise; as JSON, or compressed with the first encoding
 * the client accepts. Access is checked on every read.
 */
export async function getDiagramAnswer(
  deps: DiagramDeps,
  cache: DiagramAnswerCache,
  userId: string,
  projectId: string,
  encoding: Encoding | undefined,
): Promise<string | Buffer> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  const read = async () => JSON.stringify(await readDiagram(deps.db, projectId));
  return encoding ? cache.compressed(projectId, encoding, read) : cache.answer(projectId, read);
}

/**
 * Reads a project's whole canvas without a permission check: the caller has made it, and inside
 * a transaction (a version's snapshot) it sees the transaction's own writes.
 */
export async function readDiagram(
  db: Trx | Kysely<Database>,
  projectId: string,
): Promise<StoredDiagram> {
  const [tables, comments, relationships, types, views, extraSql, areas] = await Promise.all([
    db
      .selectFrom('db_entities')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('db_comments')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('db_relationships')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('db_types')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('db_views')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('db_extra_sql')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('db_areas')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const links = relationships.map(presentRelationship);
  return {
    // Flags stored before decision 0049 (or by an import) follow the relationships here.
    tables: tablesWithForeignKeyFlags(tables.map(presentTable), foreignKeyColumns(links)),
    comments: comments.map(presentComment),
    relationships: links,
    types: types.map(presentType),
    views: views.map(presentView),
    extraSql: extraSql.map(presentExtraSql),
    areas: areas.map(presentArea),
  };
}
