import { memo } from 'react';
import { textWidth } from './columnWidths';
import { cellDisplayText, cellTitle } from './formatResults';
import classes from './results.module.css';

/** Props of ResultsRow. */
export interface ResultsRowProps {
  row: readonly unknown[];
  widths: readonly number[];
  /** 1-based position among all rows of the grid, header included (aria-rowindex). */
  rowIndex: number;
  /** Offset from the top of the grid, in px. */
  top: number;
}

function ResultsCell({ value, width, column }: { value: unknown; width: number; column: number }) {
  const text = cellDisplayText(value);
  if (text === null) {
    // NULL looks unlike the text 'NULL': dimmed and italic (results.module.css).
    return (
      <div role="cell" aria-colindex={column + 1} data-null="" className={classes.cell}>
        NULL
      </div>
    );
  }
  const kind = typeof value === 'number' || typeof value === 'bigint' ? 'number' : undefined;
  // The full value as a tooltip where the cell clips or shortens it.
  const full = cellTitle(value) ?? '';
  const title = textWidth(text) > width || full !== text ? full : undefined;
  return (
    <div
      role="cell"
      aria-colindex={column + 1}
      data-kind={kind}
      className={classes.cell}
      title={title}
    >
      {text}
    </div>
  );
}

/** One row of the results grid, placed at its offset by the virtualiser. */
export const ResultsRow = memo(function ResultsRow({
  row,
  widths,
  rowIndex,
  top,
}: ResultsRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      className={`${classes.row} ${classes.dataRow}`}
      style={{ transform: `translateY(${top}px)` }}
    >
      {widths.map((width, i) => (
        <ResultsCell key={i} value={row[i]} width={width} column={i} />
      ))}
    </div>
  );
});
