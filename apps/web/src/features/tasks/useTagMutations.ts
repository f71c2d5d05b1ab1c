import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { boardCacheAccess } from './boardCacheAccess';
import { upsertById } from './model/boardCache';
import { tasksApi, type CreateTagBody } from './tasksApi';

/** Creates a project tag (or gets the one of the same name) and adds it to the cached tags. */
export function useCreateTag(projectId: string) {
  const queryClient = useQueryClient();
  const cache = useMemo(() => boardCacheAccess(queryClient, projectId), [queryClient, projectId]);
  return useMutation({
    mutationFn: (body: CreateTagBody) => tasksApi.createTag(projectId, body),
    onSuccess: (tag) => cache.updateTags((tags) => upsertById(tags, tag)),
  });
}
