import type { DiagramModel } from '../model';
import type { SqlDialect } from '../sql/dialects';
import { toPhysical } from '../toPhysical';
import type { DialectSpec } from './dialect';
import { mssqlSpec } from './mssql';
import { mysqlSpec } from './mysql';
import { postgresqlSpec } from './postgresql';
import { SqlWriter } from './sqlWriter';
import { sqliteSpec } from './sqlite';
import type { PhysicalSchema } from '../physical';

/** Each dialect's DDL spelling. */
export const DIALECT_SPECS: Record<SqlDialect, DialectSpec> = {
  mysql: mysqlSpec,
  postgresql: postgresqlSpec,
  sqlite: sqliteSpec,
  mssql: mssqlSpec,
};

/** A writer for a physical schema in one dialect (used by generateDdl and the diff). */
export function sqlWriter(schema: PhysicalSchema, dialect: SqlDialect): SqlWriter {
  return new SqlWriter(DIALECT_SPECS[dialect], schema);
}

/**
 * The DDL script for a diagram in one SQL dialect: CREATE TABLE per table (with composite primary
 * keys and, for SQLite, inline foreign keys), join tables for many-to-many relationships, then
 * ALTER TABLE foreign keys. Adjustments the model needed are listed as `-- Note:` lines on top.
 */
export function generateDdl(model: DiagramModel, dialect: SqlDialect): string {
  const schema = toPhysical(model);
  return sqlWriter(schema, dialect).schema(schema);
}
