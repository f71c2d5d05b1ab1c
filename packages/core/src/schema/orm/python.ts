/**
 * What the Python writers share (issue 40): Python's reserved words, and SQL text as a SQLAlchemy
 * expression that renders it unchanged.
 */
import { codeString } from '../quoting';
import type { OrmTable } from './ormSchema';

/** Python's keywords and the constants a name may not take. */
export const PYTHON_KEYWORDS: ReadonlySet<string> = new Set(
  `False None True and as assert async await break class continue def del elif else except finally
for from global if import in is lambda nonlocal not or pass raise return try while with yield
print exec`.split(/\s+/),
);

/**
 * SQL text for SQLAlchemy: `text("…")`, or `literal_column("…")` when it holds a colon (text()
 * reads `:name` as a bind parameter, and its escape cannot say every text).
 */
export const sqlText = (sql: string): string =>
  sql.includes(':') ? `literal_column(${codeString(sql)})` : `text(${codeString(sql)})`;

/** A table's checks as Relata's DDL writes them in the dialect (ormSchema), each with its SQL. */
export function writtenChecks(
  table: OrmTable,
): { check: OrmTable['checks'][number]; sql: string }[] {
  return table.checks.map((check) => ({ check, sql: check.expression }));
}
