import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type CSSProperties } from 'react';
import { columnWidths } from './columnWidths';
import { ResultsHeader } from './ResultsHeader';
import { ResultsRow } from './ResultsRow';
import type { ResultsSort } from './sortRows';
import classes from './results.module.css';

/** Height of every row, header included, in px: fixed, so the virtualiser never measures. */
export const RESULTS_ROW_HEIGHT = 28;
/** Rows rendered beyond each edge of the visible window, so a fast scroll shows no gap. */
const OVERSCAN = 12;

/** Props of ResultsTable. */
export interface ResultsTableProps {
  columns: readonly string[];
  rows: readonly (readonly unknown[])[];
  /** Display order as indices into `rows`, or null for their own order. */
  order: readonly number[] | null;
  sort: ResultsSort;
  onSort: (column: number) => void;
}

/**
 * The rows of a result as a table that renders only the rows in view (issue 20, item 4: 100 000
 * rows without freezing): a sticky header, fixed-height rows, horizontal scroll for wide results.
 */
export function ResultsTable({ columns, rows, order, sort, onSort }: ResultsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const widths = useMemo(() => columnWidths(columns, rows), [columns, rows]);
  const totalWidth = widths.reduce((sum, w) => sum + w, 0);
  // The lint warns that the virtualiser's functions defeat React Compiler memoisation. The app is
  // not compiled by it, and only plain numbers from the virtualiser reach the memoised rows.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => RESULTS_ROW_HEIGHT,
    // The header row sits above the first data row inside the same scroll box.
    paddingStart: RESULTS_ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const style = {
    '--results-columns': widths.map((w) => `${w}px`).join(' '),
    '--results-row-height': `${RESULTS_ROW_HEIGHT}px`,
  } as CSSProperties; // Custom properties are not in CSSProperties' keys.
  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      role="table"
      aria-label="Query results"
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      // The scroll box takes focus so that the keyboard can scroll it.
      tabIndex={0}
      style={style}
    >
      <div
        className={classes.inner}
        style={{ width: totalWidth, height: virtualizer.getTotalSize() }}
      >
        <ResultsHeader columns={columns} sort={sort} onSort={onSort} />
        {virtualizer.getVirtualItems().map((item) => {
          const index = order ? (order[item.index] ?? item.index) : item.index;
          return (
            <ResultsRow
              key={item.index}
              row={rows[index] ?? []}
              widths={widths}
              rowIndex={item.index + 2}
              top={item.start}
            />
          );
        })}
      </div>
    </div>
  );
}
