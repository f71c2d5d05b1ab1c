import {
  EDITABLE_TASK_FIELDS,
  needsRenumbering,
  positionAtEnd,
  TASK_NOT_FOUND,
  type Tag,
  type Task,
  type TaskList,
  type CreateTaskListBody,
  type UpdateTaskListBody,
  type CreateTaskBody,
  type UpdateTaskBody,
  type UpdateTaskResponse,
  type EditableTaskField,
  type TaskFieldValues,
  type CreateTagBody,
  type UpdateTagBody,
  tagNameTakenMessage,
} from '@relata/core';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';
import { transact, type Emit } from '../../realtime/transact';
import { requireRole } from '../projects/access';
import { projectChannel, toRecord } from '../projects/events';

/** What the board services need. */
export interface TaskDeps {
  db: Kysely<Database>;
  hub: RealtimeHub;
}

type Trx = Transaction<Database>;

const LIST_NOT_FOUND = 'List not found';
const TAG_NOT_FOUND = 'Tag not found';
const TAG_COLUMNS = ['id', 'project_id', 'name', 'color'] as const;

function presentList(r: {
  id: string;
  project_id: string;
  name: string;
  position: number;
}): TaskList {
  return { id: r.id, project_id: r.project_id, name: r.name, position: r.position };
}

async function tagsOf(db: Kysely<Database> | Trx, taskIds: string[]): Promise<Map<string, Tag[]>> {
  const map = new Map<string, Tag[]>();
  if (taskIds.length === 0) return map;
  const rows = await db
    .selectFrom('task_tags')
    .innerJoin('tags', 'tags.id', 'task_tags.tag_id')
    .select(['task_tags.task_id', 'tags.id', 'tags.project_id', 'tags.name', 'tags.color'])
    .where('task_tags.task_id', 'in', taskIds)
    .orderBy('tags.name')
    .execute();
  for (const r of rows) {
    const list = map.get(r.task_id) ?? [];
    list.push({ id: r.id, project_id: r.project_id, name: r.name, color: r.color });
    map.set(r.task_id, list);
  }
  return map;
}

type TaskRow = {
  id: string;
  project_id: string;
  task_list_id: string;
  name: string;
  description: string;
  completed: boolean;
  due_date: string | null;
  is_archived: boolean;
  position: number;
};

function presentTask(r: TaskRow, tags: Tag[]): Task {
  return {
    id: r.id,
    project_id: r.project_id,
    task_list_id: r.task_list_id,
    name: r.name,
    description: r.description,
    completed: r.completed,
    due_date: r.due_date,
    is_archived: r.is_archived,
    position: r.position,
    tags,
  };
}

async function taskWithTags(trx: Trx, id: string): Promise<Task> {
  const row = await trx
    .selectFrom('tasks')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return presentTask(row, (await tagsOf(trx, [id])).get(id) ?? []);
}

/**
 * Renumbers a list's tasks (or the board's lists) to 0, 1, 2... in their current order when two
 * neighbours got too close to split again, and publishes each change, so clients follow without
 * noticing.
 */
async function renumberIfCrowded(
  trx: Trx,
  emit: Emit,
  projectId: string,
  what: { table: 'tasks'; listId: string } | { table: 'task_lists' },
): Promise<void> {
  const rows =
    what.table === 'tasks'
      ? await trx
          .selectFrom('tasks')
          .select(['id', 'position'])
          .where('task_list_id', '=', what.listId)
          .orderBy('position')
          .orderBy('created_at')
          .forUpdate()
          .execute()
      : await trx
          .selectFrom('task_lists')
          .select(['id', 'position'])
          .where('project_id', '=', projectId)
          .orderBy('position')
          .orderBy('created_at')
          .forUpdate()
          .execute();
  if (!needsRenumbering(rows.map((r) => r.position))) return;
  for (const [i, r] of rows.entries()) {
    if (r.position === i) continue;
    if (what.table === 'tasks') {
      await trx.updateTable('tasks').set({ position: i }).where('id', '=', r.id).execute();
      emit(projectChannel(projectId), {
        table: 'tasks',
        operation: 'UPDATE',
        record: toRecord(await taskWithTags(trx, r.id)),
        old_record: null,
      });
    } else {
      const row = await trx
        .updateTable('task_lists')
        .set({ position: i })
        .where('id', '=', r.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      emit(projectChannel(projectId), {
        table: 'task_lists',
        operation: 'UPDATE',
        record: toRecord(presentList(row)),
        old_record: null,
      });
    }
  }
}

/** The board's lists in order. */
export async function listLists(
  deps: TaskDeps,
  userId: string,
  projectId: string,
): Promise<TaskList[]> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  const rows = await deps.db
    .selectFrom('task_lists')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return rows.map(presentList);
}

