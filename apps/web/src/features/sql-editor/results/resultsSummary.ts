import type { GridResult } from './gridResult';

const count = new Intl.NumberFormat('en-US');

function rows(n: number): string {
  return `${count.format(n)} ${n === 1 ? 'row' : 'rows'}`;
}

/**
 * The toolbar's count: "1 row", "100,000 rows" (and how many are shown when the runner kept
 * only the first); for a statement without columns "3 rows affected" or "Statement executed".
 */
export function rowCountText(result: GridResult): string {
  if (result.columns.length === 0) {
    return result.affected === undefined
      ? 'Statement executed'
      : `${rows(result.affected)} affected`;
  }
  const text = rows(result.rowCount);
  return result.rows.length < result.rowCount
    ? `${text} (first ${count.format(result.rows.length)} shown)`
    : text;
}

/** How long the statement took: "12 ms", "< 1 ms", "2.35 s". */
export function durationText(ms: number): string {
  if (ms < 1) return '< 1 ms';
  if (Math.round(ms) < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}
