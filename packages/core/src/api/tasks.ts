import { z } from 'zod';

/** Shown when a list is renamed to nothing (spec 2 §5). */
export const LIST_NAME_EMPTY = 'List name cannot be empty';
/** Shown when a task is saved without a name (spec 2 §5). */
export const TASK_REQUIRED_FIELDS = 'Please fill out all required fields';
/** Shown for a task that does not exist (spec 2 §5). */
export const TASK_NOT_FOUND = 'Task not found';
/** The default name of a new list (spec 2 §3). */
export const DEFAULT_LIST_NAME = 'New List';
/** Shown when a tag is given an empty name. */
export const TAG_NAME_EMPTY = 'Tag name cannot be empty';
/** The default tag colour (spec 2 §3). */
export const DEFAULT_TAG_COLOR = '#333';

const position = z.number().finite().min(-1e12).max(1e12);
const color = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'has invalid format');

/** A list of the board. */
export const taskListSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  position: z.number(),
});
/** A tag of the project. */
export const tagSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  color: z.string(),
});
/** A task with its tags. */
export const taskSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  task_list_id: z.string(),
  name: z.string(),
  description: z.string(),
  completed: z.boolean(),
  due_date: z.string().nullable(),
  is_archived: z.boolean(),
  position: z.number(),
  tags: z.array(tagSchema),
});

/** A list, a tag and a task as the client sees them. */
export type TaskList = z.infer<typeof taskListSchema>;
export type Tag = z.infer<typeof tagSchema>;
export type Task = z.infer<typeof taskSchema>;

/** POST /api/projects/:projectId/task-lists */
export const createTaskListBodySchema = z.strictObject({
  name: z.string().trim().min(1, LIST_NAME_EMPTY).max(100).default(DEFAULT_LIST_NAME),
  position: position.optional(),
});
/** PATCH /api/projects/:projectId/task-lists/:listId */
export const updateTaskListBodySchema = z
  .strictObject({ name: z.string().trim().min(1, LIST_NAME_EMPTY).max(100), position })
  .partial();

const dueDate = z.iso.date().nullable();
const tagIds = z.array(z.uuid()).max(20);

/** POST /api/projects/:projectId/tasks */
export const createTaskBodySchema = z.strictObject({
  task_list_id: z.uuid(),
  name: z.string().trim().min(1, TASK_REQUIRED_FIELDS).max(500),
  description: z.string().max(10_000).default(''),
  completed: z.boolean().default(false),
  due_date: dueDate.default(null),
  position: position.optional(),
  tag_ids: tagIds.default([]),
});
const taskFieldsSchema = z.strictObject({
  name: z.string().trim().min(1, TASK_REQUIRED_FIELDS).max(500),
  description: z.string().max(10_000),
  completed: z.boolean(),
  due_date: dueDate,
  is_archived: z.boolean(),
  tag_ids: tagIds,
});
/** The task fields a person edits in the dialog, each merged on its own. */
export const EDITABLE_TASK_FIELDS = taskFieldsSchema.keyof().options;
/** One of the fields a person edits in the dialog. */
export type EditableTaskField = (typeof EDITABLE_TASK_FIELDS)[number];
/** Values of some editable fields: what a person started from, or what their save replaced. */
export const taskFieldValuesSchema = taskFieldsSchema
  .extend({ name: z.string().max(500) })
  .partial();
export type TaskFieldValues = z.output<typeof taskFieldValuesSchema>;

/**
 * PATCH /api/projects/:projectId/tasks/:taskId: only the fields the person changed, and in
 * `base` the values they started from; the server applies only the sent fields, so two people
 * editing different fields keep both edits.
 */
export const updateTaskBodySchema = taskFieldsSchema
  .extend({ task_list_id: z.uuid(), position, base: taskFieldValuesSchema })
  .partial();
/**
 * The answer of PATCH tasks/:taskId: the task, and in `replaced` the value of each sent field
 * that someone else changed since `base` and this save overwrote (the later save wins).
 */
export const updateTaskResponseSchema = taskSchema.extend({
  replaced: taskFieldValuesSchema.optional(),
});
export type UpdateTaskResponse = z.output<typeof updateTaskResponseSchema>;

const tagName = z.string().trim().min(1, TAG_NAME_EMPTY).max(50);

/** POST /api/projects/:projectId/tags */
export const createTagBodySchema = z.strictObject({
  name: tagName,
  color: color.default(DEFAULT_TAG_COLOR),
});
/** PATCH /api/projects/:projectId/tags/:tagId: a new name, a new colour, or both. */
export const updateTagBodySchema = z.strictObject({ name: tagName, color }).partial();

/** The 409 message of a tag renamed to the name (in any case) of another tag of the project. */
export function tagNameTakenMessage(name: string): string {
  return `The project has a tag named "${name}" already.`;
}

/** Path parameters of board routes. */
export const taskListParamsSchema = z.object({ projectId: z.uuid(), listId: z.uuid() });
export const taskParamsSchema = z.object({ projectId: z.uuid(), taskId: z.uuid() });
export const tagParamsSchema = z.object({ projectId: z.uuid(), tagId: z.uuid() });

/*
 * The inferred types of the schemas above (see the README, "Contract types"): `XBody` is what a
 * route hands its service after parsing (z.output: defaults filled, text trimmed), `XBodyInput`
 * what a client may send (z.input); a response or record type is named after its schema.
 */
export type CreateTaskListBody = z.output<typeof createTaskListBodySchema>;
export type CreateTaskListBodyInput = z.input<typeof createTaskListBodySchema>;
export type UpdateTaskListBody = z.output<typeof updateTaskListBodySchema>;
export type UpdateTaskListBodyInput = z.input<typeof updateTaskListBodySchema>;
export type CreateTaskBody = z.output<typeof createTaskBodySchema>;
export type CreateTaskBodyInput = z.input<typeof createTaskBodySchema>;
export type UpdateTaskBody = z.output<typeof updateTaskBodySchema>;
export type UpdateTaskBodyInput = z.input<typeof updateTaskBodySchema>;
export type CreateTagBody = z.output<typeof createTagBodySchema>;
export type CreateTagBodyInput = z.input<typeof createTagBodySchema>;
export type UpdateTagBody = z.output<typeof updateTagBodySchema>;
export type UpdateTagBodyInput = z.input<typeof updateTagBodySchema>;
export type TaskListParams = z.output<typeof taskListParamsSchema>;
export type TaskParams = z.output<typeof taskParamsSchema>;
export type TagParams = z.output<typeof tagParamsSchema>;
