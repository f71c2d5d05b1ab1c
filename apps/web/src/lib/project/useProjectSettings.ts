import { projectSettingSchema } from '@relata/core';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../api/apiClient';
import { projectKeys } from './projectKeys';

/**
 * The project's settings rows (spec 2 §7), ordered by key; the project channel refetches them
 * when an Admin saves one.
 */
export function useProjectSettings(projectId: string) {
  return useQuery({
    queryKey: projectKeys.settings(projectId),
    queryFn: ({ signal }) =>
      apiJson(
        `/api/projects/${encodeURIComponent(projectId)}/settings`,
        projectSettingSchema.array(),
        { signal },
      ),
  });
}