/** Adds a list at the given position or after the last one (Editors). */
export async function createList(
  deps: TaskDeps,
  userId: string,
  projectId: string,
  body: CreateTaskListBody,
): Promise<TaskList> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'change the board');
    const existing = await trx
      .selectFrom('task_lists')
      .select('position')
      .where('project_id', '=', projectId)
      .execute();
    const row = await trx
      .insertInto('task_lists')
      .values({
        project_id: projectId,
        name: body.name,
        position: body.position ?? positionAtEnd(existing.map((e) => e.position)),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    emit(projectChannel(projectId), {
      table: 'task_lists',
      operation: 'INSERT',
      record: toRecord(presentList(row)),
      old_record: null,
    });
    await renumberIfCrowded(trx, emit, projectId, { table: 'task_lists' });
    return presentList(row);
  });
}

/** Renames or moves a list (Editors). */
export async function updateList(
  deps: TaskDeps,
  userId: string,
  projectId: string,
  listId: string,
  patch: UpdateTaskListBody,
): Promise<TaskList> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'change the board');
    const before = await trx
      .selectFrom('task_lists')
      .selectAll()
      .where('id', '=', listId)
      .where('project_id', '=', projectId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError(404, 'not_found', LIST_NOT_FOUND);
    const after = await trx
      .updateTable('task_lists')
      .set({ ...patch, updated_at: new Date() })
      .where('id', '=', listId)
      .returningAll()
      .executeTakeFirstOrThrow();
    emit(projectChannel(projectId), {
      table: 'task_lists',
      operation: 'UPDATE',
      record: toRecord(presentList(after)),
      old_record: toRecord(presentList(before)),
    });
    if (patch.position !== undefined)
      await renumberIfCrowded(trx, emit, projectId, { table: 'task_lists' });
    return presentList(
      await trx
        .selectFrom('task_lists')
        .selectAll()
        .where('id', '=', listId)
        .executeTakeFirstOrThrow(),
    );
  });
}

/** Deletes a list and its tasks (Editors). */
export async function deleteList(
  deps: TaskDeps,
  userId: string,
  projectId: string,
  listId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'change the board');
    const row = await trx
      .deleteFrom('task_lists')
      .where('id', '=', listId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', LIST_NOT_FOUND);
    emit(projectChannel(projectId), {
      table: 'task_lists',
      operation: 'DELETE',
      record: null,
      old_record: toRecord(presentList(row)),
    });
  });
}

/** Every task of the project with its tags. */
export async function listTasks(
  deps: TaskDeps,
  userId: string,
  projectId: string,
): Promise<Task[]> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  const rows = await deps.db
    .selectFrom('tasks')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('task_list_id')
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  const tags = await tagsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentTask(r, tags.get(r.id) ?? []));
}

async function requireList(trx: Trx, projectId: string, listId: string) {
  const list = await trx
    .selectFrom('task_lists')
    .select('id')
    .where('id', '=', listId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!list) throw new AppError(404, 'not_found', LIST_NOT_FOUND);
}

async function setTags(trx: Trx, projectId: string, taskId: string, tagIds: string[]) {
  const unique = [...new Set(tagIds)];
  if (unique.length > 0) {
    const found = await trx
      .selectFrom('tags')
      .select('id')
      .where('project_id', '=', projectId)
      .where('id', 'in', unique)
      .execute();
    if (found.length !== unique.length) throw new AppError(404, 'not_found', TAG_NOT_FOUND);
  }
  await trx.deleteFrom('task_tags').where('task_id', '=', taskId).execute();
  if (unique.length > 0)
    await trx
      .insertInto('task_tags')
      .values(unique.map((tag_id) => ({ task_id: taskId, tag_id })))
      .execute();
}

