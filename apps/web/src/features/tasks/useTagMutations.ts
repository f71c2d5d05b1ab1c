import type { Tag } from '@relata/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { boardCacheAccess, type BoardCacheAccess } from './boardCacheAccess';
import { upsertById, withoutTag, withTag } from './model/boardCache';
import { tasksApi, type CreateTagBody, type UpdateTagBody } from './tasksApi';

function useBoardCache(projectId: string): BoardCacheAccess {
  const queryClient = useQueryClient();
  return useMemo(() => boardCacheAccess(queryClient, projectId), [queryClient, projectId]);
}

/** Applies a tag change to the cached tags and to the tasks' copies of it. */
function applyTagChange(cache: BoardCacheAccess, change: ReturnType<typeof withTag>): void {
  if (change.tags) cache.updateTags(change.tags);
  if (change.tasks) cache.updateTasks(change.tasks);
}

/** Creates a project tag (or gets the one of the same name) and adds it to the cached tags. */
export function useCreateTag(projectId: string) {
  const cache = useBoardCache(projectId);
  return useMutation({
    mutationFn: (body: CreateTagBody) => tasksApi.createTag(projectId, body),
    onSuccess: (tag) => cache.updateTags((tags) => upsertById(tags, tag)),
  });
}

/** A tag renamed or recoloured: the tag as it was and the changed fields. */
export interface TagUpdate {
  tag: Tag;
  patch: UpdateTagBody;
}

/**
 * Renames or recolours a tag. Optimistic: the tag and every chip of it change at once and go
 * back to the tag as it was, with the server's message as a toast, when the server refuses.
 */
export function useUpdateTag(projectId: string) {
  const cache = useBoardCache(projectId);
  return useMutation({
    mutationFn: ({ tag, patch }: TagUpdate) => tasksApi.updateTag(projectId, tag.id, patch),
    onMutate: async ({ tag, patch }) => {
      await cache.cancel();
      applyTagChange(cache, withTag({ ...tag, ...patch }));
    },
    onSuccess: (saved) => applyTagChange(cache, withTag(saved)),
    onError: (_error, { tag }) => applyTagChange(cache, withTag(tag)),
  });
}

/** Deletes a tag; once the server has taken it off its tasks, it leaves the tags and every card. */
export function useDeleteTag(projectId: string) {
  const cache = useBoardCache(projectId);
  return useMutation({
    mutationFn: (tag: Tag) => tasksApi.deleteTag(projectId, tag.id),
    onSuccess: (_ok, tag) => applyTagChange(cache, withoutTag(tag.id)),
  });
}
