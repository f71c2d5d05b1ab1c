import { useQuery } from '@tanstack/react-query';
import { boardKeys } from './boardKeys';
import { tasksApi } from './tasksApi';

/** The board's lists; failures are only logged (spec 2 §8). */
export function useTaskLists(projectId: string) {
  return useQuery({
    queryKey: boardKeys.lists(projectId),
    queryFn: ({ signal }) => tasksApi.lists(projectId, signal),
  });
}

/** Every task of the project with its tags; failures are only logged (spec 2 §8). */
export function useTasks(projectId: string) {
  return useQuery({
    queryKey: boardKeys.tasks(projectId),
    queryFn: ({ signal }) => tasksApi.tasks(projectId, signal),
  });
}

/** The project's tags by name. */
export function useTags(projectId: string) {
  return useQuery({
    queryKey: boardKeys.tags(projectId),
    queryFn: ({ signal }) => tasksApi.tags(projectId, signal),
  });
}
