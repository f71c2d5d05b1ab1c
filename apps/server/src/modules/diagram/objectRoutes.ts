import {
  createTypeBodySchema,
  dbTypeSchema,
  extraSqlParamsSchema,
  okSchema,
  projectParamsSchema,
  typeParamsSchema,
  updateTypeBodySchema,
  viewParamsSchema,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import * as diagram from './service';
import type { DiagramDeps } from './service';
import { editsDiagram } from './stored';
import { apiOperations } from '../../http/apiOperation';

const op = apiOperations('diagram');

/** The project's types (create, edit, delete), views and verbatim statements (delete). */
export function registerDiagramObjectRoutes(
  root: FastifyInstance,
  deps: DiagramDeps & { auth: Auth },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/projects/:projectId';
  const session = (request: Parameters<typeof requireSession>[1]) =>
    requireSession(deps.auth, request);

  app.post(
    `${base}/types`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('createType', 'Adds a custom column type (Editors).', [409]),
        params: projectParamsSchema,
        body: createTypeBodySchema,
        response: { 201: dbTypeSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await session(request);
      return reply
        .status(201)
        .send(await diagram.createType(deps, userId, request.params.projectId, request.body));
    },
  );
  app.patch(
    `${base}/types/:typeId`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('updateType', 'Changes a custom column type (Editors).', [409]),
        params: typeParamsSchema,
        body: updateTypeBodySchema,
        response: { 200: dbTypeSchema },
      },
    },
    async (request) => {
      const { userId } = await session(request);
      const { projectId, typeId } = request.params;
      return diagram.updateType(deps, userId, projectId, typeId, request.body);
    },
  );
  app.delete(
    `${base}/types/:typeId`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('deleteType', 'Deletes a custom column type (Editors).'),
        params: typeParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await session(request);
      await diagram.deleteType(deps, userId, request.params.projectId, request.params.typeId);
      return { ok: true as const };
    },
  );
  app.delete(
    `${base}/views/:viewId`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('deleteView', 'Deletes a database view (Editors).'),
        params: viewParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await session(request);
      await diagram.deleteView(deps, userId, request.params.projectId, request.params.viewId);
      return { ok: true as const };
    },
  );
  app.delete(
    `${base}/extra-sql/:extraSqlId`,
    {
      config: editsDiagram,
      schema: {
        ...op.signedIn('deleteExtraSql', 'Deletes an extra SQL statement (Editors).'),
        params: extraSqlParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await session(request);
      const { projectId, extraSqlId } = request.params;
      await diagram.deleteExtraSql(deps, userId, projectId, extraSqlId);
      return { ok: true as const };
    },
  );
}
