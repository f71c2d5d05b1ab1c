import {
  createSavedQueryBodySchema,
  okSchema,
  projectParamsSchema,
  savedQueryParamsSchema,
  savedQuerySchema,
  savedQuerySummarySchema,
  updateSavedQueryBodySchema,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import { apiOperations } from '../../http/apiOperation';
import { needsRole } from '../projects/accessGate';
import * as savedQueries from './service';
import type { SavedQueryDeps } from './service';

const op = apiOperations('queries');

/** Saved SQL queries of a project (issue 20, item 5): list, save, rename or change, delete. */
export function registerSavedQueryRoutes(
  root: FastifyInstance,
  deps: SavedQueryDeps & { auth: Auth },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/projects/:projectId/queries';

  app.get(
    base,
    {
      schema: {
        ...op.signedIn(
          'listSavedQueries',
          "Lists a project's saved queries, last changed first, each with a preview of its text.",
        ),
        params: projectParamsSchema,
        response: { 200: z.array(savedQuerySummarySchema) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return savedQueries.listSavedQueries(deps, userId, request.params.projectId);
    },
  );
  app.post(
    base,
    {
      config: needsRole('Editor', 'save queries'),
      schema: {
        ...op.signedIn('createSavedQuery', 'Saves a SQL query under a name (Editors).', [409]),
        params: projectParamsSchema,
        body: createSavedQueryBodySchema,
        response: { 201: savedQuerySchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      const saved = await savedQueries.createSavedQuery(
        deps,
        userId,
        request.params.projectId,
        request.body,
      );
      return reply.status(201).send(saved);
    },
  );
  app.get(
    `${base}/:queryId`,
    {
      schema: {
        ...op.signedIn('getSavedQuery', 'Reads one saved query with its text (every member).'),
        params: savedQueryParamsSchema,
        response: { 200: savedQuerySchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      const { projectId, queryId } = request.params;
      return savedQueries.getSavedQuery(deps, userId, projectId, queryId);
    },
  );
  app.patch(
    `${base}/:queryId`,
    {
      config: needsRole('Editor', 'change saved queries'),
      schema: {
        ...op.signedIn('updateSavedQuery', 'Renames a saved query or changes its text (Editors).'),
        params: savedQueryParamsSchema,
        body: updateSavedQueryBodySchema,
        response: { 200: savedQuerySchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      const { projectId, queryId } = request.params;
      return savedQueries.updateSavedQuery(deps, userId, projectId, queryId, request.body);
    },
  );
  app.delete(
    `${base}/:queryId`,
    {
      config: needsRole('Editor', 'delete saved queries'),
      schema: {
        ...op.signedIn('deleteSavedQuery', 'Deletes a saved query (Editors).'),
        params: savedQueryParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      const { projectId, queryId } = request.params;
      await savedQueries.deleteSavedQuery(deps, userId, projectId, queryId);
      return { ok: true as const };
    },
  );
}
