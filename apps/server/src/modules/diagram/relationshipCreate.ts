import {
  connectResultSchema,
  createRelationshipBodySchema,
  foreignKeyColumns,
  jsonBytes,
  projectParamsSchema,
  referenceName,
  STORED_ITEM_WRAP_BYTES,
  type ConnectResult,
  type CreateRelationshipBody,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import { apiOperations } from '../../http/apiOperation';
import { AppError } from '../../http/errors';
import { transact } from '../../realtime/transact';
import { lockTables, syncForeignKeyFlags } from './foreignKeyFlags';
import { checkDiagramGrowth } from './limits';
import {
  edit,
  editsDiagram,
  emitChange,
  presentRelationship,
  readAttributes,
  type DiagramDeps,
} from './stored';

const op = apiOperations('diagram');

/** Why a column cannot get a second foreign key from the "Foreign key" box. */
export const ALREADY_FOREIGN_KEY_MESSAGE = 'This column is a foreign key already.';

/**
 * The side panel's "Foreign key" box (issue 36, item A2): the target column becomes a foreign key
 * referencing the source column. One ONE_TO_MANY relationship, named after the column, and the
 * column's flag, in one transaction. 404 when a table is not the project's, 422 when a column is
 * not its table's or references itself, 409 when the column holds a foreign key already.
 */
export async function createRelationship(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  body: CreateRelationshipBody,
): Promise<ConnectResult> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const ids = [body.sourceTableId, body.targetTableId];
    await lockTables(trx, projectId, ids);
    const rows = await trx
      .selectFrom('db_entities')
      .select(['id', 'name', 'attributes'])
      .where('project_id', '=', projectId)
      .where('id', 'in', ids)
      .execute();
    const columnOf = (tableId: string, columnId: string) => {
      const row = rows.find((r) => r.id === tableId);
      if (!row) throw new AppError(404, 'not_found', 'Table not found.');
      const column = readAttributes(row.attributes).find((a) => a.id === columnId);
      if (!column)
        throw new AppError(
          422,
          'unprocessable',
          `The table has no column with the id ${columnId}.`,
        );
      return { table: row, column };
    };
    columnOf(body.sourceTableId, body.sourceColumnId);
    const target = columnOf(body.targetTableId, body.targetColumnId);
    if (body.sourceTableId === body.targetTableId && body.sourceColumnId === body.targetColumnId)
      throw new AppError(422, 'unprocessable', 'A column cannot reference itself.');
    const existing = await trx
      .selectFrom('db_relationships')
      .selectAll()
      .where('project_id', '=', projectId)
      .where((eb) =>
        eb.or([
          eb('source_table_id', '=', body.targetTableId),
          eb('target_table_id', '=', body.targetTableId),
        ]),
      )
      .execute();
    const held = foreignKeyColumns(existing.map(presentRelationship)).get(body.targetTableId);
    if (held?.has(body.targetColumnId))
      throw new AppError(409, 'conflict', ALREADY_FOREIGN_KEY_MESSAGE);
    const row = await trx
      .insertInto('db_relationships')
      .values({
        project_id: projectId,
        name: referenceName(target.table, target.column),
        source_table_id: body.sourceTableId,
        target_table_id: body.targetTableId,
        source_column_id: body.sourceColumnId,
        target_column_id: body.targetColumnId,
        cardinality: 'ONE_TO_MANY',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const relationship = presentRelationship(row);
    await checkDiagramGrowth(trx, deps, projectId, {
      relationships: 1,
      bytes: jsonBytes(relationship) + STORED_ITEM_WRAP_BYTES,
    });
    emitChange(emit, projectId, 'db_relationships', 'INSERT', relationship, null);
    const table = await syncForeignKeyFlags(trx, emit, projectId, body.targetTableId);
    // The table is locked in this transaction: it cannot have gone.
    if (!table) throw new AppError(404, 'not_found', 'Table not found.');
    return { table, relationships: [relationship] };
  });
}

/** POST /api/projects/:projectId/relationships (Editors): 201 with the table and the relationship. */
export function registerRelationshipCreateRoute(
  root: FastifyInstance,
  deps: DiagramDeps & { auth: Auth },
): void {
  root.withTypeProvider<ZodTypeProvider>().post(
    '/api/projects/:projectId/relationships',
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn(
          'createRelationship',
          'Makes a column a foreign key of another column: one relationship (Editors).',
          [409, 422],
        ),
        params: projectParamsSchema,
        body: createRelationshipBodySchema,
        response: { 201: connectResultSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      return reply
        .status(201)
        .send(await createRelationship(deps, userId, request.params.projectId, request.body));
    },
  );
}
