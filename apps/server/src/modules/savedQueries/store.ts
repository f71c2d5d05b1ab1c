/** Stored saved queries: how they are read within their project, presented and published. */
import {
  SAVED_QUERY_NOT_FOUND,
  SAVED_QUERY_PREVIEW_MAX,
  savedQueryPreview,
  type ChangeOf,
  type SavedQuery,
  type SavedQuerySummary,
} from '@relata/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { errors } from '../../http/errors';
import type { Emit } from '../../realtime/transact';
import { AUTHOR_COLUMNS, authorOf, type AuthorColumns } from '../projects/authors';
import { projectChannel } from '../projects/events';

type Db = Kysely<Database> | Transaction<Database>;

/** A project's saved queries with their authors, without their texts. */
function savedQueriesOf(db: Db, projectId: string) {
  return db
    .selectFrom('saved_queries as q')
    .leftJoin('user as u', 'u.id', 'q.created_by')
    .leftJoin('profiles as p', 'p.id', 'q.created_by')
    .select([
      'q.id',
      'q.project_id',
      'q.name',
      'q.created_by',
      'q.created_at',
      'q.updated_at',
      ...AUTHOR_COLUMNS,
    ])
    .where('q.project_id', '=', projectId);
}

/** A project's saved queries with their authors; an id is only ever looked up within its project. */
export function savedQueryRows(db: Db, projectId: string) {
  return savedQueriesOf(db, projectId).select('q.sql');
}

/**
 * A project's saved queries as listed: each text's first SAVED_QUERY_PREVIEW_MAX characters only,
 * so the list never reads or sends the texts (issue 35, item 3).
 */
export function savedQuerySummaryRows(db: Db, projectId: string) {
  return savedQueriesOf(db, projectId).select(
    sql<string>`substr(q.sql, 1, ${SAVED_QUERY_PREVIEW_MAX})`.as('preview'),
  );
}

/** Presents a listed saved query; the preview is cut again in UTF-16 units, as core counts them. */
export function presentSavedQuerySummary(
  r: Omit<SavedQueryRow, 'sql'> & { preview: string },
): SavedQuerySummary {
  const { sql: _sql, ...query } = presentSavedQuery({ ...r, sql: '' });
  return { ...query, preview: savedQueryPreview(r.preview) };
}

/** A row of savedQueryRows. */
export interface SavedQueryRow extends AuthorColumns {
  id: string;
  project_id: string;
  name: string;
  sql: string;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Presents a saved query as listed, answered and published. */
export function presentSavedQuery(r: SavedQueryRow): SavedQuery {
  return {
    id: r.id,
    project_id: r.project_id,
    name: r.name,
    sql: r.sql,
    created_by: r.created_by,
    author: authorOf(r),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** Reads one saved query of the project, or answers 404 (also for another project's query). */
export async function findSavedQuery(
  db: Db,
  projectId: string,
  queryId: string,
): Promise<SavedQuery> {
  const row = await savedQueryRows(db, projectId).where('q.id', '=', queryId).executeTakeFirst();
  if (!row) throw errors.notFound(SAVED_QUERY_NOT_FOUND);
  return presentSavedQuery(row);
}

/** Publishes a change of one saved query on the project's channel after the commit. */
export function emitSavedQuery(
  emit: Emit,
  projectId: string,
  operation: ChangeOf<'saved_queries'>['operation'],
  record: SavedQuerySummary | null,
  old: SavedQuerySummary | null,
): void {
  emit(projectChannel(projectId), { table: 'saved_queries', operation, record, old_record: old });
}