/** Creates a task in a list of the same project (Editors). */
export async function createTask(
  deps: TaskDeps,
  userId: string,
  projectId: string,
  body: CreateTaskBody,
): Promise<Task> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'change the board');
    await requireList(trx, projectId, body.task_list_id);
    const existing = await trx
      .selectFrom('tasks')
      .select('position')
      .where('task_list_id', '=', body.task_list_id)
      .execute();
    const row = await trx
      .insertInto('tasks')
      .values({
        project_id: projectId,
        task_list_id: body.task_list_id,
        name: body.name,
        description: body.description,
        completed: body.completed,
        due_date: body.due_date,
        position: body.position ?? positionAtEnd(existing.map((e) => e.position)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setTags(trx, projectId, row.id, body.tag_ids);
    const task = await taskWithTags(trx, row.id);
    emit(projectChannel(projectId), {
      table: 'tasks',
      operation: 'INSERT',
      record: toRecord(task),
      old_record: null,
    });
    await renumberIfCrowded(trx, emit, projectId, { table: 'tasks', listId: body.task_list_id });
    return taskWithTags(trx, row.id);
  });
}

/** A field's value on a task; tags as their ids in a stable order. */
function fieldValue(task: Task, field: EditableTaskField): TaskFieldValues[EditableTaskField] {
  return field === 'tag_ids' ? task.tags.map((t) => t.id).sort() : task[field];
}

/** Whether two values of one field are equal (tag ids in any order). */
function sameValue(a: unknown, b: unknown): boolean {
  const normal = (v: unknown) => JSON.stringify(Array.isArray(v) ? [...(v as string[])].sort() : v);
  return normal(a) === normal(b);
}

/**
 * The current values of the sent fields that someone else changed since the editor's `base`
 * and that this save overwrites with a different value, or undefined when there are none.
 */
function replacedValues(
  current: Task,
  patch: UpdateTaskBody,
  base: TaskFieldValues,
): TaskFieldValues | undefined {
  const replaced: Record<string, unknown> = {};
  for (const field of EDITABLE_TASK_FIELDS) {
    const now = fieldValue(current, field);
    if (patch[field] === undefined || base[field] === undefined) continue;
    if (!sameValue(now, base[field]) && !sameValue(now, patch[field])) replaced[field] = now;
  }
  return Object.keys(replaced).length > 0 ? replaced : undefined;
}

/**
 * Updates only the sent fields of a task, or moves it (list and position) (Editors). A field
 * changed by both people keeps the later save; the answer names the values it replaced.
 */
export async function updateTask(
  deps: TaskDeps,
  userId: string,
  projectId: string,
  taskId: string,
  patch: UpdateTaskBody,
): Promise<UpdateTaskResponse> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'change the board');
    const before = await trx
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', taskId)
      .where('project_id', '=', projectId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError(404, 'not_found', TASK_NOT_FOUND);
    const { tag_ids, base, ...fields } = patch;
    const replaced = base && replacedValues(await taskWithTags(trx, taskId), patch, base);
    if (fields.task_list_id !== undefined) await requireList(trx, projectId, fields.task_list_id);
    if (
      fields.task_list_id !== undefined &&
      fields.task_list_id !== before.task_list_id &&
      fields.position === undefined
    ) {
      const existing = await trx
        .selectFrom('tasks')
        .select('position')
        .where('task_list_id', '=', fields.task_list_id)
        .execute();
      fields.position = positionAtEnd(existing.map((e) => e.position));
    }
    await trx
      .updateTable('tasks')
      .set({ ...fields, updated_at: new Date() })
      .where('id', '=', taskId)
      .execute();
    if (tag_ids !== undefined) await setTags(trx, projectId, taskId, tag_ids);
    const after = await taskWithTags(trx, taskId);
    emit(projectChannel(projectId), {
      table: 'tasks',
      operation: 'UPDATE',
      record: toRecord(after),
      old_record: toRecord(before),
    });
    if (fields.position !== undefined)
      await renumberIfCrowded(trx, emit, projectId, { table: 'tasks', listId: after.task_list_id });
    return { ...(await taskWithTags(trx, taskId)), ...(replaced && { replaced }) };
  });
}

