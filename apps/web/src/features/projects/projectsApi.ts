import {
  okSchema,
  projectSchema,
  projectSettingSchema,
  projectSummarySchema,
  type CreateProjectBodyInput,
  type Project,
  type UpdateProjectBodyInput,
} from '@relata/core';
import { apiJson } from '../../lib/api/apiClient';

/** The fields of a project the create and edit forms send (core's contract). */
export type ProjectFields = CreateProjectBodyInput;

const base = (id: string) => `/api/projects/${encodeURIComponent(id)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The project endpoints of the server (apps/server/src/modules/projects), one function each. */
export const projectsApi = {
  list: (signal?: AbortSignal): Promise<Project[]> =>
    apiJson('/api/projects', projectSchema.array(), withSignal(signal)),
  get: (id: string, signal?: AbortSignal): Promise<Project> =>
    apiJson(base(id), projectSchema, withSignal(signal)),
  create: (fields: ProjectFields): Promise<Project> =>
    apiJson('/api/projects', projectSchema, { method: 'POST', body: fields }),
  update: (id: string, patch: UpdateProjectBodyInput): Promise<Project> =>
    apiJson(base(id), projectSchema, { method: 'PATCH', body: patch }),
  remove: (id: string, confirmName: string) =>
    apiJson(base(id), okSchema, { method: 'DELETE', body: { confirmName } }),
  leave: (id: string) => apiJson(`${base(id)}/leave`, okSchema, { method: 'POST' }),
  summary: (id: string, signal?: AbortSignal) =>
    apiJson(`${base(id)}/summary`, projectSummarySchema, withSignal(signal)),
  putSetting: (id: string, key: string, value: unknown) =>
    apiJson(`${base(id)}/settings/${encodeURIComponent(key)}`, projectSettingSchema, {
      method: 'PUT',
      body: { value },
    }),
};
