import type {
  createTagBodySchema,
  createTaskBodySchema,
  createTaskListBodySchema,
  updateTaskBodySchema,
  updateTaskListBodySchema,
} from '@relata/core';
import {
  okSchema,
  tagSchema,
  taskListSchema,
  taskSchema,
  type Tag,
  type Task,
  type TaskList,
} from '@relata/core';
import type { z } from 'zod';
import { apiJson } from '../../lib/api/apiClient';

/** Bodies of the board's writes, as core's schemas accept them. */
export type CreateListBody = z.input<typeof createTaskListBodySchema>;
export type UpdateListBody = z.input<typeof updateTaskListBodySchema>;
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;
export type CreateTagBody = z.input<typeof createTagBodySchema>;

const project = (id: string) => `/api/projects/${encodeURIComponent(id)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The board endpoints of the server (apps/server/src/modules/tasks), one function each. */
export const tasksApi = {
  lists: (projectId: string, signal?: AbortSignal): Promise<TaskList[]> =>
    apiJson(`${project(projectId)}/task-lists`, taskListSchema.array(), withSignal(signal)),
  createList: (projectId: string, body: CreateListBody): Promise<TaskList> =>
    apiJson(`${project(projectId)}/task-lists`, taskListSchema, { method: 'POST', body }),
  updateList: (projectId: string, listId: string, body: UpdateListBody): Promise<TaskList> =>
    apiJson(`${project(projectId)}/task-lists/${encodeURIComponent(listId)}`, taskListSchema, {
      method: 'PATCH',
      body,
    }),
  deleteList: (projectId: string, listId: string) =>
    apiJson(`${project(projectId)}/task-lists/${encodeURIComponent(listId)}`, okSchema, {
      method: 'DELETE',
    }),

  tasks: (projectId: string, signal?: AbortSignal): Promise<Task[]> =>
    apiJson(`${project(projectId)}/tasks`, taskSchema.array(), withSignal(signal)),
  createTask: (projectId: string, body: CreateTaskBody): Promise<Task> =>
    apiJson(`${project(projectId)}/tasks`, taskSchema, { method: 'POST', body }),
  updateTask: (projectId: string, taskId: string, body: UpdateTaskBody): Promise<Task> =>
    apiJson(`${project(projectId)}/tasks/${encodeURIComponent(taskId)}`, taskSchema, {
      method: 'PATCH',
      body,
    }),
  deleteTask: (projectId: string, taskId: string) =>
    apiJson(`${project(projectId)}/tasks/${encodeURIComponent(taskId)}`, okSchema, {
      method: 'DELETE',
    }),

  tags: (projectId: string, signal?: AbortSignal): Promise<Tag[]> =>
    apiJson(`${project(projectId)}/tags`, tagSchema.array(), withSignal(signal)),
  createTag: (projectId: string, body: CreateTagBody): Promise<Tag> =>
    apiJson(`${project(projectId)}/tags`, tagSchema, { method: 'POST', body }),
};
