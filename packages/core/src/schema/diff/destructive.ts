import type { PhysicalColumn } from '../physical';
import { parseType, type ParsedType } from '../sql/types';

/** A length argument as a number; `max` or none is unbounded. */
const length = (p: ParsedType): number => {
  const n = Number(p.args[0]);
  return p.args[0] === undefined || !Number.isFinite(n) ? Infinity : n;
};

/** Kinds a value of one kind always fits into (besides its own and text). */
const WIDENS_TO: Partial<Record<ParsedType['kind'], ParsedType['kind'][]>> = {
  integer: ['decimal', 'float', 'varchar'],
  char: ['varchar'],
  varchar: [],
  date: ['datetime', 'datetimetz'],
  datetime: ['datetimetz'],
  enum: ['varchar'],
  boolean: ['integer'],
};

/**
 * Why changing a column's type from `before` to `after` may lose data (a shorter varchar, a
 * smaller integer, fewer decimal digits, text to a number...), or null when every value fits.
 */
export function narrowing(before: string, after: string): string | null {
  if (before.trim().toLowerCase() === after.trim().toLowerCase()) return null;
  const a = parseType(before);
  const b = parseType(after);
  const why = `type ${before} narrows to ${after}`;
  if (b.kind === 'text' || (b.kind === 'unknown' && a.kind === 'unknown')) return null;
  if (a.kind === b.kind) {
    if (a.kind === 'varchar' || a.kind === 'char' || a.kind === 'binary')
      return length(b) < length(a) ? why : null;
    if (a.kind === 'integer' || a.kind === 'float')
      return b.size < a.size || (a.unsigned !== b.unsigned && b.size <= a.size) ? why : null;
    if (a.kind === 'decimal') {
      const [p1, s1] = [Number(a.args[0] ?? 38), Number(a.args[1] ?? 0)];
      const [p2, s2] = [Number(b.args[0] ?? 38), Number(b.args[1] ?? 0)];
      return s2 < s1 || p2 - s2 < p1 - s1 ? why : null;
    }
    if (a.kind === 'enum') return a.args.every((v) => b.args.includes(v)) ? null : why;
    return null;
  }
  if (b.kind === 'varchar' && a.kind === 'integer') return length(b) < 20 ? why : null;
  return (WIDENS_TO[a.kind] ?? []).includes(b.kind) ? null : why;
}

/** Why a column change may lose data or fail on existing rows, or null when it is safe. */
export function columnChangeRisk(
  table: string,
  before: PhysicalColumn,
  after: PhysicalColumn,
): string | null {
  const type = narrowing(before.type, after.type);
  if (type) return `${table}.${after.name}: ${type}`;
  if (before.nullable && !after.nullable && after.defaultValue === null)
    return `${table}.${after.name} becomes NOT NULL without a default: existing NULLs make it fail`;
  return null;
}
