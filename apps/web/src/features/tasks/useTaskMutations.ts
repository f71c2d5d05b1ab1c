import { positionAtEnd, type Task } from '@relata/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../../lib/api/ApiError';
import { toast } from '../../lib/toast/toast';
import { boardCacheAccess } from './boardCacheAccess';
import { confirmTask, patchById, removeById, upsertById } from './model/boardCache';
import { replacedNotices } from './model/replacedNotice';
import type { TaskPatch } from './model/taskForm';
import { tasksApi, type CreateTaskBody } from './tasksApi';

/** Shown when a task was deleted (spec 2 §8). */
export const TASK_DELETED = 'Task deleted successfully!';

/** A 404 means the thing is gone for everybody: nothing to put back. */
function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A new task with the optimistic id it is shown under until the server answers. */
export interface NewTask {
  pendingId: string;
  body: CreateTaskBody;
}

/** A task moved to a list and position (spec 2 §9). */
export interface TaskMove {
  task: Task;
  listId: string;
  position: number;
}

/**
 * The task writes of the board. Creating, moving and deleting are optimistic and roll back on
 * failure with the server's message (spec 2 §8); saving from the dialog waits for the answer so
 * that the dialog can show a failure itself.
 */
export function useTaskMutations(projectId: string) {
  const queryClient = useQueryClient();
  const cache = useMemo(() => boardCacheAccess(queryClient, projectId), [queryClient, projectId]);

  const create = useMutation({
    mutationFn: ({ body }: NewTask) => tasksApi.createTask(projectId, body),
    onMutate: async ({ body, pendingId }) => {
      await cache.cancel();
      const positions = cache
        .tasks()
        .filter((t) => t.task_list_id === body.task_list_id)
        .map((t) => t.position);
      const pending: Task = {
        id: pendingId,
        project_id: projectId,
        task_list_id: body.task_list_id,
        name: body.name.trim(),
        description: body.description ?? '',
        completed: false,
        due_date: null,
        is_archived: false,
        position: positionAtEnd(positions),
        tags: [],
      };
      cache.updateTasks((tasks) => [...tasks, pending]);
    },
    onSuccess: (task, { pendingId }) =>
      cache.updateTasks((tasks) => confirmTask(tasks, task, pendingId)),
    onError: (_error, { pendingId }) => cache.updateTasks((tasks) => removeById(tasks, pendingId)),
  });

  const move = useMutation({
    mutationFn: ({ task, listId, position }: TaskMove) =>
      tasksApi.updateTask(projectId, task.id, { task_list_id: listId, position }),
    onMutate: async ({ task, listId, position }) => {
      await cache.cancel();
      cache.updateTasks((tasks) =>
        patchById(tasks, task.id, (t) => ({ ...t, task_list_id: listId, position })),
      );
    },
    onSuccess: (saved) => cache.updateTasks((tasks) => patchById(tasks, saved.id, () => saved)),
    onError: (error, { task }) =>
      cache.updateTasks((tasks) =>
        isGone(error)
          ? removeById(tasks, task.id)
          : patchById(tasks, task.id, (t) => ({
              ...t,
              task_list_id: task.task_list_id,
              position: task.position,
            })),
      ),
  });

  const save = useMutation({
    mutationFn: ({ taskId, patch }: { taskId: string; patch: TaskPatch }) =>
      tasksApi.updateTask(projectId, taskId, patch),
    // The dialog shows the failure (spec 2 §8 "Task save failure: message shown in the dialog").
    meta: { errorToast: false },
    onSuccess: ({ replaced, ...saved }) => {
      cache.updateTasks((tasks) => patchById(tasks, saved.id, () => saved));
      for (const message of replacedNotices(replaced ?? {}, cache.tags()))
        toast.show({ title: 'Both of you changed this task', message });
    },
  });

  const remove = useMutation({
    mutationFn: (task: Task) => tasksApi.deleteTask(projectId, task.id),
    onMutate: async (task) => {
      await cache.cancel();
      cache.updateTasks((tasks) => removeById(tasks, task.id));
    },
    onSuccess: () => toast.show({ title: 'Success', message: TASK_DELETED }),
    onError: (error, task) => {
      if (!isGone(error)) cache.updateTasks((tasks) => upsertById(tasks, task));
    },
  });

  return { create, move, save, remove };
}
