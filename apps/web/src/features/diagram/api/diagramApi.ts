import {
  connectResultSchema,
  dbAreaSchema,
  dbCommentSchema,
  dbEntitySchema,
  diagramSchema,
  importDiagramResultSchema,
  dbRelationshipSchema,
  dbTypeSchema,
  type CreateAreaBodyInput,
  type CreateCommentBodyInput,
  type CreateRelationshipBody,
  type CreateTypeBodyInput,
  type CreateTableBodyInput,
  type DbRelationship,
  type ImportDiagramBodyInput,
  type MovePositionsBodyInput,
  type UpdateAreaBodyInput,
  type UpdateCommentBodyInput,
  type UpdateRelationshipBodyInput,
  type UpdateTableBodyInput,
  type UpdateTypeBodyInput,
} from '@relata/core';
import { apiJson, apiRequest, type GzippedJson, type JsonText } from '../../../lib/api/apiClient';

/** Fields of a table update: position, size, name and column patches (core's contract). */
export type TableUpdate = UpdateTableBodyInput;

/** Calls of the diagram API (apps/server/src/modules/diagram). */
export function diagramApi(projectId: string) {
  const base = `/api/projects/${projectId}`;
  return {
    load: (signal?: AbortSignal) =>
      apiJson(`${base}/diagram`, diagramSchema, signal ? { signal } : {}),
    createTable: (body: CreateTableBodyInput) =>
      apiJson(`${base}/tables`, dbEntitySchema, { method: 'POST', body }),
    updateTable: (id: string, body: TableUpdate) =>
      apiJson(`${base}/tables/${id}`, dbEntitySchema, { method: 'PATCH', body }),
    deleteTable: (id: string) => apiRequest(`${base}/tables/${id}`, { method: 'DELETE' }),
    movePositions: (body: MovePositionsBodyInput) =>
      apiRequest(`${base}/diagram/positions`, { method: 'PATCH', body }),
    createComment: (body: CreateCommentBodyInput) =>
      apiJson(`${base}/comments`, dbCommentSchema, { method: 'POST', body }),
    updateComment: (id: string, body: UpdateCommentBodyInput) =>
      apiJson(`${base}/comments/${id}`, dbCommentSchema, { method: 'PATCH', body }),
    deleteComment: (id: string) => apiRequest(`${base}/comments/${id}`, { method: 'DELETE' }),
    createArea: (body: CreateAreaBodyInput) =>
      apiJson(`${base}/areas`, dbAreaSchema, { method: 'POST', body }),
    updateArea: (id: string, body: UpdateAreaBodyInput) =>
      apiJson(`${base}/areas/${id}`, dbAreaSchema, { method: 'PATCH', body }),
    deleteArea: (id: string) => apiRequest(`${base}/areas/${id}`, { method: 'DELETE' }),
    connect: (sourceTableId: string, targetTableId: string) =>
      apiJson(`${base}/relationships/connect`, connectResultSchema, {
        method: 'POST',
        body: { sourceTableId, targetTableId },
      }),
    /** A column made a foreign key of another column (the side panel's "Foreign key" box). */
    createRelationship: (body: CreateRelationshipBody) =>
      apiJson(`${base}/relationships`, connectResultSchema, { method: 'POST', body }),
    updateRelationship: (id: string, body: UpdateRelationshipBodyInput) =>
      apiJson(`${base}/relationships/${id}`, dbRelationshipSchema, { method: 'PATCH', body }),
    createType: (body: CreateTypeBodyInput) =>
      apiJson(`${base}/types`, dbTypeSchema, { method: 'POST', body }),
    updateType: (id: string, body: UpdateTypeBodyInput) =>
      apiJson(`${base}/types/${id}`, dbTypeSchema, { method: 'PATCH', body }),
    deleteType: (id: string) => apiRequest(`${base}/types/${id}`, { method: 'DELETE' }),
    deleteView: (id: string) => apiRequest(`${base}/views/${id}`, { method: 'DELETE' }),
    deleteRelationship: (id: string) =>
      apiRequest(`${base}/relationships/${id}`, { method: 'DELETE' }),
    /** Undo of a deletion: the relationship comes back as it was, no column is added. */
    restoreRelationship: (relationship: DbRelationship) =>
      apiJson(`${base}/relationships/restore`, dbRelationshipSchema, {
        method: 'POST',
        body: relationship,
      }),
    importModel: (body: ImportDiagramBodyInput | JsonText | GzippedJson, onSent?: () => void) =>
      apiJson(`${base}/diagram/import`, importDiagramResultSchema, {
        method: 'POST',
        body,
        compress: true,
        ...(onSent ? { onSent } : {}),
      }),
  };
}

/** The diagram API bound to one project. */
export type DiagramApi = ReturnType<typeof diagramApi>;
