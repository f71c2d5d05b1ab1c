import {
  wireframeComponentSchema,
  type MoveWireframeComponentsBodyInput,
  type UpdateWireframeComponentBodyInput,
} from '@relata/core';
import { z } from 'zod';
import { apiJson, apiRequest } from '../../../lib/api/apiClient';
import type { NewWire } from '../model/placement';

/** The fields of PATCH /wireframes/components/:id. */
export type WirePatch = UpdateWireframeComponentBodyInput;

const listSchema = z.array(wireframeComponentSchema);

/** Calls of the wireframes API (apps/server/src/modules/wireframes), bound to one project. */
export function wireframesApi(projectId: string) {
  const base = `/api/projects/${projectId}/wireframes`;
  return {
    list: (signal?: AbortSignal) =>
      apiJson(`${base}/components`, listSchema, signal ? { signal } : {}),
    create: (components: NewWire[]) =>
      apiJson(`${base}/components`, listSchema, { method: 'POST', body: { components } }),
    update: (id: string, patch: WirePatch) =>
      apiJson(`${base}/components/${id}`, wireframeComponentSchema, {
        method: 'PATCH',
        body: patch,
      }),
    move: (moves: MoveWireframeComponentsBodyInput['moves']) =>
      apiRequest(`${base}/positions`, { method: 'PATCH', body: { moves } }),
    remove: (id: string) => apiRequest(`${base}/components/${id}`, { method: 'DELETE' }),
  };
}

/** The query key of a project's wireframe components. */
export const wireframesKey = (projectId: string) => ['projects', projectId, 'wireframes'] as const;
