import type { ChangeEvent, Tag, Task, TaskList } from '@relata/core';

/** Ids of tasks shown before the server answered their creation start with this. */
export const PENDING_ID_PREFIX = 'pending-';

/** Whether a task is an optimistic one the server has not confirmed yet. */
export function isPending(item: { id: string }): boolean {
  return item.id.startsWith(PENDING_ID_PREFIX);
}

/** The items with one added, or replacing the one with its id (in place, keeping the order). */
export function upsertById<T extends { id: string }>(items: readonly T[], item: T): T[] {
  const index = items.findIndex((i) => i.id === item.id);
  if (index === -1) return [...items, item];
  const next = [...items];
  next[index] = item;
  return next;
}

/**
 * The items with a created one added, unless one with its id is there already (the same array
 * then): the board had it from the creation's answer and may have changed it since, and the
 * realtime insert, on another connection than the answer, can arrive after that change.
 */
export function insertIfAbsent<T extends { id: string }>(
  items: readonly T[],
  item: T,
): readonly T[] {
  return items.some((i) => i.id === item.id) ? items : [...items, item];
}

/** The items without the one with this id (the same array when it is absent). */
export function removeById<T extends { id: string }>(
  items: readonly T[],
  id: string,
): readonly T[] {
  return items.some((i) => i.id === id) ? items.filter((i) => i.id !== id) : items;
}

/** The items with the one with this id changed; the same array when it is absent (deleted meanwhile). */
export function patchById<T extends { id: string }>(
  items: readonly T[],
  id: string,
  change: (item: T) => T,
): readonly T[] {
  const index = items.findIndex((i) => i.id === id);
  if (index === -1) return items;
  const next = [...items];
  next[index] = change(items[index] as T); // index was found above
  return next;
}

let pendingCount = 0;

/** A new id for an optimistic task. */
export function newPendingId(): string {
  pendingCount += 1;
  return `${PENDING_ID_PREFIX}${pendingCount}`;
}

/**
 * Adds a task the server confirmed: it replaces the optimistic copy it stood for (same list and
 * name), whichever of the answer and the realtime event comes first.
 */
export function confirmTask(tasks: readonly Task[], task: Task, pendingId?: string): Task[] {
  const standIn = (t: Task) =>
    pendingId === undefined
      ? isPending(t) && t.task_list_id === task.task_list_id && t.name === task.name
      : t.id === pendingId;
  const index = tasks.findIndex(standIn);
  const rest = index === -1 ? tasks : tasks.filter((_, i) => i !== index);
  return upsertById(rest, task);
}

function replaceTagCopies(tasks: readonly Task[], tag: Tag): readonly Task[] {
  const carries = (t: Task) => t.tags.some((old) => old.id === tag.id);
  if (!tasks.some(carries)) return tasks;
  return tasks.map((t) =>
    carries(t) ? { ...t, tags: t.tags.map((old) => (old.id === tag.id ? tag : old)) } : t,
  );
}

/** A saved tag in the cached tags and in the copies the tasks carry (a rename, a new colour). */
export function withTag(tag: Tag): Pick<BoardCacheUpdate, 'tags' | 'tasks'> {
  return {
    tags: (tags) => upsertById(tags, tag),
    tasks: (tasks) => replaceTagCopies(tasks, tag),
  };
}

/** A deleted tag gone from the cached tags and from every task that carried it. */
export function withoutTag(id: string): Pick<BoardCacheUpdate, 'tags' | 'tasks'> {
  return {
    tags: (tags) => removeById(tags, id),
    tasks: (tasks) =>
      tasks.some((t) => t.tags.some((tag) => tag.id === id))
        ? tasks.map((t) =>
            t.tags.some((tag) => tag.id === id)
              ? { ...t, tags: t.tags.filter((tag) => tag.id !== id) }
              : t,
          )
        : tasks,
  };
}

/** What a board change does to the cached tasks, lists and tags; null where it changes nothing. */
export interface BoardCacheUpdate {
  tasks: ((tasks: readonly Task[]) => readonly Task[]) | null;
  lists: ((lists: readonly TaskList[]) => readonly TaskList[]) | null;
  tags: ((tags: readonly Tag[]) => readonly Tag[]) | null;
  /** The change came without the row it needs: refetch instead. */
  refetch: boolean;
}

const NOTHING: BoardCacheUpdate = { tasks: null, lists: null, tags: null, refetch: false };
const REFETCH: BoardCacheUpdate = { ...NOTHING, refetch: true };

/**
 * Maps a change published on `project:<id>` (architecture, Realtime) to the board's caches:
 * inserts and updates replace or add the record, deletes remove it; a deleted list takes its
 * tasks with it (the server deletes them in the same step without a message for each). The
 * change was validated on receipt; a change without the row it needs asks for a refetch.
 */
export function boardCacheUpdate(change: ChangeEvent): BoardCacheUpdate {
  switch (change.table) {
    case 'tasks': {
      if (change.operation === 'DELETE') {
        const id = change.old_record?.id;
        return id === undefined ? REFETCH : { ...NOTHING, tasks: (tasks) => removeById(tasks, id) };
      }
      const saved = change.record;
      if (!saved) return REFETCH;
      return {
        ...NOTHING,
        tasks: (tasks) =>
          change.operation === 'UPDATE'
            ? upsertById(tasks, saved)
            : tasks.some((t) => t.id === saved.id)
              ? tasks
              : confirmTask(tasks, saved),
      };
    }
    case 'task_lists': {
      if (change.operation === 'DELETE') {
        const id = change.old_record?.id;
        if (id === undefined) return REFETCH;
        return {
          ...NOTHING,
          lists: (lists) => removeById(lists, id),
          tasks: (tasks) =>
            tasks.some((t) => t.task_list_id === id)
              ? tasks.filter((t) => t.task_list_id !== id)
              : tasks,
        };
      }
      const saved = change.record;
      if (!saved) return REFETCH;
      return {
        ...NOTHING,
        lists: (lists) =>
          change.operation === 'UPDATE' ? upsertById(lists, saved) : insertIfAbsent(lists, saved),
      };
    }
    case 'tags': {
      if (change.operation === 'DELETE') {
        const id = change.old_record?.id;
        return id === undefined ? REFETCH : { ...NOTHING, ...withoutTag(id) };
      }
      // A changed tag also changes the copies the tasks carry.
      const tag = change.record;
      if (!tag) return REFETCH;
      return change.operation === 'UPDATE'
        ? { ...NOTHING, ...withTag(tag) }
        : { ...NOTHING, tags: (tags) => insertIfAbsent(tags, tag) };
    }
    default:
      return NOTHING;
  }
}
