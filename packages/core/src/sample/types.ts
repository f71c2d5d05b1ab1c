/** The public shapes of the sample-data generator (see index.ts). */

import type { PhysicalTable } from '../schema/physical';

/** The dialects the sample data is written for (the engines the browser runs). */
export type SampleDialect = 'postgresql' | 'sqlite';

/** One value: dates and times are ISO strings, binary values hex digits, JSON its text. */
export type SampleValue = string | number | boolean | null;

/** How a value is written as a SQL literal. */
export type SampleLiteralKind = 'text' | 'number' | 'boolean' | 'binary';

/** A column that gets values. */
export interface SampleColumn {
  name: string;
  kind: SampleLiteralKind;
}

/** One table's rows, named exactly as the dialect's DDL (generateDdl) creates the table. */
export interface SampleTable {
  /** The table's name in the dialect's DDL (SQLite folds `schema.table` into `schema_table`). */
  name: string;
  /** Its schema, where the dialect's DDL qualifies the table (PostgreSQL). */
  schema?: string;
  /** The physical schema's table name (what a row-count function is asked about). */
  source: string;
  /** The columns inserted (generated columns are left out), in the order of each row's values. */
  columns: SampleColumn[];
  rows: SampleValue[][];
  /** How many rows were asked for; more than `rows.length` when the keys cannot hold them all. */
  requested: number;
  /** PostgreSQL: an identity column is GENERATED ALWAYS, so the insert overrides it. */
  overridingSystemValue?: boolean;
}

/** An UPDATE that fills a foreign key left NULL to break a cycle, one row by its key. */
export interface SampleUpdate {
  table: string;
  schema?: string;
  set: { column: SampleColumn; value: SampleValue }[];
  where: { column: SampleColumn; value: SampleValue }[];
}

/** A PostgreSQL sequence to move past the explicit values the rows gave its column. */
export interface SampleSequence {
  table: string;
  schema?: string;
  column: string;
  /** The sequence named by a `nextval('...')` default (else the column's own, found by the engine). */
  sequence?: string;
  /** The largest value inserted. */
  value: number;
}

/** Generated sample data: tables in insertion order (referenced tables first), then fix-ups. */
export interface SampleData {
  dialect: SampleDialect;
  tables: SampleTable[];
  updates: SampleUpdate[];
  sequences: SampleSequence[];
  /** What could not be done as asked (capped counts, unbreakable cycles, ...), one line each. */
  notes: string[];
}

/** Options of generateSampleData. */
export interface SampleOptions {
  dialect: SampleDialect;
  /**
   * Rows per table (0..10000, default 50), or a function of the physical table's name (and the
   * table itself) giving each table's count.
   */
  rows?: number | ((table: string, physical: PhysicalTable) => number);
  /** The seed: the same seed and schema give the same data. */
  seed?: number;
}
