/**
 * What the Python writers share (issue 40): Python's reserved words, and SQL text as a SQLAlchemy
 * expression that renders it unchanged.
 */
import { codeString } from '../quoting';
import type { SqlDialect } from '../sql/dialects';
import { translateExpression } from '../sql/expressions';
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

/**
 * A check's or partial index's expression as Relata's DDL writes it in the dialect, or why the DDL
 * leaves it out (ormSchema gives the design's text, before the SQL writer translates it).
 */
export function ddlExpression(
  expression: string,
  dialect: SqlDialect,
  table: OrmTable,
): { sql: string } | { dropped: string } {
  return translateExpression(
    expression,
    dialect,
    table.columns.map((c) => ({ name: c.name, type: c.sqlType })),
  );
}

/**
 * A table's checks as Relata's DDL writes them in the dialect, each with its SQL; a check the DDL
 * leaves out is noted instead.
 */
export function writtenChecks(
  table: OrmTable,
  dialect: SqlDialect,
  note: (text: string) => void,
): { check: OrmTable['checks'][number]; sql: string }[] {
  return table.checks.flatMap((check) => {
    const written = ddlExpression(check.expression, dialect, table);
    if ('sql' in written) return [{ check, sql: written.sql }];
    note(`${table.name}: check ${check.name || check.expression} is left out: ${written.dropped}`);
    return [];
  });
}
