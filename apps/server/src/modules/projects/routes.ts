import {
  createProjectBodySchema,
  deleteProjectBodySchema,
  okSchema,
  projectParamsSchema,
  projectSchema,
  projectSettingSchema,
  projectSummarySchema,
  updateProjectBodySchema,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import * as projects from './service';
import type { ProjectDeps } from './service';

const tags = ['projects'];

/** Projects: list, create, read, update, delete, summary, leave, settings. */
export function registerProjectRoutes(
  root: FastifyInstance,
  deps: ProjectDeps & { auth: Auth },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const params = projectParamsSchema;

  app.get(
    '/api/projects',
    { schema: { tags, response: { 200: z.array(projectSchema) } } },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return projects.listProjects(deps, userId);
    },
  );

  app.post(
    '/api/projects',
    { schema: { tags, body: createProjectBodySchema, response: { 201: projectSchema } } },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      return reply.status(201).send(await projects.createProject(deps, userId, request.body));
    },
  );

  app.get(
    '/api/projects/:projectId',
    { schema: { tags, params, response: { 200: projectSchema } } },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return projects.getProject(deps, userId, request.params.projectId);
    },
  );

  app.patch(
    '/api/projects/:projectId',
    { schema: { tags, params, body: updateProjectBodySchema, response: { 200: projectSchema } } },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return projects.updateProject(deps, userId, request.params.projectId, request.body);
    },
  );

  app.delete(
    '/api/projects/:projectId',
    { schema: { tags, params, body: deleteProjectBodySchema, response: { 200: okSchema } } },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await projects.deleteProject(
        deps,
        userId,
        request.params.projectId,
        request.body.confirmName,
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/api/projects/:projectId/summary',
    { schema: { tags, params, response: { 200: projectSummarySchema } } },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return projects.projectSummary(deps, userId, request.params.projectId);
    },
  );

  app.post(
    '/api/projects/:projectId/leave',
    { schema: { tags, params, response: { 200: okSchema } } },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await projects.leaveProject(deps, userId, request.params.projectId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/projects/:projectId/settings',
    { schema: { tags, params, response: { 200: z.array(projectSettingSchema) } } },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return projects.listSettings(deps, userId, request.params.projectId);
    },
  );

  app.put(
    '/api/projects/:projectId/settings/:key',
    {
      schema: {
        tags,
        params: params.extend({ key: z.string().min(1).max(100) }),
        body: z.strictObject({ value: z.unknown() }),
        response: { 200: projectSettingSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return projects.putSetting(
        deps,
        userId,
        request.params.projectId,
        request.params.key,
        request.body.value,
      );
    },
  );
}
