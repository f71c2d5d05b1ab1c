import {
  areaParamsSchema,
  commentParamsSchema,
  createAreaBodySchema,
  connectTablesBodySchema,
  createCommentBodySchema,
  createTableBodySchema,
  dbAreaSchema,
  dbCommentSchema,
  dbEntitySchema,
  dbRelationshipSchema,
  diagramSchema,
  generateDdl,
  importDiagramBodySchema,
  importDiagramResultSchema,
  readPrismaBodySchema,
  readPrismaResultSchema,
  movePositionsBodySchema,
  okSchema,
  projectParamsSchema,
  relationshipParamsSchema,
  tableParamsSchema,
  updateAreaBodySchema,
  updateCommentBodySchema,
  updateRelationshipBodySchema,
  updateTableBodySchema,
} from '@relata/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import { acceptedEncoding, DiagramAnswerCache } from './answerCache';
import { registerDiagramObjectRoutes } from './objectRoutes';
import { registerRelationshipCreateRoute } from './relationshipCreate';
import { registerRelationshipRestoreRoute } from './relationshipRestore';
import * as diagram from './service';
import type { DiagramDeps } from './service';
import { editsDiagram } from './stored';
import { apiOperations } from '../../http/apiOperation';
import { requestDecompression } from '../../http/compression';
import { readPrismaSchema } from '@relata/core/connect';
import { AppError } from '../../http/errors';

const op = apiOperations('diagram');
/** An import of 10 000 tables with 10 columns and 12 000 relationships is about 24 MB of JSON. */
const IMPORT_BODY_LIMIT = 40 * 1024 * 1024;
/** An Arrange of the largest diagram moves 10 000 tables at about 75 bytes each. */
const POSITIONS_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * The schema documents a diagram answer; its rows were validated on the way in, and 1000 tables
 * are megabytes: plain JSON instead of re-validating them with zod.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);

/**
 * The diagram: tables (db_entities), comments, areas, relationships, positions, import; the project's
 * types, views and statements in objectRoutes.ts.
 */
