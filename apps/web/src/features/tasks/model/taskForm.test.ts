import { TASK_REQUIRED_FIELDS, type Task } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { taskFormPatch, taskFormValues } from './taskForm';

const tagId = '3f0c1a52-4a4b-4f3e-9d51-0c6a2f1b7e11';
const task: Task = {
  id: 't',
  project_id: 'p',
  task_list_id: 'l',
  name: 'Design users table',
  description: '',
  completed: false,
  due_date: null,
  is_archived: false,
  position: 0,
  tags: [{ id: tagId, project_id: 'p', name: 'schema', color: '#333' }],
};

describe('task form', () => {
  it('fills the form from a task', () => {
    expect(taskFormValues(task)).toEqual({
      name: 'Design users table',
      description: '',
      tagIds: [tagId],
      completed: false,
      dueDate: '',
      archived: false,
    });
  });

  it('sends only what changed, trimmed, with an empty due date as null', () => {
    const values = {
      ...taskFormValues(task),
      name: '  Design users  ',
      completed: true,
      dueDate: '2026-12-24',
    };
    expect(taskFormPatch(task, values)).toEqual({
      ok: true,
      patch: {
        name: 'Design users',
        completed: true,
        due_date: '2026-12-24',
        base: { name: task.name, completed: task.completed, due_date: task.due_date },
      },
    });
    expect(taskFormPatch({ ...task, due_date: '2026-01-01' }, taskFormValues(task))).toEqual({
      ok: true,
      patch: { due_date: null, base: { due_date: '2026-01-01' } },
    });
    expect(taskFormPatch(task, taskFormValues(task))).toEqual({ ok: true, patch: {} });
  });

  it('sends the tags when the set changed, not when only their order did', () => {
    const other = '9a7e2f10-1b2c-4d3e-8f40-5a6b7c8d9e0f';
    expect(taskFormPatch(task, { ...taskFormValues(task), tagIds: [] })).toEqual({
      ok: true,
      patch: { tag_ids: [], base: { tag_ids: [tagId] } },
    });
    const two = { ...task, tags: [...task.tags, { ...task.tags[0]!, id: other }] };
    expect(taskFormPatch(two, { ...taskFormValues(two), tagIds: [other, tagId] })).toEqual({
      ok: true,
      patch: {},
    });
  });

  it('refuses an empty name with the spec message (spec 2 §5)', () => {
    expect(taskFormPatch(task, { ...taskFormValues(task), name: '   ' })).toEqual({
      ok: false,
      errors: { name: TASK_REQUIRED_FIELDS },
    });
  });

  it('refuses a malformed due date', () => {
    const result = taskFormPatch(task, { ...taskFormValues(task), dueDate: '24.12.2026' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.dueDate).toBeTruthy();
  });
});
