import type { Tag, Task, TaskList } from '@relata/core';
import type { QueryClient } from '@tanstack/react-query';
import { boardKeys } from './boardKeys';

type Update<T> = (items: readonly T[]) => readonly T[];

/** Reads and changes the board's cached lists, tasks and tags (optimistic updates, realtime). */
export interface BoardCacheAccess {
  tasks(): readonly Task[];
  lists(): readonly TaskList[];
  tags(): readonly Tag[];
  updateTasks(update: Update<Task>): void;
  updateLists(update: Update<TaskList>): void;
  updateTags(update: Update<Tag>): void;
  /** Stops refetches in flight, so that they cannot overwrite an optimistic change. */
  cancel(): Promise<void>;
  /** Refetches everything (a realtime record that could not be read). */
  refetch(): Promise<void>;
}

/** The board caches of one project. Updates only apply once the data has been loaded. */
export function boardCacheAccess(queryClient: QueryClient, projectId: string): BoardCacheAccess {
  const keys = [boardKeys.lists(projectId), boardKeys.tasks(projectId), boardKeys.tags(projectId)];
  const update =
    <T>(key: readonly unknown[]) =>
    (fn: Update<T>) =>
      queryClient.setQueryData<readonly T[]>(key, (old) => old && fn(old));
  return {
    tasks: () => queryClient.getQueryData<readonly Task[]>(boardKeys.tasks(projectId)) ?? [],
    lists: () => queryClient.getQueryData<readonly TaskList[]>(boardKeys.lists(projectId)) ?? [],
    tags: () => queryClient.getQueryData<readonly Tag[]>(boardKeys.tags(projectId)) ?? [],
    updateTasks: update<Task>(boardKeys.tasks(projectId)),
    updateLists: update<TaskList>(boardKeys.lists(projectId)),
    updateTags: update<Tag>(boardKeys.tags(projectId)),
    cancel: async () => {
      await Promise.all(
        keys.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })),
      );
    },
    refetch: async () => {
      await Promise.all(
        keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })),
      );
    },
  };
}
