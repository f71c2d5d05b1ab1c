import { useQuery } from '@tanstack/react-query';
import { projectKeys } from '../../lib/project/projectKeys';
import { teamApi } from './teamApi';

/** A project's members, by role then joining time (spec 2 §7); failures are only logged. */
export function useMembers(projectId: string) {
  return useQuery({
    queryKey: projectKeys.members(projectId),
    queryFn: ({ signal }) => teamApi.members(projectId, signal),
  });
}

/** A project's invitations, newest first (spec 2 §7); a failure shows "Failed to fetch invitations." */
export function useInvites(projectId: string) {
  return useQuery({
    queryKey: projectKeys.invites(projectId),
    queryFn: ({ signal }) => teamApi.invites(projectId, signal),
  });
}
