/** The SQL dialects Relata generates and imports. */
export const SQL_DIALECTS = ['mysql', 'postgresql', 'sqlite', 'mssql'] as const;

/** One of the four SQL dialects. */
export type SqlDialect = (typeof SQL_DIALECTS)[number];

/** Each dialect's engine by name, for notes. */
export const ENGINE_NAMES: Record<SqlDialect, string> = {
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  sqlite: 'SQLite',
  mssql: 'SQL Server',
};

/** Whether a string names one of the SQL dialects. */
export function isSqlDialect(value: string): value is SqlDialect {
  return (SQL_DIALECTS as readonly string[]).includes(value);
}

/**
 * The SQL dialect a name spells (`PostgreSQL`, `postgres`, `MariaDB`, `SQL Server`...), or
 * undefined for any other name (`dbml`, `cds`).
 */
export function namedSqlDialect(name: string | null | undefined): SqlDialect | undefined {
  const key = (name ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (key === 'postgresql' || key === 'postgres' || key === 'pg') return 'postgresql';
  if (key === 'sqlite') return 'sqlite';
  if (key === 'mssql' || key === 'sqlserver' || key === 'microsoftsqlserver' || key === 'tsql')
    return 'mssql';
  if (key === 'mysql' || key === 'mariadb') return 'mysql';
  return undefined;
}

/**
 * The dialect for a project's database type (spec 2, §1: MySQL, PostgreSQL, SQLite, MSSQL;
 * fallback MySQL). Accepts the display names and common spellings.
 */
export function dialectForDatabaseType(databaseType: string | null | undefined): SqlDialect {
  return namedSqlDialect(databaseType) ?? 'mysql';
}
