import {
  createVersionBodySchema,
  listVersionsQuerySchema,
  okSchema,
  projectParamsSchema,
  restoreVersionResultSchema,
  updateVersionBodySchema,
  versionParamsSchema,
  versionSchema,
  versionSummarySchema,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import { apiOperations } from '../../http/apiOperation';
import { needsRole } from '../projects/accessGate';
import { plainJson } from '../diagram/routes';
import * as versions from './service';
import type { VersionDeps } from './service';

const op = apiOperations('versions');

/** Version Control: list, read, save, rename or pin, delete and restore versions of the diagram. */
export function registerVersionRoutes(
  root: FastifyInstance,
  deps: VersionDeps & { auth: Auth },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/projects/:projectId/versions';

  app.get(
    base,
    {
      schema: {
        ...op.signedIn('listVersions', "Lists a project's versions, newest first."),
        params: projectParamsSchema,
        querystring: listVersionsQuerySchema,
        response: { 200: z.array(versionSummarySchema) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return versions.listVersions(deps, userId, request.params.projectId, request.query);
    },
  );
  app.post(
    base,
    {
      config: needsRole('Editor', 'save versions'),
      schema: {
        ...op.signedIn('createVersion', 'Saves the diagram as a named version (Editors).', [409]),
        params: projectParamsSchema,
        body: createVersionBodySchema,
        response: { 201: versionSummarySchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      return reply
        .status(201)
        .send(await versions.createVersion(deps, userId, request.params.projectId, request.body));
    },
  );
  app.get(
    `${base}/:versionId`,
    {
      schema: {
        ...op.signedIn('getVersion', 'Reads a version with its snapshot of the diagram.'),
        params: versionParamsSchema,
        response: { 200: versionSchema },
      },
      // A snapshot is megabytes of rows validated when they were stored, as GET /diagram's answer.
      serializerCompiler: plainJson,
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      const { projectId, versionId } = request.params;
      return versions.getVersion(deps, userId, projectId, versionId);
    },
  );
  app.patch(
    `${base}/:versionId`,
    {
      config: needsRole('Editor', 'change versions'),
      schema: {
        ...op.signedIn('updateVersion', 'Renames, describes or pins a version (Editors).'),
        params: versionParamsSchema,
        body: updateVersionBodySchema,
        response: { 200: versionSummarySchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      const { projectId, versionId } = request.params;
      return versions.updateVersion(deps, userId, projectId, versionId, request.body);
    },
  );
  app.delete(
    `${base}/:versionId`,
    {
      config: needsRole('Admin', 'delete versions'),
      schema: {
        ...op.signedIn('deleteVersion', 'Deletes a version (Admins).'),
        params: versionParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      const { projectId, versionId } = request.params;
      await versions.deleteVersion(deps, userId, projectId, versionId);
      return { ok: true as const };
    },
  );
  app.post(
    `${base}/:versionId/restore`,
    {
      config: needsRole('Editor', 'restore versions'),
      schema: {
        ...op.signedIn(
          'restoreVersion',
          'Makes the diagram that version, after an automatic version of it (Editors).',
          [409, 413],
        ),
        params: versionParamsSchema,
        response: { 200: restoreVersionResultSchema },
      },
      serializerCompiler: plainJson,
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      const { projectId, versionId } = request.params;
      return versions.restoreVersion(deps, userId, projectId, versionId);
    },
  );
}
