import type {
  CreateProjectBodyInput,
  Ok,
  Project,
  ProjectSetting,
  ProjectSummary,
  UpdateProjectBodyInput,
} from '@relata/core';
import { apiJson, checkedByServer } from '../../lib/api/apiClient';

/** The fields of a project the create and edit forms send (core's contract). */
export type ProjectFields = CreateProjectBodyInput;

const base = (id: string) => `/api/projects/${encodeURIComponent(id)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * The project endpoints of the server (apps/server/src/modules/projects), one function each. The
 * project list is on every signed-in page's first load: answers are checked by the server.
 */
export const projectsApi = {
  list: (signal?: AbortSignal): Promise<Project[]> =>
    apiJson('/api/projects', checkedByServer<Project[]>(), withSignal(signal)),
  get: (id: string, signal?: AbortSignal): Promise<Project> =>
    apiJson(base(id), checkedByServer<Project>(), withSignal(signal)),
  create: (fields: ProjectFields): Promise<Project> =>
    apiJson('/api/projects', checkedByServer<Project>(), { method: 'POST', body: fields }),
  update: (id: string, patch: UpdateProjectBodyInput): Promise<Project> =>
    apiJson(base(id), checkedByServer<Project>(), { method: 'PATCH', body: patch }),
  remove: (id: string, confirmName: string) =>
    apiJson(base(id), checkedByServer<Ok>(), { method: 'DELETE', body: { confirmName } }),
  leave: (id: string) => apiJson(`${base(id)}/leave`, checkedByServer<Ok>(), { method: 'POST' }),
  summary: (id: string, signal?: AbortSignal) =>
    apiJson(`${base(id)}/summary`, checkedByServer<ProjectSummary>(), withSignal(signal)),
  putSetting: (id: string, key: string, value: unknown) =>
    apiJson(`${base(id)}/settings/${encodeURIComponent(key)}`, checkedByServer<ProjectSetting>(), {
      method: 'PUT',
      body: { value },
    }),
};
