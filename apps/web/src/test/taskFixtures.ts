import type { Task } from '@relata/core';

/** A task for tests: open, unarchived, untagged, in list `l1` of project `p`, named by its id. */
export function testTask(id: string, task: Partial<Task> = {}): Task {
  return {
    id,
    project_id: 'p',
    task_list_id: 'l1',
    name: id,
    description: '',
    completed: false,
    due_date: null,
    is_archived: false,
    position: 0,
    tags: [],
    ...task,
  };
}
