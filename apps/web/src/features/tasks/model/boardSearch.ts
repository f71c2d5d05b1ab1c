import { matchesSearch, type Task } from '@relata/core';

/** What the board shows: the "Search Items" query and whether archived tasks are shown. */
export interface BoardFilter {
  query: string;
  showArchived: boolean;
}

/** The filter of a board that was just opened: everything but archived tasks. */
export const DEFAULT_BOARD_FILTER: BoardFilter = { query: '', showArchived: false };

/**
 * "Search Items" (spec 2 §2): case-insensitive, the query split on whitespace, and every word must
 * appear in the task's name or in one of its tags' names (the project search rule of spec 1 §5).
 */
export function matchesTask(task: Pick<Task, 'name' | 'tags'>, query: string): boolean {
  // A word holds no whitespace, so joining with a line break never lets one span two names.
  return matchesSearch([task.name, ...task.tags.map((t) => t.name)].join('\n'), query);
}

/** Whether the board shows a task: archived ones only on request, and only those that match. */
export function isTaskShown(
  task: Pick<Task, 'name' | 'tags' | 'is_archived'>,
  filter: BoardFilter,
): boolean {
  return (filter.showArchived || !task.is_archived) && matchesTask(task, filter.query);
}

/** Whether the filter hides anything besides archived tasks (the board then says "No matching tasks"). */
export function isSearching(filter: BoardFilter): boolean {
  return filter.query.trim() !== '';
}
