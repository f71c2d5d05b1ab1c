import type { Task } from '@relata/core';

/** Something the board orders by position (lists and tasks). */
export interface Positioned {
  id: string;
  position: number;
}

/** The board's columns: each list's shown tasks in order, keyed by list id. */
export type Columns<T = Task> = ReadonlyMap<string, readonly T[]>;

/** Where an item sits: its list and its index among that list's shown items. */
export interface TaskPlace {
  taskId: string;
  listId: string;
  index: number;
}

/** Items in position order; equal positions keep the order given (the sort is stable). */
export function byPosition<T extends Positioned>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}

/**
 * Each list's tasks in position order (lists without tasks get an empty column). Tasks of lists
 * not named are left out, and so are those `keep` rejects.
 */
export function groupTasksByList<T extends Positioned & { task_list_id: string }>(
  tasks: readonly T[],
  listIds: readonly string[],
  keep: (task: T) => boolean = () => true,
): Map<string, T[]> {
  const columns = new Map<string, T[]>(listIds.map((id) => [id, []]));
  for (const task of byPosition(tasks)) {
    if (keep(task)) columns.get(task.task_list_id)?.push(task);
  }
  return columns;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/**
 * The columns of `next`, but with `prev`'s array wherever a column holds the very same items, so
 * that memoised columns skip rendering when another column changed.
 */
export function reuseUnchanged<T>(prev: Columns<T> | undefined, next: Columns<T>): Columns<T> {
  if (!prev) return next;
  const merged = new Map<string, readonly T[]>();
  for (const [id, items] of next) {
    const old = prev.get(id);
    merged.set(id, old && sameItems(old, items) ? old : items);
  }
  return merged;
}

/** The list and index of a task among the columns, or null when no column shows it. */
export function findTask<T extends { id: string }>(
  columns: Columns<T>,
  taskId: string,
): { listId: string; index: number } | null {
  for (const [listId, items] of columns) {
    const index = items.findIndex((t) => t.id === taskId);
    if (index !== -1) return { listId, index };
  }
  return null;
}

/**
 * The columns with one task moved to a place (a drag in progress or just dropped). The other
 * columns keep their arrays; the same columns come back when the task is there already or absent.
 */
export function moveTaskInColumns<T extends { id: string }>(
  columns: Columns<T>,
  place: TaskPlace | null,
): Columns<T> {
  if (!place) return columns;
  const from = findTask(columns, place.taskId);
  const target = columns.get(place.listId);
  if (!from || !target) return columns;
  const source = columns.get(from.listId) ?? [];
  const task = source[from.index];
  if (!task) return columns;
  const withoutTask = from.listId === place.listId ? source.filter((t) => t !== task) : target;
  const index = Math.max(0, Math.min(place.index, withoutTask.length));
  if (from.listId === place.listId && index === from.index) return columns;
  const moved = new Map(columns);
  moved.set(
    from.listId,
    source.filter((t) => t !== task),
  );
  const inserted = [...withoutTask];
  inserted.splice(index, 0, task);
  moved.set(place.listId, inserted);
  return moved;
}

/** The items with one moved to an index; the same array when it is there already or absent. */
export function moveItem<T extends { id: string }>(
  items: readonly T[],
  id: string,
  index: number,
): readonly T[] {
  const from = items.findIndex((i) => i.id === id);
  const to = Math.max(0, Math.min(index, items.length - 1));
  if (from === -1 || from === to) return items;
  const moved = items.filter((i) => i.id !== id);
  moved.splice(to, 0, items[from] as T); // from was found above
  return moved;
}
