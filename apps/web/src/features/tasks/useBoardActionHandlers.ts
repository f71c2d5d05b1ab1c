import type { TaskList } from '@relata/core';
import { useMemo } from 'react';
import { confirm } from '../../lib/confirm/confirmStore';
import { toast } from '../../lib/toast/toast';
import type { BoardActions } from './boardActions';
import { newPendingId } from './model/boardCache';
import { checkListName } from './model/listName';
import type { TaskTemplate } from './model/taskTemplates';
import { useListMutations } from './useListMutations';
import { useCreateTag } from './useTagMutations';
import { useTaskMutations } from './useTaskMutations';

/** The board's actions, built once per project from the list, task and tag writes. */
export function useBoardActionHandlers(
  projectId: string,
  openTask: (taskId: string) => void,
): BoardActions {
  const { mutate: createTaskMutate } = useTaskMutations(projectId).create;
  const lists = useListMutations(projectId);
  const { mutate: updateList } = lists.update;
  const { mutate: removeListMutate } = lists.remove;
  const { mutateAsync: createTag } = useCreateTag(projectId);

  return useMemo(() => {
    const createTask = (listId: string, name: string) =>
      createTaskMutate({ pendingId: newPendingId(), body: { task_list_id: listId, name } });

    const createFromTemplate = async (listId: string, template: TaskTemplate) => {
      try {
        // POST /tags answers the existing tag of the same name, so this never duplicates one.
        const tags = await Promise.all(template.tags.map((tag) => createTag(tag)));
        createTaskMutate({
          pendingId: newPendingId(),
          body: {
            task_list_id: listId,
            name: template.name,
            description: template.description,
            tag_ids: tags.map((t) => t.id),
          },
        });
      } catch {
        // The failed tag was reported as a toast.
      }
    };

    const renameList = (list: TaskList, name: string) => {
      const checked = checkListName(name);
      if (!checked.ok) {
        toast.show({ title: 'Error', message: checked.message, type: 'error' });
        return;
      }
      if (checked.name !== list.name) updateList({ list, patch: { name: checked.name } });
    };

    const deleteList = async (list: TaskList, taskCount: number) => {
      const tasks = taskCount === 1 ? '1 task' : `${taskCount} tasks`;
      const ok = await confirm({
        kind: 'delete',
        title: 'Delete List',
        message: `Delete the list "${list.name}" and its ${tasks}? This cannot be undone.`,
        confirmLabel: 'Delete List',
      });
      if (ok) removeListMutate(list);
    };

    return {
      openTask,
      createTask,
      createFromTemplate: (listId, template) => void createFromTemplate(listId, template),
      renameList,
      deleteList: (list, count) => void deleteList(list, count),
    };
  }, [openTask, createTaskMutate, createTag, updateList, removeListMutate]);
}
