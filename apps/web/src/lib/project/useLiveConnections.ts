import { useQuery } from '@tanstack/react-query';
import { liveConnectionsApi, liveConnectionsKey } from './liveConnectionsApi';

/**
 * A project's saved live database connections and whether the server allows them (Editors and
 * Admins; `enabled` false while the operator has not turned them on). Pass `enabled: false` for a
 * member who may not see them, so that nothing is asked.
 */
export function useLiveConnections(projectId: string, enabled = true) {
  return useQuery({
    queryKey: liveConnectionsKey(projectId),
    queryFn: ({ signal }) => liveConnectionsApi.list(projectId, signal),
    enabled,
  });
}
