import {
  dbCommentSchema,
  dbEntitySchema,
  dbRelationshipSchema,
  diagramSchema,
  importDiagramResultSchema,
  type AttributePatch,
  type DbComment,
  type DbRelationship,
  type ImportDiagramBody,
  type Attribute,
} from '@relata/core';
import { z } from 'zod';
import { apiJson, apiRequest } from '../../../lib/api/apiClient';

const connectResultSchema = z.object({
  table: dbEntitySchema,
  relationships: z.array(dbRelationshipSchema),
});

/** Fields of a table update: position, size, name and column patches. */
export interface TableUpdate {
  name?: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  patches?: AttributePatch[];
}

/** Calls of the diagram API (apps/server/src/modules/diagram). */
export function diagramApi(projectId: string) {
  const base = `/api/projects/${projectId}`;
  return {
    load: (signal?: AbortSignal) =>
      apiJson(`${base}/diagram`, diagramSchema, signal ? { signal } : {}),
    createTable: (body: { x: number; y: number; name?: string; attributes?: Attribute[] }) =>
      apiJson(`${base}/tables`, dbEntitySchema, { method: 'POST', body }),
    updateTable: (id: string, body: TableUpdate) =>
      apiJson(`${base}/tables/${id}`, dbEntitySchema, { method: 'PATCH', body }),
    deleteTable: (id: string) => apiRequest(`${base}/tables/${id}`, { method: 'DELETE' }),
    movePositions: (body: {
      tables: { id: string; x: number; y: number }[];
      comments: { id: string; x: number; y: number }[];
    }) => apiRequest(`${base}/diagram/positions`, { method: 'PATCH', body }),
    createComment: (body: {
      x: number;
      y: number;
      text?: string;
      width?: number;
      height?: number;
    }) => apiJson(`${base}/comments`, dbCommentSchema, { method: 'POST', body }),
    updateComment: (
      id: string,
      body: Partial<Pick<DbComment, 'text' | 'x' | 'y' | 'width' | 'height'>>,
    ) => apiJson(`${base}/comments/${id}`, dbCommentSchema, { method: 'PATCH', body }),
    deleteComment: (id: string) => apiRequest(`${base}/comments/${id}`, { method: 'DELETE' }),
    connect: (sourceTableId: string, targetTableId: string) =>
      apiJson(`${base}/relationships/connect`, connectResultSchema, {
        method: 'POST',
        body: { sourceTableId, targetTableId },
      }),
    deleteRelationship: (id: string) =>
      apiRequest(`${base}/relationships/${id}`, { method: 'DELETE' }),
    /** Undo of a deletion: the relationship comes back as it was, no column is added. */
    restoreRelationship: (relationship: DbRelationship) =>
      apiJson(`${base}/relationships/restore`, dbRelationshipSchema, {
        method: 'POST',
        body: relationship,
      }),
    importModel: (body: ImportDiagramBody) =>
      apiJson(`${base}/diagram/import`, importDiagramResultSchema, { method: 'POST', body }),
  };
}

/** The diagram API bound to one project. */
export type DiagramApi = ReturnType<typeof diagramApi>;
