import {
  liveDbCatalogSchema,
  liveDbConnectionListSchema,
  liveDbConnectionSchema,
  liveDbTestResultSchema,
  okSchema,
  type CreateLiveDbConnectionBodyInput,
  type LiveDbCatalog,
  type LiveDbConnection,
  type LiveDbConnectionList,
  type LiveDbTestResult,
  type UpdateLiveDbConnectionBodyInput,
} from '@relata/core';
import { apiJson } from '../api/apiClient';
import { projectKeys } from './projectKeys';

const connections = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/connections`;
const one = (projectId: string, connectionId: string) =>
  `${connections(projectId)}/${encodeURIComponent(connectionId)}`;

/** The query key of a project's saved connections, below the project's so it goes with it. */
export const liveConnectionsKey = (projectId: string) =>
  [...projectKeys.detail(projectId), 'connections'] as const;

/**
 * The live database connection endpoints of the server (apps/server/src/modules/liveDb, issue
 * 38 item 1c): Admins save, change, delete and try connections; Editors and Admins list them and
 * read a database's catalog through one.
 */
export const liveConnectionsApi = {
  list: (projectId: string, signal?: AbortSignal): Promise<LiveDbConnectionList> =>
    apiJson(connections(projectId), liveDbConnectionListSchema, signal ? { signal } : {}),
  create: (projectId: string, body: CreateLiveDbConnectionBodyInput): Promise<LiveDbConnection> =>
    apiJson(connections(projectId), liveDbConnectionSchema, { method: 'POST', body }),
  update: (
    projectId: string,
    connectionId: string,
    body: UpdateLiveDbConnectionBodyInput,
  ): Promise<LiveDbConnection> =>
    apiJson(one(projectId, connectionId), liveDbConnectionSchema, { method: 'PATCH', body }),
  remove: (projectId: string, connectionId: string) =>
    apiJson(one(projectId, connectionId), okSchema, { method: 'DELETE' }),
  /** Tries details that are not saved yet; answers what answered, or throws the server's reason. */
  test: (projectId: string, body: CreateLiveDbConnectionBodyInput): Promise<LiveDbTestResult> =>
    apiJson(`${connections(projectId)}/test`, liveDbTestResultSchema, { method: 'POST', body }),
  /** Reads the database's catalog through a saved connection, as its catalog query would. */
  read: (projectId: string, connectionId: string): Promise<LiveDbCatalog> =>
    apiJson(`${one(projectId, connectionId)}/read`, liveDbCatalogSchema, { method: 'POST' }),
};