/** Deletes a task (Editors). */
export async function deleteTask(
  deps: TaskDeps,
  userId: string,
  projectId: string,
  taskId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'change the board');
    const row = await trx
      .deleteFrom('tasks')
      .where('id', '=', taskId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', TASK_NOT_FOUND);
    emit(projectChannel(projectId), {
      table: 'tasks',
      operation: 'DELETE',
      record: null,
      old_record: toRecord(presentTask(row, [])),
    });
  });
}

/** The project's tags by name. */
export async function listTags(deps: TaskDeps, userId: string, projectId: string): Promise<Tag[]> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  return deps.db
    .selectFrom('tags')
    .select(TAG_COLUMNS)
    .where('project_id', '=', projectId)
    .orderBy('name')
    .execute();
}

/** The project's tag of this name in any case, if there is one. */
function tagNamed(trx: Trx, projectId: string, name: string): Promise<Tag | undefined> {
  return trx
    .selectFrom('tags')
    .select(TAG_COLUMNS)
    .where('project_id', '=', projectId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

/** Creates a tag (Editors); a tag of the same name (any case) is answered instead of a duplicate. */
export async function createTag(
  deps: TaskDeps,
  userId: string,
  projectId: string,
  body: CreateTagBody,
): Promise<{ tag: Tag; created: boolean }> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'change the board');
    const existing = await tagNamed(trx, projectId, body.name);
    if (existing) return { tag: existing, created: false };
    const tag = await trx
      .insertInto('tags')
      .values({ project_id: projectId, name: body.name, color: body.color })
      .returning(TAG_COLUMNS)
      .executeTakeFirstOrThrow();
    emit(projectChannel(projectId), {
      table: 'tags',
      operation: 'INSERT',
      record: toRecord(tag),
      old_record: null,
    });
    return { tag, created: true };
  });
}

/** The project's tag, locked for this transaction; 404 "Tag not found" for any other id. */
async function lockedTag(trx: Trx, projectId: string, tagId: string): Promise<Tag> {
  const tag = await trx
    .selectFrom('tags')
    .select(TAG_COLUMNS)
    .where('id', '=', tagId)
    .where('project_id', '=', projectId)
    .forUpdate()
    .executeTakeFirst();
  if (!tag) throw new AppError(404, 'not_found', TAG_NOT_FOUND);
  return tag;
}

/**
 * Renames or recolours a tag (Editors); a name another tag of the project has (in any case) is a
 * 409. Every board follows through the published change, its task cards' chips included.
 */
export async function updateTag(
  deps: TaskDeps,
  userId: string,
  projectId: string,
  tagId: string,
  patch: UpdateTagBody,
): Promise<Tag> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'change the board');
    const before = await lockedTag(trx, projectId, tagId);
    const taken = (name: string) => {
      const message = tagNameTakenMessage(name);
      return new AppError(409, 'conflict', message, { name: message });
    };
    if (patch.name !== undefined) {
      const namesake = await tagNamed(trx, projectId, patch.name);
      if (namesake && namesake.id !== tagId) throw taken(namesake.name);
    }
    if (patch.name === undefined && patch.color === undefined) return before;
    const tag = await trx
      .updateTable('tags')
      .set(patch)
      .where('id', '=', tagId)
      .returning(TAG_COLUMNS)
      .executeTakeFirstOrThrow()
      .catch((err: unknown) => {
        // Another tag took the name between the check and the write.
        if (isUniqueViolation(err)) throw taken(patch.name ?? before.name);
        throw err;
      });
    emit(projectChannel(projectId), {
      table: 'tags',
      operation: 'UPDATE',
      record: toRecord(tag),
      old_record: toRecord(before),
    });
    return tag;
  });
}

/**
 * Deletes a tag and takes it off every task that carries it, in one transaction (Editors). The
 * one published change tells every board to drop the tag and its chips.
 */
export async function deleteTag(
  deps: TaskDeps,
  userId: string,
  projectId: string,
  tagId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'change the board');
    const tag = await lockedTag(trx, projectId, tagId);
    await trx.deleteFrom('task_tags').where('tag_id', '=', tagId).execute();
    await trx.deleteFrom('tags').where('id', '=', tagId).execute();
    emit(projectChannel(projectId), {
      table: 'tags',
      operation: 'DELETE',
      record: null,
      old_record: toRecord(tag),
    });
  });
}
