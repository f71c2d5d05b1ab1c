import { diagramSchema } from '@relata/core';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/apiClient';

/** The tables of the project's diagram (GET /diagram), for a data table's columns; fetched when asked. */
export function useDiagramTables(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['projects', projectId, 'wireframes', 'diagram-tables'],
    queryFn: async ({ signal }) =>
      (await apiJson(`/api/projects/${projectId}/diagram`, diagramSchema, { signal })).tables,
    enabled,
    staleTime: 30_000,
  });
}
