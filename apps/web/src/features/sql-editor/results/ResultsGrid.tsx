import { Text } from '@mantine/core';
import type { GridResult } from './gridResult';
import { ResultsTable } from './ResultsTable';
import { ResultsToolbar } from './ResultsToolbar';
import { useCopyResults } from './useCopyResults';
import { useResultsSort } from './useResultsSort';
import classes from './results.module.css';

/** Props of ResultsGrid. */
export interface ResultsGridProps {
  /** The executed statement's result; a new object resets the sort. */
  result: GridResult;
}

/**
 * The SQL editor's results (issue 20, item 4): the row count and time, copy as CSV or Markdown,
 * and a sortable, virtualised grid that stays smooth at 100 000 rows, with NULL set apart from
 * text. A statement without columns (INSERT, DDL) shows its count of affected rows only.
 */
export function ResultsGrid({ result }: ResultsGridProps) {
  const { sort, order, handleSort, handleResetSort } = useResultsSort(result.rows);
  const copy = useCopyResults(result, order);
  const hasColumns = result.columns.length > 0;
  return (
    <div className={classes.results}>
      <ResultsToolbar
        result={result}
        sort={sort}
        onResetSort={handleResetSort}
        onCopy={(format) => void copy(format)}
      />
      {result.notice && (
        <Text size="sm" c="dimmed" px="xs" pb={4}>
          {result.notice}
        </Text>
      )}
      {hasColumns && (
        <ResultsTable
          columns={result.columns}
          rows={result.rows}
          order={order}
          sort={sort}
          onSort={handleSort}
        />
      )}
      {hasColumns && result.rows.length === 0 && <p className={classes.empty}>No rows</p>}
    </div>
  );
}
