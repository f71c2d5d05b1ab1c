import {
  okSchema,
  savedQuerySchema,
  savedQuerySummarySchema,
  type CreateSavedQueryBodyInput,
  type SavedQuery,
  type SavedQuerySummary,
  type UpdateSavedQueryBodyInput,
} from '@relata/core';
import { apiJson } from '../../lib/api/apiClient';

const queries = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/queries`;
const one = (projectId: string, queryId: string) =>
  `${queries(projectId)}/${encodeURIComponent(queryId)}`;

/** The saved query endpoints of the server (apps/server/src/modules/savedQueries). */
export const queriesApi = {
  /** The project's saved queries, each with a preview of its text, the most recently changed first. */
  list: (projectId: string, signal?: AbortSignal): Promise<SavedQuerySummary[]> =>
    apiJson(queries(projectId), savedQuerySummarySchema.array(), {
      ...(signal ? { signal } : {}),
    }),
  /** One saved query with its whole text. */
  get: (projectId: string, queryId: string, signal?: AbortSignal): Promise<SavedQuery> =>
    apiJson(one(projectId, queryId), savedQuerySchema, { ...(signal ? { signal } : {}) }),
  /** Saves a query under a name (Editors and Admins). */
  create: (projectId: string, body: CreateSavedQueryBodyInput): Promise<SavedQuery> =>
    apiJson(queries(projectId), savedQuerySchema, { method: 'POST', body }),
  /** Renames a saved query and/or changes its text (Editors and Admins). */
  update: (
    projectId: string,
    queryId: string,
    body: UpdateSavedQueryBodyInput,
  ): Promise<SavedQuery> =>
    apiJson(one(projectId, queryId), savedQuerySchema, { method: 'PATCH', body }),
  /** Deletes a saved query (Editors and Admins). */
  remove: (projectId: string, queryId: string) =>
    apiJson(one(projectId, queryId), okSchema, { method: 'DELETE' }),
};
