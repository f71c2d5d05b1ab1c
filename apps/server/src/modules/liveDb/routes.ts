import {
  createLiveDbConnectionBodySchema,
  liveDbCatalogSchema,
  liveDbConnectionListSchema,
  liveDbConnectionParamsSchema,
  liveDbConnectionSchema,
  liveDbTestResultSchema,
  okSchema,
  projectParamsSchema,
  testLiveDbConnectionBodySchema,
  updateLiveDbConnectionBodySchema,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import { apiOperations } from '../../http/apiOperation';
import { needsRole } from '../projects/accessGate';
import { passwordKey } from './passwordSeal';
import * as liveDb from './service';
import type { LiveDbDeps } from './service';

const op = apiOperations('connections');

/**
 * Connections to a project's live databases (issue 38, item 1c): Admins manage and try them,
 * Editors and Admins read a database's catalog through them. Off unless the operator lists
 * where the server may connect (LIVE_DB_HOSTS, LIVE_DB_FILES).
 */
export function registerLiveDbRoutes(
  root: FastifyInstance,
  deps: Omit<LiveDbDeps, 'passwordKey'> & { auth: Auth; authSecret: string },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/projects/:projectId/connections';
  const services: LiveDbDeps = { ...deps, passwordKey: passwordKey(deps.authSecret) };

  app.get(
    base,
    {
      schema: {
        ...op.signedIn(
          'listLiveDbConnections',
          "Lists a project's live database connections, and whether the server allows them (Editors).",
        ),
        params: projectParamsSchema,
        response: { 200: liveDbConnectionListSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return liveDb.listConnections(services, userId, request.params.projectId);
    },
  );
  app.post(
    base,
    {
      config: needsRole('Admin', 'manage database connections'),
      schema: {
        ...op.signedIn(
          'createLiveDbConnection',
          'Saves a connection to a live database; the password is kept encrypted (Admins).',
          [400, 409, 422],
        ),
        params: projectParamsSchema,
        body: createLiveDbConnectionBodySchema,
        response: { 201: liveDbConnectionSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      const { projectId } = request.params;
      const saved = await liveDb.createConnection(services, userId, projectId, request.body);
      return reply.status(201).send(saved);
    },
  );
  app.post(
    `${base}/test`,
    {
      config: needsRole('Admin', 'try database connections'),
      schema: {
        ...op.signedIn(
          'testLiveDbConnection',
          'Tries unsaved connection details: connects read-only and reads the catalog (Admins).',
          [400, 422, 429],
        ),
        params: projectParamsSchema,
        body: testLiveDbConnectionBodySchema,
        response: { 200: liveDbTestResultSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return liveDb.testConnection(services, userId, request.params.projectId, request.body);
    },
  );
  app.patch(
    `${base}/:connectionId`,
    {
      config: needsRole('Admin', 'manage database connections'),
      schema: {
        ...op.signedIn(
          'updateLiveDbConnection',
          'Changes a connection; a password left out is kept (Admins).',
          [400, 422],
        ),
        params: liveDbConnectionParamsSchema,
        body: updateLiveDbConnectionBodySchema,
        response: { 200: liveDbConnectionSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      const { projectId, connectionId } = request.params;
      return liveDb.updateConnection(services, userId, projectId, connectionId, request.body);
    },
  );
  app.delete(
    `${base}/:connectionId`,
    {
      config: needsRole('Admin', 'manage database connections'),
      schema: {
        ...op.signedIn('deleteLiveDbConnection', 'Deletes a connection (Admins).'),
        params: liveDbConnectionParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      const { projectId, connectionId } = request.params;
      await liveDb.deleteConnection(services, userId, projectId, connectionId);
      return { ok: true as const };
    },
  );
  app.post(
    `${base}/:connectionId/read`,
    {
      config: needsRole('Editor', 'read live databases'),
      schema: {
        ...op.signedIn(
          'readLiveDbCatalog',
          "Reads the database's catalog through a saved connection, read-only, for the client to reverse-engineer (Editors).",
          [400, 422, 429],
        ),
        params: liveDbConnectionParamsSchema,
        response: { 200: liveDbCatalogSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      const { projectId, connectionId } = request.params;
      return liveDb.readConnection(services, userId, projectId, connectionId);
    },
  );
}
