import type { TaskList } from '@relata/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { boardCacheAccess } from './boardCacheAccess';
import { patchById, removeById, upsertById } from './model/boardCache';
import { tasksApi } from './tasksApi';

/** A list renamed or moved: the list as it was and the changed fields. */
export interface ListUpdate {
  list: TaskList;
  patch: { name: string } | { position: number };
}

/**
 * The list writes of the board. Renaming, moving and deleting are optimistic and put the old state
 * back with the server's message when they fail (spec 2 §8); a new list appears when the server
 * has given it its id.
 */
export function useListMutations(projectId: string) {
  const queryClient = useQueryClient();
  const cache = useMemo(() => boardCacheAccess(queryClient, projectId), [queryClient, projectId]);

  const create = useMutation({
    // The server names it "New List" and puts it at the last position plus 1 (spec 2 §9).
    mutationFn: () => tasksApi.createList(projectId, {}),
    onSuccess: (list) => cache.updateLists((lists) => upsertById(lists, list)),
  });

  // Renaming and moving: the fields change at once and go back to the list's old ones on failure.
  const update = useMutation({
    mutationFn: ({ list, patch }: ListUpdate) => tasksApi.updateList(projectId, list.id, patch),
    onMutate: async ({ list, patch }) => {
      await cache.cancel();
      cache.updateLists((lists) => patchById(lists, list.id, (l) => ({ ...l, ...patch })));
    },
    onSuccess: (saved) => cache.updateLists((lists) => patchById(lists, saved.id, () => saved)),
    onError: (_error, { list, patch }) =>
      cache.updateLists((lists) =>
        patchById(lists, list.id, (l) => ({
          ...l,
          ...('name' in patch ? { name: list.name } : {}),
          ...('position' in patch ? { position: list.position } : {}),
        })),
      ),
  });

  const remove = useMutation({
    mutationFn: (list: TaskList) => tasksApi.deleteList(projectId, list.id),
    onMutate: async (list) => {
      await cache.cancel();
      const tasks = cache.tasks().filter((t) => t.task_list_id === list.id);
      cache.updateLists((lists) => removeById(lists, list.id));
      cache.updateTasks((all) => all.filter((t) => t.task_list_id !== list.id));
      return { tasks };
    },
    onError: (_error, list, context) => {
      cache.updateLists((lists) => upsertById(lists, list));
      cache.updateTasks((all) => {
        const ids = new Set(all.map((t) => t.id));
        return [...all, ...(context?.tasks ?? []).filter((t) => !ids.has(t.id))];
      });
    },
  });

  return { create, update, remove };
}
