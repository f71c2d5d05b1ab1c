/** Separates the cells of a row in the rows field. */
export const CELL_SEPARATOR = '|';

/** Column names from the columns field: one per line, blank lines dropped. */
export function columnsFromText(text: string): string[] {
  return text
    .split('\n')
    .map((c) => c.trim())
    .filter(Boolean);
}

/** The rows field's text: one row per line, cells separated by " | ". */
export function rowsToText(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.join(` ${CELL_SEPARATOR} `)).join('\n');
}

/** Rows from the rows field, each cut or padded to the number of columns. */
export function rowsFromText(text: string, columnCount: number): string[][] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells = line.split(CELL_SEPARATOR).map((c) => c.trim());
      return Array.from({ length: columnCount }, (_, i) => cells[i] ?? '');
    });
}

/** Fits existing rows to new columns (cut or padded). */
export function fitRows(rows: readonly (readonly string[])[], columnCount: number): string[][] {
  return rows.map((r) => Array.from({ length: columnCount }, (_, i) => r[i] ?? ''));
}
