import type { RowCounts } from '../engine/types';

/** Sample rows per table: at least, at most, and by default (issue 20, item 3). */
export const MIN_ROWS = 10;
export const MAX_ROWS = 10_000;
export const DEFAULT_ROWS = 50;

export const DEFAULT_ROW_COUNTS: RowCounts = { default: DEFAULT_ROWS, perTable: {} };

/** A count within the limits, whole. */
export const clampRows = (n: number): number =>
  Math.min(MAX_ROWS, Math.max(MIN_ROWS, Math.round(Number.isFinite(n) ? n : DEFAULT_ROWS)));

const rowsKey = (projectId: string) => `relata.sqlRows.${projectId}`;

/** The row counts this browser set for a project; anything unreadable gives the default. */
export function readRowCounts(projectId: string): RowCounts {
  try {
    const stored = JSON.parse(localStorage.getItem(rowsKey(projectId)) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return DEFAULT_ROW_COUNTS;
    const { default: base, perTable } = stored as Partial<RowCounts>;
    const tables: Record<string, number> = {};
    if (typeof perTable === 'object' && perTable !== null)
      for (const [id, n] of Object.entries(perTable))
        if (typeof n === 'number') tables[id] = clampRows(n);
    return { default: typeof base === 'number' ? clampRows(base) : DEFAULT_ROWS, perTable: tables };
  } catch {
    return DEFAULT_ROW_COUNTS;
  }
}

export function writeRowCounts(projectId: string, counts: RowCounts): void {
  try {
    localStorage.setItem(rowsKey(projectId), JSON.stringify(counts));
  } catch {
    // Storage full or disabled: the counts hold for this page.
  }
}
