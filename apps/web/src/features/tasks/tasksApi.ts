import {
  okSchema,
  tagSchema,
  taskListSchema,
  taskSchema,
  updateTaskResponseSchema,
  type CreateTagBodyInput,
  type CreateTaskBodyInput,
  type CreateTaskListBodyInput,
  type Tag,
  type Task,
  type TaskList,
  type UpdateTaskBodyInput,
  type UpdateTaskListBodyInput,
  type UpdateTaskResponse,
  type UpdateTagBodyInput,
} from '@relata/core';
import { apiJson } from '../../lib/api/apiClient';

/** Bodies of the board's writes: core's contract. */
export type {
  CreateTaskListBodyInput as CreateListBody,
  UpdateTaskListBodyInput as UpdateListBody,
  CreateTaskBodyInput as CreateTaskBody,
  UpdateTaskBodyInput as UpdateTaskBody,
  CreateTagBodyInput as CreateTagBody,
  UpdateTagBodyInput as UpdateTagBody,
} from '@relata/core';

const project = (id: string) => `/api/projects/${encodeURIComponent(id)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The board endpoints of the server (apps/server/src/modules/tasks), one function each. */
export const tasksApi = {
  lists: (projectId: string, signal?: AbortSignal): Promise<TaskList[]> =>
    apiJson(`${project(projectId)}/task-lists`, taskListSchema.array(), withSignal(signal)),
  createList: (projectId: string, body: CreateTaskListBodyInput): Promise<TaskList> =>
    apiJson(`${project(projectId)}/task-lists`, taskListSchema, { method: 'POST', body }),
  updateList: (
    projectId: string,
    listId: string,
    body: UpdateTaskListBodyInput,
  ): Promise<TaskList> =>
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
  createTask: (projectId: string, body: CreateTaskBodyInput): Promise<Task> =>
    apiJson(`${project(projectId)}/tasks`, taskSchema, { method: 'POST', body }),
  updateTask: (
    projectId: string,
    taskId: string,
    body: UpdateTaskBodyInput,
  ): Promise<UpdateTaskResponse> =>
    apiJson(`${project(projectId)}/tasks/${encodeURIComponent(taskId)}`, updateTaskResponseSchema, {
      method: 'PATCH',
      body,
    }),
  deleteTask: (projectId: string, taskId: string) =>
    apiJson(`${project(projectId)}/tasks/${encodeURIComponent(taskId)}`, okSchema, {
      method: 'DELETE',
    }),

  tags: (projectId: string, signal?: AbortSignal): Promise<Tag[]> =>
    apiJson(`${project(projectId)}/tags`, tagSchema.array(), withSignal(signal)),
  createTag: (projectId: string, body: CreateTagBodyInput): Promise<Tag> =>
    apiJson(`${project(projectId)}/tags`, tagSchema, { method: 'POST', body }),
  updateTag: (projectId: string, tagId: string, body: UpdateTagBodyInput): Promise<Tag> =>
    apiJson(`${project(projectId)}/tags/${encodeURIComponent(tagId)}`, tagSchema, {
      method: 'PATCH',
      body,
    }),
  deleteTag: (projectId: string, tagId: string) =>
    apiJson(`${project(projectId)}/tags/${encodeURIComponent(tagId)}`, okSchema, {
      method: 'DELETE',
    }),
};
