import { useMemo, useState } from 'react';
import { nextSort, sortedOrder, type ResultsSort } from './sortRows';

/** The grid's sort and the row order it gives; see `useResultsSort`. */
export interface ResultsSortState {
  sort: ResultsSort;
  /** Indices into the rows in display order, or null for the order they came in. */
  order: number[] | null;
  /** Cycles a column: ascending, descending, original order. */
  handleSort: (column: number) => void;
  handleResetSort: () => void;
}

/**
 * The sort of one result's rows. The order is computed once per change of sort or rows, and a
 * new result starts unsorted.
 */
export function useResultsSort(rows: readonly (readonly unknown[])[]): ResultsSortState {
  // Kept with the rows it belongs to, so that a new result does not inherit the last one's sort.
  const [state, setState] = useState<{ rows: typeof rows; sort: ResultsSort }>({
    rows,
    sort: null,
  });
  const sort = state.rows === rows ? state.sort : null;
  const order = useMemo(() => sortedOrder(rows, sort), [rows, sort]);
  return {
    sort,
    order,
    handleSort: (column) => setState({ rows, sort: nextSort(sort, column) }),
    handleResetSort: () => setState({ rows, sort: null }),
  };
}
