import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { projectKeys } from '../../lib/project/projectKeys';
import { useChanges } from '../../lib/realtime/useRealtime';
import { versionsApi } from './versionsApi';

/** How long version changes are gathered before refetching; one restore sends two together. */
const BATCH_MS = 50;

/**
 * A project's versions, newest first, found by `q` on the server, kept live for every member
 * (issue 19, item 1): a `diagram_versions` change on `project:<id>` (another member's save,
 * rename, pin, delete or restore) refetches every list of the project, whatever its search.
 */
export function useVersions(projectId: string, q: string) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), [projectId]);
  useChanges(`project:${projectId}`, (change) => {
    if (change.table !== 'diagram_versions') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.versions(projectId) });
    }, BATCH_MS);
  });
  return useQuery({
    queryKey: projectKeys.versionList(projectId, q.trim()),
    queryFn: ({ signal }) => versionsApi.list(projectId, q, signal),
    // While a new search runs, the last list stays on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });
}