export function registerDiagramRoutes(
  root: FastifyInstance,
  deps: DiagramDeps & { auth: Auth; answers?: DiagramAnswerCache },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/projects/:projectId';
  const session = (request: Parameters<typeof requireSession>[1]) =>
    requireSession(deps.auth, request);
  const answers = deps.answers ?? new DiagramAnswerCache(deps.hub);

  app.get(
    `${base}/diagram`,
    {
      schema: {
        ...op.signedIn('getDiagram', "Reads a project's whole diagram."),
        params: projectParamsSchema,
        response: { 200: diagramSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await session(request);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const answer = await diagram.getDiagramAnswer(
        deps,
        answers,
        userId,
        request.params.projectId,
        encoding,
      );
      // Already JSON (the schema above documents it), or its kept compressed bytes, which the
      // compression plugin leaves alone once Content-Encoding is set: sent as they are.
      const sent = (reply as FastifyReply).type('application/json; charset=utf-8');
      sent.header('vary', 'Accept-Encoding');
      if (encoding) sent.header('content-encoding', encoding);
      return sent.send(answer);
    },
  );
  app.patch(
    `${base}/diagram/positions`,
    {
      config: editsDiagram,
      bodyLimit: POSITIONS_BODY_LIMIT,
      schema: {
        ...op.signedIn(
          'moveDiagramItems',
          'Moves tables, views, comments and areas on the diagram (Editors).',
        ),
        params: projectParamsSchema,
        body: movePositionsBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await session(request);
      await diagram.movePositions(deps, userId, request.params.projectId, request.body);
      return { ok: true as const };
    },
  );
  app.post(
    `${base}/diagram/import`,
    {
      config: editsDiagram,
      bodyLimit: IMPORT_BODY_LIMIT,
      // The body may come compressed (Content-Encoding gzip, deflate or br): the web app sends a
      // large import gzipped. The limit holds for the body as decompressed (Fastify counts it).
      decompress: requestDecompression,
      schema: {
        ...op.signedIn(
          'importDiagram',
          'Replaces or extends the diagram with imported tables (Editors).',
          [409, 422],
        ),
        params: projectParamsSchema,
        body: importDiagramBodySchema,
        response: { 200: importDiagramResultSchema },
      },
      serializerCompiler: plainJson,
    },
    async (request) => {
      const { userId } = await session(request);
      return diagram.importDiagram(deps, userId, request.params.projectId, request.body);
    },
  );

  app.post(
    `${base}/diagram/prisma`,
    {
      // The server's usual body limit (1 MB) holds: a schema of about 20 000 lines.
      config: editsDiagram,
      schema: {
        ...op.signedIn(
          'readPrismaSchema',
          "Reads a Prisma schema with Prisma's own engine, for the Import dialog: the SQL its database holds, in its provider's dialect, or Prisma's errors with their lines (Editors).",
          [422],
        ),
        params: projectParamsSchema,
        body: readPrismaBodySchema,
        response: { 200: readPrismaResultSchema },
      },
    },
    async (request) => {
      await session(request);
      const read = await readPrismaSchema(request.body.files.map((f) => [f.name, f.text] as const));
      if ('error' in read) throw new AppError(422, 'unprocessable', read.error);
      return {
        dialect: read.dialect,
        script: generateDdl(read.model, read.dialect),
        warnings: read.warnings,
      };
    },
  );

  app.post(
    `${base}/tables`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('createTable', 'Adds a table (Editors).'),
        params: projectParamsSchema,
        body: createTableBodySchema,
        response: { 201: dbEntitySchema },
      },
    },
    async (request, reply) => {
      const { userId } = await session(request);
      return reply
        .status(201)
        .send(await diagram.createTable(deps, userId, request.params.projectId, request.body));
    },
  );
  app.patch(
    `${base}/tables/:tableId`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('updateTable', 'Changes a table and its columns (Editors).', [422]),
        params: tableParamsSchema,
        body: updateTableBodySchema,
        response: { 200: dbEntitySchema },
      },
    },
    async (request) => {
      const { userId } = await session(request);
      return diagram.updateTable(
        deps,
        userId,
        request.params.projectId,
        request.params.tableId,
        request.body,
      );
    },
  );
  app.delete(
    `${base}/tables/:tableId`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('deleteTable', 'Deletes a table and its relationships (Editors).'),
        params: tableParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await session(request);
      await diagram.deleteTable(deps, userId, request.params.projectId, request.params.tableId);
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/comments`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('createComment', 'Adds a comment to the diagram (Editors).'),
        params: projectParamsSchema,
        body: createCommentBodySchema,
        response: { 201: dbCommentSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await session(request);
      return reply
        .status(201)
        .send(await diagram.createComment(deps, userId, request.params.projectId, request.body));
    },
  );
  app.patch(
    `${base}/comments/:commentId`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('updateComment', 'Changes a diagram comment (Editors).'),
        params: commentParamsSchema,
        body: updateCommentBodySchema,
        response: { 200: dbCommentSchema },
      },
    },
    async (request) => {
      const { userId } = await session(request);
      return diagram.updateComment(
        deps,
        userId,
        request.params.projectId,
        request.params.commentId,
        request.body,
      );
    },
  );
  app.delete(
    `${base}/comments/:commentId`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('deleteComment', 'Deletes a diagram comment (Editors).'),
        params: commentParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await session(request);
      await diagram.deleteComment(deps, userId, request.params.projectId, request.params.commentId);
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/areas`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('createArea', 'Adds a subject area to the diagram (Editors).', [409]),
        params: projectParamsSchema,
        body: createAreaBodySchema,
        response: { 201: dbAreaSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await session(request);
      return reply
        .status(201)
        .send(await diagram.createArea(deps, userId, request.params.projectId, request.body));
    },
  );
  app.patch(
    `${base}/areas/:areaId`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('updateArea', 'Renames, recolours, moves or resizes an area (Editors).'),
        params: areaParamsSchema,
        body: updateAreaBodySchema,
        response: { 200: dbAreaSchema },
      },
    },
    async (request) => {
      const { userId } = await session(request);
      const { projectId, areaId } = request.params;
      return diagram.updateArea(deps, userId, projectId, areaId, request.body);
    },
  );
  app.delete(
    `${base}/areas/:areaId`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('deleteArea', 'Deletes an area; its tables stay (Editors).'),
        params: areaParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await session(request);
      await diagram.deleteArea(deps, userId, request.params.projectId, request.params.areaId);
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/relationships/connect`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn(
          'connectTables',
          'Relates two tables through a new foreign key (Editors).',
          [422],
        ),
        params: projectParamsSchema,
        body: connectTablesBodySchema,
        response: {
          201: z.object({ table: dbEntitySchema, relationships: z.array(dbRelationshipSchema) }),
        },
      },
    },
    async (request, reply) => {
      const { userId } = await session(request);
      return reply
        .status(201)
        .send(
          await diagram.connectTables(
            deps,
            userId,
            request.params.projectId,
            request.body.sourceTableId,
            request.body.targetTableId,
          ),
        );
    },
  );
  registerRelationshipCreateRoute(root, deps);
  registerRelationshipRestoreRoute(root, deps);
  app.patch(
    `${base}/relationships/:relationshipId`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('updateRelationship', 'Changes a relationship (Editors).'),
        params: relationshipParamsSchema,
        body: updateRelationshipBodySchema,
        response: { 200: dbRelationshipSchema },
      },
    },
    async (request) => {
      const { userId } = await session(request);
      const { projectId, relationshipId } = request.params;
      return diagram.updateRelationship(deps, userId, projectId, relationshipId, request.body);
    },
  );
  app.delete(
    `${base}/relationships/:relationshipId`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('deleteRelationship', 'Deletes a relationship (Editors).'),
        params: relationshipParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await session(request);
      await diagram.deleteRelationship(
        deps,
        userId,
        request.params.projectId,
        request.params.relationshipId,
      );
      return { ok: true as const };
    },
  );
  registerDiagramObjectRoutes(root, deps);
}
