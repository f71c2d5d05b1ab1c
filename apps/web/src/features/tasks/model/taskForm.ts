import { updateTaskBodySchema, type Task } from '@relata/core';

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

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * Checks the form with core's update schema (an empty name gives "Please fill out all required
 * fields", spec 2 §5) and answers only the fields that differ from the task.
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
  const next = parsed.data;
  const patch: TaskPatch = {};
  if (next.name !== task.name) patch.name = next.name;
  if (next.description !== task.description) patch.description = next.description;
  if (next.completed !== task.completed) patch.completed = next.completed;
  if (next.due_date !== task.due_date) patch.due_date = next.due_date;
  if (next.is_archived !== task.is_archived) patch.is_archived = next.is_archived;
  const tagIds = next.tag_ids ?? [];
  if (
    !sameSet(
      tagIds,
      task.tags.map((t) => t.id),
    )
  )
    patch.tag_ids = tagIds;
  return { ok: true, patch };
}
