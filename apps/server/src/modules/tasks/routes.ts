import {
  createTagBodySchema,
  createTaskBodySchema,
  createTaskListBodySchema,
  okSchema,
  projectParamsSchema,
  tagParamsSchema,
  tagSchema,
  taskListParamsSchema,
  taskListSchema,
  taskParamsSchema,
  taskSchema,
  updateTaskBodySchema,
  updateTaskResponseSchema,
  updateTaskListBodySchema,
  updateTagBodySchema,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import * as board from './service';
import type { TaskDeps } from './service';
import { apiOperations } from '../../http/apiOperation';
import { needsRole } from '../projects/accessGate';

const op = apiOperations('tasks');
/** Who may change the board: Editors and Admins (spec 2 §9). */
const boardEditors = needsRole('Editor', 'change the board');

/** The task board: lists, tasks, tags (Editors and Admins write; every member reads). */
export function registerTaskRoutes(root: FastifyInstance, deps: TaskDeps & { auth: Auth }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/projects/:projectId';

  app.get(
    `${base}/task-lists`,
    {
      schema: {
        ...op.signedIn('listTaskLists', "Lists a project's task lists."),
        params: projectParamsSchema,
        response: { 200: z.array(taskListSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return board.listLists(deps, userId, request.params.projectId);
    },
  );
  app.post(
    `${base}/task-lists`,
    {
      config: boardEditors,
      schema: {
        ...op.signedIn('createTaskList', 'Adds a task list (Editors).', [409]),
        params: projectParamsSchema,
        body: createTaskListBodySchema,
        response: { 201: taskListSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      return reply
        .status(201)
        .send(await board.createList(deps, userId, request.params.projectId, request.body));
    },
  );
  app.patch(
    `${base}/task-lists/:listId`,
    {
      config: boardEditors,
      schema: {
        ...op.signedIn('updateTaskList', 'Renames or moves a task list (Editors).', [409]),
        params: taskListParamsSchema,
        body: updateTaskListBodySchema,
        response: { 200: taskListSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return board.updateList(
        deps,
        userId,
        request.params.projectId,
        request.params.listId,
        request.body,
      );
    },
  );
  app.delete(
    `${base}/task-lists/:listId`,
    {
      config: boardEditors,
      schema: {
        ...op.signedIn('deleteTaskList', 'Deletes a task list and its tasks (Editors).'),
        params: taskListParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await board.deleteList(deps, userId, request.params.projectId, request.params.listId);
      return { ok: true as const };
    },
  );

  app.get(
    `${base}/tasks`,
    {
      schema: {
        ...op.signedIn('listTasks', "Lists a project's tasks."),
        params: projectParamsSchema,
        response: { 200: z.array(taskSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return board.listTasks(deps, userId, request.params.projectId);
    },
  );
  app.post(
    `${base}/tasks`,
    {
      config: boardEditors,
      schema: {
        ...op.signedIn('createTask', 'Adds a task to a list (Editors).'),
        params: projectParamsSchema,
        body: createTaskBodySchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      return reply
        .status(201)
        .send(await board.createTask(deps, userId, request.params.projectId, request.body));
    },
  );
  app.patch(
    `${base}/tasks/:taskId`,
    {
      config: boardEditors,
      schema: {
        ...op.signedIn('updateTask', 'Changes or moves a task (Editors).'),
        params: taskParamsSchema,
        body: updateTaskBodySchema,
        response: { 200: updateTaskResponseSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return board.updateTask(
        deps,
        userId,
        request.params.projectId,
        request.params.taskId,
        request.body,
      );
    },
  );
  app.delete(
    `${base}/tasks/:taskId`,
    {
      config: boardEditors,
      schema: {
        ...op.signedIn('deleteTask', 'Deletes a task (Editors).'),
        params: taskParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await board.deleteTask(deps, userId, request.params.projectId, request.params.taskId);
      return { ok: true as const };
    },
  );

  app.get(
    `${base}/tags`,
    {
      schema: {
        ...op.signedIn('listTags', "Lists a project's task tags."),
        params: projectParamsSchema,
        response: { 200: z.array(tagSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return board.listTags(deps, userId, request.params.projectId);
    },
  );
  app.post(
    `${base}/tags`,
    {
      config: boardEditors,
      schema: {
        ...op.signedIn(
          'createTag',
          'Adds a task tag, or answers the existing one of that name (Editors).',
          [409],
        ),
        params: projectParamsSchema,
        body: createTagBodySchema,
        response: { 200: tagSchema, 201: tagSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      const { tag, created } = await board.createTag(
        deps,
        userId,
        request.params.projectId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(tag);
    },
  );
  app.patch(
    `${base}/tags/:tagId`,
    {
      config: boardEditors,
      schema: {
        ...op.signedIn('updateTag', 'Renames or recolours a task tag (Editors).', [409]),
        params: tagParamsSchema,
        body: updateTagBodySchema,
        response: { 200: tagSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return board.updateTag(
        deps,
        userId,
        request.params.projectId,
        request.params.tagId,
        request.body,
      );
    },
  );
  app.delete(
    `${base}/tags/:tagId`,
    {
      config: boardEditors,
      schema: {
        ...op.signedIn('deleteTag', 'Deletes a task tag (Editors).'),
        params: tagParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await board.deleteTag(deps, userId, request.params.projectId, request.params.tagId);
      return { ok: true as const };
    },
  );
}
