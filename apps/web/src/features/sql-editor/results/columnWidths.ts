import { cellDisplayText } from './formatResults';

/** Average width of a character in the grid's font (0.8125rem monospace-ish digits), in px. */
const CHAR_PX = 7.5;
/** Horizontal padding of a cell plus room for the header's sort icon, in px. */
const CELL_PADDING_PX = 36;
/** Narrowest and widest a column starts out, in px (issue 20, item 4: "capped"). */
export const MIN_COLUMN_PX = 64;
export const MAX_COLUMN_PX = 360;
/** Rows looked at to size the columns: enough to be representative, cheap for 100 000 rows. */
const SAMPLE_ROWS = 100;

/** Estimated width in px that a text needs in a cell, padding included. */
export function textWidth(text: string): number {
  return Math.ceil(text.length * CHAR_PX) + CELL_PADDING_PX;
}

/**
 * The width of each column, in px: what its header and the first rows need, between
 * MIN_COLUMN_PX and MAX_COLUMN_PX. Longer values are clipped with an ellipsis.
 */
export function columnWidths(
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): number[] {
  const sample = rows.slice(0, SAMPLE_ROWS);
  return columns.map((name, i) => {
    let chars = name.length;
    for (const row of sample) {
      chars = Math.max(chars, (cellDisplayText(row[i]) ?? 'NULL').length);
      if (chars * CHAR_PX >= MAX_COLUMN_PX) break;
    }
    const width = Math.ceil(chars * CHAR_PX) + CELL_PADDING_PX;
    return Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, width));
  });
}
