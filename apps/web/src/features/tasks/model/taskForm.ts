import {
  EDITABLE_TASK_FIELDS,
  updateTaskBodySchema,
  type Task,
  type TaskFieldValues,
} from '@relata/core';

/** What the edit mode of the task dialog holds (spec 2 §2 and §4). */
export interface TaskFormValues {
  name: string;
  description: string;
  tagIds: string[];
  completed: boolean;
  /** `YYYY-MM-DD`, or '' for no due date. */
  dueDate: string;
  archived: boolean;
}

/** The body of PATCH /tasks/:taskId, as core's schema gives it. */
export type TaskPatch = ReturnType<typeof updateTaskBodySchema.parse>;

/** The result of checking the form: the changed fields to send, or a message per field. */
export type TaskFormResult =
  | { ok: true; patch: TaskPatch }
  | { ok: false; errors: Partial<Record<keyof TaskFormValues, string>> };

/** The form filled from a task. */
export function taskFormValues(task: Task): TaskFormValues {
  return {
    name: task.name,
    description: task.description,
    tagIds: task.tags.map((t) => t.id),
    completed: task.completed,
    dueDate: task.due_date ?? '',
    archived: task.is_archived,
  };
}

const FIELD_OF: Record<string, keyof TaskFormValues> = {
  name: 'name',
  description: 'description',
  tag_ids: 'tagIds',
  completed: 'completed',
  due_date: 'dueDate',
  is_archived: 'archived',
};

/** A task's editable fields as the update body names them. */
function fieldValues(task: Task): Required<TaskFieldValues> {
  return {
    name: task.name,
    description: task.description,
    completed: task.completed,
    due_date: task.due_date,
    is_archived: task.is_archived,
    tag_ids: task.tags.map((t) => t.id),
  };
}

/** Whether two values of one field are equal (tag ids as a set). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((id) => b.includes(id));
  return a === b;
}

/**
 * Checks the form with core's update schema (an empty name gives "Please fill out all required
 * fields", spec 2 §5) and answers only the fields that differ from the task the person started
 * from, with those starting values as `base`, so that the server keeps others' edits of other
 * fields and reports a same-field edit it replaced.
 */
export function taskFormPatch(task: Task, values: TaskFormValues): TaskFormResult {
  const parsed = updateTaskBodySchema.safeParse({
    name: values.name,
    description: values.description,
    tag_ids: values.tagIds,
    completed: values.completed,
    due_date: values.dueDate === '' ? null : values.dueDate,
    is_archived: values.archived,
  });
  if (!parsed.success) {
    const errors: Partial<Record<keyof TaskFormValues, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
  const start = fieldValues(task);
  const patch: Record<string, unknown> = {};
  const base: Record<string, unknown> = {};
  for (const field of EDITABLE_TASK_FIELDS) {
    if (sameValue(parsed.data[field], start[field])) continue;
    patch[field] = parsed.data[field];
    base[field] = start[field];
  }
  if (Object.keys(base).length > 0) patch.base = base;
  return { ok: true, patch: patch };
}
