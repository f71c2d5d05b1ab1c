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
import { apiOperations } from '../../http/apiOperation';
import { needsRole } from './accessGate';

const op = apiOperations('projects');

/** Projects: list, create, read, update, delete, summary, leave, settings. */
export function registerProjectRoutes(
  root: FastifyInstance,
  deps: ProjectDeps & { auth: Auth },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const params = projectParamsSchema;

  app.get(
    '/api/projects',
    {
      schema: {
        ...op.signedIn(
          'listProjects',
          'Lists the projects the caller is a member of (with a token, those it reaches).',
        ),
        response: { 200: z.array(projectSchema) },
      },
    },
    async (request) => {
      const { userId, token } = await requireSession(deps.auth, request);
      const listed = await projects.listProjects(deps, userId);
      const reached = token?.projectIds;
      return reached ? listed.filter((p) => reached.includes(p.id)) : listed;
    },
  );

  app.post(
    '/api/projects',
    {
      schema: {
        ...op.signedIn('createProject', 'Creates a project with the caller as its Admin.'),
        body: createProjectBodySchema,
        response: { 201: projectSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      return reply.status(201).send(await projects.createProject(deps, userId, request.body));
    },
  );

  app.get(
    '/api/projects/:projectId',
    {
      schema: {
        ...op.signedIn('getProject', 'Reads one project.'),
        params,
        response: { 200: projectSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return projects.getProject(deps, userId, request.params.projectId);
    },
  );

  app.patch(
    '/api/projects/:projectId',
    {
      config: needsRole('Admin', 'change the project'),
      schema: {
        ...op.signedIn('updateProject', 'Renames or redescribes a project (Admins).'),
        params,
        body: updateProjectBodySchema,
        response: { 200: projectSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return projects.updateProject(deps, userId, request.params.projectId, request.body);
    },
  );

  app.delete(
    '/api/projects/:projectId',
    {
      config: needsRole('Admin', 'delete the project'),
      schema: {
        ...op.signedIn('deleteProject', 'Deletes a project, confirmed by its name (Admins).'),
        params,
        body: deleteProjectBodySchema,
        response: { 200: okSchema },
      },
    },
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
    {
      schema: {
        ...op.signedIn('getProjectSummary', "Counts a project's tables, tasks and members."),
        params,
        response: { 200: projectSummarySchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return projects.projectSummary(deps, userId, request.params.projectId);
    },
  );

  app.post(
    '/api/projects/:projectId/leave',
    {
      config: needsRole('Viewer'),
      schema: {
        ...op.signedIn('leaveProject', 'Leaves a project.', [409]),
        params,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await projects.leaveProject(deps, userId, request.params.projectId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/projects/:projectId/settings',
    {
      schema: {
        ...op.signedIn('listProjectSettings', "Lists a project's settings."),
        params,
        response: { 200: z.array(projectSettingSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return projects.listSettings(deps, userId, request.params.projectId);
    },
  );

  app.put(
    '/api/projects/:projectId/settings/:key',
    {
      config: needsRole('Admin', 'change project settings'),
      schema: {
        ...op.signedIn('setProjectSetting', 'Sets one project setting.'),
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
