import { projectSchema } from '@relata/core';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../api/apiClient';

/** The project the visualizer shows (GET /api/projects/:id), under the project shell's query key. */
export function useProjectInfo(projectId: string) {
  return useQuery({
    queryKey: ['projects', projectId],
    queryFn: ({ signal }) => apiJson(`/api/projects/${projectId}`, projectSchema, { signal }),
    enabled: projectId !== '',
    retry: false,
  });
}
