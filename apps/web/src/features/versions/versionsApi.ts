import {
  okSchema,
  restoreVersionResultSchema,
  versionSummarySchema,
  type CreateVersionBodyInput,
  type RestoreVersionResult,
  type UpdateVersionBodyInput,
  type VersionSummary,
} from '@relata/core';
import { apiJson } from '../../lib/api/apiClient';

const versions = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/versions`;
const one = (projectId: string, versionId: string) =>
  `${versions(projectId)}/${encodeURIComponent(versionId)}`;

/** The Version Control endpoints of the server (apps/server/src/modules/versions). */
export const versionsApi = {
  /** The project's versions, newest first; `q` finds them by name or description. */
  list: (projectId: string, q: string, signal?: AbortSignal): Promise<VersionSummary[]> => {
    const query = q.trim() === '' ? '' : `?q=${encodeURIComponent(q.trim())}`;
    return apiJson(`${versions(projectId)}${query}`, versionSummarySchema.array(), {
      ...(signal ? { signal } : {}),
    });
  },
  create: (projectId: string, body: CreateVersionBodyInput): Promise<VersionSummary> =>
    apiJson(versions(projectId), versionSummarySchema, { method: 'POST', body }),
  update: (
    projectId: string,
    versionId: string,
    body: UpdateVersionBodyInput,
  ): Promise<VersionSummary> =>
    apiJson(one(projectId, versionId), versionSummarySchema, { method: 'PATCH', body }),
  remove: (projectId: string, versionId: string) =>
    apiJson(one(projectId, versionId), okSchema, { method: 'DELETE' }),
  restore: (projectId: string, versionId: string): Promise<RestoreVersionResult> =>
    apiJson(`${one(projectId, versionId)}/restore`, restoreVersionResultSchema, {
      method: 'POST',
    }),
};
