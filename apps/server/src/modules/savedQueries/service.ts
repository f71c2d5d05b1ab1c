/**
 * Saved SQL queries of a project (issue 20, item 5): every member lists them (Viewers run
 * queries but do not save them); Editors and Admins save, rename, change and delete them. The
 * server stores the texts only: a query runs in the browser.
 */
import {
  MAX_SAVED_QUERIES_PER_PROJECT,
  type CreateSavedQueryBody,
  savedQuerySummary,
  type SavedQuery,
  type SavedQuerySummary,
  type UpdateSavedQueryBody,
} from '@relata/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errors } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';
import { transact } from '../../realtime/transact';
import { record } from '../audit/record';
import { lockProject, requireRole } from '../projects/access';
import {
  emitSavedQuery,
  findSavedQuery,
  presentSavedQuerySummary,
  savedQuerySummaryRows,
} from './store';

/** What the saved query services need. */
export interface SavedQueryDeps {
  db: Kysely<Database>;
  hub: RealtimeHub;
}

/**
 * The project's saved queries without their texts (each with a short preview), the most recently
 * changed first (every member).
 */
export async function listSavedQueries(
  deps: SavedQueryDeps,
  userId: string,
  projectId: string,
): Promise<SavedQuerySummary[]> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  const rows = await savedQuerySummaryRows(deps.db, projectId)
    .orderBy('q.updated_at', 'desc')
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id')
    .execute();
  return rows.map(presentSavedQuerySummary);
}

/** One saved query with its text (every member: Viewers run saved queries too). */
export async function getSavedQuery(
  deps: SavedQueryDeps,
  userId: string,
  projectId: string,
  queryId: string,
): Promise<SavedQuery> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  return findSavedQuery(deps.db, projectId, queryId);
}

/**
 * Saves a query under a name (Editors and Admins), at most MAX_SAVED_QUERIES_PER_PROJECT a
 * project (409). Saves of one project take turns on the project's row, so two at once count right.
 */
export async function createSavedQuery(
  deps: SavedQueryDeps,
  userId: string,
  projectId: string,
  body: CreateSavedQueryBody,
): Promise<SavedQuery> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'save queries');
    await lockProject(trx, projectId);
    const { n } = await trx
      .selectFrom('saved_queries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_SAVED_QUERIES_PER_PROJECT)
      throw errors.conflict(
        `This project keeps at most ${MAX_SAVED_QUERIES_PER_PROJECT} saved queries. ` +
          'Delete a query before saving another.',
      );
    const { id } = await trx
      .insertInto('saved_queries')
      .values({ project_id: projectId, name: body.name, sql: body.sql, created_by: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const saved = await findSavedQuery(trx, projectId, id);
    emitSavedQuery(emit, projectId, 'INSERT', savedQuerySummary(saved), null);
    return saved;
  });
}

/** Renames a saved query and/or changes its text (Editors and Admins). */
export async function updateSavedQuery(
  deps: SavedQueryDeps,
  userId: string,
  projectId: string,
  queryId: string,
  body: UpdateSavedQueryBody,
): Promise<SavedQuery> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'change saved queries');
    const old = await findSavedQuery(trx, projectId, queryId);
    // A PATCH with nothing to change answers the query as it is, unchanged and unpublished.
    if (Object.keys(body).length === 0) return old;
    await trx
      .updateTable('saved_queries')
      .set({ ...body, updated_at: sql<Date>`now()` })
      .where('id', '=', queryId)
      .where('project_id', '=', projectId)
      .execute();
    const updated = await findSavedQuery(trx, projectId, queryId);
    emitSavedQuery(emit, projectId, 'UPDATE', savedQuerySummary(updated), savedQuerySummary(old));
    return updated;
  });
}

/** Deletes a saved query (Editors and Admins). */
export async function deleteSavedQuery(
  deps: SavedQueryDeps,
  userId: string,
  projectId: string,
  queryId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'delete saved queries');
    const old = await findSavedQuery(trx, projectId, queryId);
    await trx
      .deleteFrom('saved_queries')
      .where('id', '=', queryId)
      .where('project_id', '=', projectId)
      .execute();
    await record(trx, {
      kind: 'saved_query_deleted',
      projectId,
      actorId: userId,
      details: { query: old.name, query_id: queryId },
    });
    emitSavedQuery(emit, projectId, 'DELETE', null, savedQuerySummary(old));
  });
}
