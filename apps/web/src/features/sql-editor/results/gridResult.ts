/** The outcome of one executed statement, as the results grid shows it (issue 20, item 4). */
export interface GridResult {
  /** Column names in select order; empty for a statement that returns no rows (INSERT, DDL). */
  columns: string[];
  /**
   * One array of cell values per row, in the order of `columns`, as the drivers hand them over:
   * string, number, bigint, boolean, null, Uint8Array (bytea), object (json) or Date.
   */
  rows: readonly (readonly unknown[])[];
  /** Rows the statement returned; may exceed `rows.length` when the runner kept only the first. */
  rowCount: number;
  /** Time the statement took, in milliseconds. */
  ms: number;
  /** Rows an INSERT, UPDATE or DELETE changed. */
  affected?: number;
  /** A message from the database (a notice or warning) to show beside the result. */
  notice?: string;
}
