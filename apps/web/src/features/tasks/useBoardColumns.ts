import type { Task, TaskList } from '@relata/core';
import { useMemo, useState } from 'react';
import { byPosition, groupTasksByList, reuseUnchanged, type Columns } from './model/boardColumns';
import { isTaskShown, type BoardFilter } from './model/boardSearch';

/** What the board draws: lists in order, each list's shown tasks, and all tasks for positions. */
export interface BoardColumns {
  lists: readonly TaskList[];
  /** Shown tasks per list; a list's array stays the same object while its tasks do. */
  columns: Columns;
  /** Every task per list, in order (positions are computed among these). */
  allColumns: Columns;
}

/** Keeps the arrays of unchanged columns from one render to the next (derived state, no effect). */
function useStable(next: Columns): Columns {
  const [state, setState] = useState({ next, stable: next });
  if (state.next !== next) {
    const stable = reuseUnchanged(state.stable, next);
    setState({ next, stable });
    return stable;
  }
  return state.stable;
}

/**
 * The board's lists and columns from the cached lists and tasks and the filter. Memoised columns
 * render again only when their own tasks changed (issue 7: a board of 20 lists and 1000 tasks).
 */
export function useBoardColumns(
  lists: readonly TaskList[] | undefined,
  tasks: readonly Task[] | undefined,
  filter: BoardFilter,
): BoardColumns {
  const sorted = useMemo(() => byPosition(lists ?? []), [lists]);
  const listIds = useMemo(() => sorted.map((l) => l.id), [sorted]);
  const allColumns = useMemo(() => groupTasksByList(tasks ?? [], listIds), [tasks, listIds]);
  const shown = useMemo(
    () => groupTasksByList(tasks ?? [], listIds, (t) => isTaskShown(t, filter)),
    [tasks, listIds, filter],
  );
  return { lists: sorted, columns: useStable(shown), allColumns };
}
