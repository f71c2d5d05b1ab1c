/**
 * A table name as the generators write it: lower-cased, every run of characters that are not
 * letters or digits collapsed to one underscore (spec 2, §5).
 */
export function normalizeTableName(name: string): string {
  const lower = name.trim().toLowerCase();
  const normalized = /^[a-z0-9]*$/.test(lower) ? lower : lower.replace(/[^\p{L}\p{N}]+/gu, '_');
  return normalized === '' || normalized === '_' ? 'unnamed_table' : normalized;
}
