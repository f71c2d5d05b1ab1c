import type {
  PhysicalColumn,
  PhysicalForeignKey,
  PhysicalTable,
  PhysicalTableRef,
} from '../physical';
import { quoteIdentifier } from '../quoting';
import type { SqlDialect } from '../sql/dialects';

/** A table's name as every statement writes it: qualified by its schema where it has one, as in CREATE TABLE. */
export function tableRef(table: PhysicalTableRef, dialect: SqlDialect): string {
  const q = (name: string) => quoteIdentifier(name, dialect);
  return table.schema ? `${q(table.schema)}.${q(table.name)}` : q(table.name);
}

/**
 * The dialect a table's expressions are written in, where the model knows it: a table read from
 * SQLite holds SQLite's (its declared types say so), whose functions other engines may lack.
 */
export function sourceDialect(table: {
  sqliteTypes?: boolean;
  typesDialect?: SqlDialect;
}): SqlDialect | undefined {
  return table.sqliteTypes ? 'sqlite' : table.typesDialect;
}

/** How one dialect spells the parts of DDL where dialects differ; shared printing lives in sqlWriter. */
export interface DialectSpec {
  dialect: SqlDialect;
  /** The clause after the type that makes an integer column count itself up ('' where none fits). */
  autoIncrement: string;
  /** Whether a table may have only one auto-increment column (MySQL, MSSQL). */
  singleAutoIncrement: boolean;
  /** Whether foreign keys are declared inside CREATE TABLE (SQLite has no ADD CONSTRAINT). */
  inlineForeignKeys: boolean;
  /** Whether an auto-increment column must be a key (MySQL). */
  autoIncrementNeedsKey: boolean;
  /** Name of a table's primary-key constraint, where the dialect's default name is not predictable. */
  primaryKeyName?: (table: string) => string;
  /** Name of a column's default constraint (MSSQL keeps defaults as named constraints). */
  defaultName?: (table: string, column: string) => string;
  /** Name of a column's unique constraint as the dialect creates or we name it. */
  uniqueName: (table: string, column: string) => string;
  /** Whether the unique constraint name is written into CREATE TABLE (MSSQL), or left to the engine's default. */
  namesUniques: boolean;
  /** Whether defaults and unique keys are separate named constraints rather than inline clauses (MSSQL). */
  namedConstraintsOutside: boolean;
  /** Words between the table name and ADD CONSTRAINT for a foreign key (MSSQL: `WITH CHECK`). */
  foreignKeyAddPrefix: string;
  /** Keyword(s) before a column definition in ALTER TABLE ... ADD. */
  addColumnKeyword: string;
  dropForeignKey: (table: PhysicalTableRef, fk: PhysicalForeignKey) => string;
  dropUnique: (table: PhysicalTableRef, name: string) => string;
  dropPrimaryKey: (table: PhysicalTable) => string;
  /** Renames a table within its schema (`to` is the bare new name). */
  renameTable: (from: PhysicalTableRef, to: string) => string;
  renameColumn: (table: PhysicalTableRef, from: string, to: string) => string;
  /** Statements that change a column to a new definition (type, nullability, default). */
  alterColumn: (
    table: PhysicalTableRef,
    before: PhysicalColumn,
    after: PhysicalColumn,
    definition: string,
    context: AlterContext,
  ) => string[];
}

/** What alterColumn may use to print the parts of a column. */
export interface AlterContext {
  type: string;
  default: string | null;
}
