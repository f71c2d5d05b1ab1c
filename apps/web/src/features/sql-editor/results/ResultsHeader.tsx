import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { ResultsSort } from './sortRows';
import classes from './results.module.css';

/** Props of ResultsHeader. */
export interface ResultsHeaderProps {
  columns: readonly string[];
  sort: ResultsSort;
  onSort: (column: number) => void;
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  const Icon =
    direction === 'ascending'
      ? IconArrowUp
      : direction === 'descending'
        ? IconArrowDown
        : IconSelector;
  return <Icon size={14} className={classes.sortIcon} aria-hidden="true" />;
}

/**
 * The grid's sticky header row: one sort button per column, cycling ascending, descending and the
 * original order, with the state in `aria-sort`.
 */
export function ResultsHeader({ columns, sort, onSort }: ResultsHeaderProps) {
  return (
    <div role="row" aria-rowindex={1} className={`${classes.row} ${classes.head}`}>
      {columns.map((name, i) => {
        const direction = sort?.column === i ? sort.direction : 'none';
        return (
          <div
            key={i}
            role="columnheader"
            aria-colindex={i + 1}
            aria-sort={direction}
            className={classes.header}
          >
            <button
              type="button"
              className={classes.sortButton}
              title={`Sort by ${name}`}
              onClick={() => onSort(i)}
            >
              <span className={classes.headerName}>{name}</span>
              <SortIcon direction={direction} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
