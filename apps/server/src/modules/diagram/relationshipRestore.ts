import {
  dbRelationshipSchema,
  foreignKeyEnd,
  projectParamsSchema,
  restoreRelationshipBodySchema,
  type DbRelationship,
  type RestoreRelationshipBody,
  jsonBytes,
  STORED_ITEM_WRAP_BYTES,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import { AppError } from '../../http/errors';
import { transact } from '../../realtime/transact';
import { syncForeignKeyFlags } from './foreignKeyFlags';
import { checkDiagramGrowth } from './limits';
import {
  edit,
  editsDiagram,
  emitChange,
  presentRelationship,
  relationshipRow,
  type DiagramDeps,
} from './stored';
import { apiOperations } from '../../http/apiOperation';

const op = apiOperations('diagram');

/** Why a relationship cannot come back as it was: one of its ends is no longer there. */
const ENDS_GONE_MESSAGE = 'The columns this relationship joined are no longer there.';

/**
 * Undo of a relationship deletion: inserts the relationship again with its own id, ends, name,
 * cardinality and actions; the foreign-key column stayed when it was deleted, so no column is
 * added again (unlike Add Relationship), and it is flagged a foreign key again. 404 when a table is gone,
 * 409 when a column it joined is gone or the relationship exists already.
 */
export async function restoreRelationship(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  body: RestoreRelationshipBody,
): Promise<DbRelationship> {
  if (body.project_id !== undefined && body.project_id !== projectId)
    throw new AppError(404, 'not_found', 'Relationship not found.');
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const tables = await trx
      .selectFrom('db_entities')
      .select(['id', 'attributes'])
      .where('project_id', '=', projectId)
      .where('id', 'in', [body.sourceTableId, body.targetTableId])
      .orderBy('id')
      .forUpdate()
      .execute();
    const columnsOf = (id: string) => tables.find((t) => t.id === id)?.attributes;
    const source = columnsOf(body.sourceTableId);
    const target = columnsOf(body.targetTableId);
    if (!source || !target) throw new AppError(404, 'not_found', 'Table not found.');
    if (
      !source.some((a) => a.id === body.sourceColumnId) ||
      !target.some((a) => a.id === body.targetColumnId)
    )
      throw new AppError(409, 'conflict', ENDS_GONE_MESSAGE);
    const row = await trx
      .insertInto('db_relationships')
      .values(relationshipRow(projectId, body))
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(409, 'conflict', 'This relationship exists already.');
    const restored = presentRelationship(row);
    await checkDiagramGrowth(trx, deps, projectId, {
      relationships: 1,
      bytes: jsonBytes(restored) + STORED_ITEM_WRAP_BYTES,
    });
    emitChange(emit, projectId, 'db_relationships', 'INSERT', restored, null);
    // Its column is a foreign key again (decision 0049).
    const end = foreignKeyEnd(restored);
    if (end) await syncForeignKeyFlags(trx, emit, projectId, end.tableId);
    return restored;
  });
}

/** POST /api/projects/:projectId/relationships/restore (Editors): 201 with the relationship. */
export function registerRelationshipRestoreRoute(
  root: FastifyInstance,
  deps: DiagramDeps & { auth: Auth },
): void {
  root.withTypeProvider<ZodTypeProvider>().post(
    '/api/projects/:projectId/relationships/restore',
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn(
          'restoreRelationship',
          'Restores a deleted relationship, as undo does (Editors).',
          [409],
        ),
        params: projectParamsSchema,
        body: restoreRelationshipBodySchema,
        response: { 201: dbRelationshipSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      return reply
        .status(201)
        .send(await restoreRelationship(deps, userId, request.params.projectId, request.body));
    },
  );
}
