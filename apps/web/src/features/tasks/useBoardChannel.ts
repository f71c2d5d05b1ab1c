import { useQueryClient } from '@tanstack/react-query';
import { useChanges } from '../../lib/realtime/useRealtime';
import { boardCacheAccess } from './boardCacheAccess';
import { boardCacheUpdate } from './model/boardCache';

/**
 * Keeps the board live (issue 7, item 5): every list, task and tag change published on
 * `project:<id>` goes straight into the cached data, so other members' changes show at once.
 */
export function useBoardChannel(projectId: string): void {
  const queryClient = useQueryClient();
  useChanges(`project:${projectId}`, (change) => {
    const update = boardCacheUpdate(change);
    const cache = boardCacheAccess(queryClient, projectId);
    if (update.refetch) void cache.refetch();
    if (update.lists) cache.updateLists(update.lists);
    if (update.tasks) cache.updateTasks(update.tasks);
    if (update.tags) cache.updateTags(update.tags);
  });
}
