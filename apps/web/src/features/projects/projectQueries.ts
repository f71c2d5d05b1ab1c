import type { Role } from '@relata/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentProject } from './currentProject';
import { projectKeys } from '../../lib/project/projectKeys';
import { projectsApi } from './projectsApi';
import { DEFAULT_PROJECT_ROLE, roleOf } from '../../lib/project/roles';

/** The caller's projects (dashboard and selector); failures are only logged (spec 1 §8). */
export function useProjects() {
  return useQuery({
    queryKey: projectKeys.list,
    queryFn: ({ signal }) => projectsApi.list(signal),
  });
}

/**
 * One project of the caller; the project shell reports a failure (spec 2 §8). Not fetched while
 * the user is leaving or deleting it, when the answer could only be "not found".
 */
export function useProject(projectId: string | undefined) {
  const departing = useCurrentProject((s) => s.departingId !== null && s.departingId === projectId);
  return useQuery({
    queryKey: projectKeys.detail(projectId ?? ''),
    queryFn: ({ signal }) => projectsApi.get(projectId ?? '', signal),
    enabled: Boolean(projectId) && !departing,
    retry: false,
  });
}

/** The caller's role in a project: Viewer until it is known (spec 1 §6). */
export function useProjectRole(projectId: string | undefined): Role {
  const { data } = useProject(projectId);
  return data ? roleOf(data) : DEFAULT_PROJECT_ROLE;
}

/** The overview's counts and activities (spec 2 §7 get_project_summary). */
export function useProjectSummary(projectId: string) {
  return useQuery({
    queryKey: projectKeys.summary(projectId),
    queryFn: ({ signal }) => projectsApi.summary(projectId, signal),
  });
}
