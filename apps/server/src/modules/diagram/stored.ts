/** The stored diagram: its services' dependencies, how rows are presented and published, and the read of a whole canvas. */
import {
  type ChangeOf,
  type Diagram,
  type DbComment,
  type DbEntity,
  type DbRelationship,
} from '@relata/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, DbCommentTable, DbEntityTable, DbRelationshipTable } from '../../db/schema';
import type { RealtimeHub } from '../../realtime/hub';
import { type Emit } from '../../realtime/transact';
import { requireRole } from '../projects/access';
import { projectChannel } from '../projects/events';

/** What the diagram services need. */
export interface DiagramDeps {
  db: Kysely<Database>;
  hub: RealtimeHub;
}

/** A transaction of the diagram's writes. */
export type Trx = Transaction<Database>;

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
/** Presents a stored relationship. */
export function presentRelationship(r: Selectable<DbRelationshipTable>): DbRelationship {
  return {
    id: r.id,
    project_id: r.project_id,
    name: r.name,
    sourceTableId: r.source_table_id,
    targetTableId: r.target_table_id,
    sourceColumnId: r.source_column_id,
    targetColumnId: r.target_column_id,
    cardinality: r.cardinality,
  };
}

/** Refuses anyone but an Editor or Admin of the project. */
export const edit = (trx: Trx | Kysely<Database>, projectId: string, userId: string) =>
  requireRole(trx, projectId, userId, 'Editor', 'edit the diagram');

/** Publishes a table, comment or relationship change on the project's channel after the commit. */
export function emitChange<T extends 'db_entities' | 'db_comments' | 'db_relationships'>(
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
