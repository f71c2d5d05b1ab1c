import type { SqlDialect } from './dialects';
import { RESERVED_WORDS } from './reserved';

/**
 * A table name as the generators write it: lower-cased, every run of characters that are not
 * letters or digits collapsed to one underscore (spec 2, §5).
 */
export function normalizeTableName(name: string): string {
  const lower = name.trim().toLowerCase();
  const normalized = /^[a-z0-9]*$/.test(lower) ? lower : lower.replace(/[^\p{L}\p{N}]+/gu, '_');
  return normalized === '' || normalized === '_' ? 'unnamed_table' : normalized;
}

const PLAIN = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PLAIN_LOWER = /^[a-z_][a-z0-9_]*$/;

/** Whether an identifier must be quoted in a dialect: reserved, not plain, or (PostgreSQL) not lower case. */
export function needsQuoting(name: string, dialect: SqlDialect): boolean {
  const cache = QUOTING_CACHE[dialect];
  let answer = cache.get(name);
  if (answer === undefined) {
    const plain = dialect === 'postgresql' ? PLAIN_LOWER : PLAIN;
    answer = !plain.test(name) || RESERVED_WORDS[dialect].has(name.toUpperCase());
    if (cache.size > 10_000) cache.clear();
    cache.set(name, answer);
  }
  return answer;
}

/** Names repeat across tables (id, name, created_at): remember the answer per dialect. */
const QUOTING_CACHE: Record<SqlDialect, Map<string, boolean>> = {
  mysql: new Map(),
  postgresql: new Map(),
  sqlite: new Map(),
  mssql: new Map(),
};

/** An identifier quoted the dialect's way: `name` (MySQL), "name" (PostgreSQL, SQLite), [name] (MSSQL). */
export function quoteAlways(name: string, dialect: SqlDialect): string {
  switch (dialect) {
    case 'mysql':
      return '`' + name.replace(/`/g, '``') + '`';
    case 'mssql':
      return '[' + name.replace(/]/g, ']]') + ']';
    default:
      return '"' + name.replace(/"/g, '""') + '"';
  }
}

/** An identifier, quoted only where the dialect needs it (reserved words, spaces, case). */
export function quoteIdentifier(name: string, dialect: SqlDialect): string {
  return needsQuoting(name, dialect) ? quoteAlways(name, dialect) : name;
}

/** A SQL string literal with embedded quotes doubled. */
export function quoteString(value: string): string {
  return "'" + value.replace(/'/g, "''") + "'";
}
