import type { DiagramModel } from '@relata/core';

/** The two engines the SQL editor runs in the browser (issue 20, item 1). */
export const PLAYGROUND_ENGINES = ['postgresql', 'sqlite'] as const;
export type PlaygroundEngine = (typeof PLAYGROUND_ENGINES)[number];

/** A value of a result cell as the engines hand it over. */
export type CellValue =
  | string
  | number
  | bigint
  | boolean
  | null
  | Uint8Array
  | Date
  | Record<string, unknown>
  | unknown[];

/** What one statement gave: rows with their column names, or the rows it changed. */
export interface QueryResult {
  columns: string[];
  rows: CellValue[][];
  /** Rows returned, or changed by INSERT, UPDATE or DELETE. */
  rowCount: number;
  /** Whether the statement returns rows (a SELECT with none still has columns). */
  returnsRows: boolean;
  /** The command, when the engine names it (SELECT, INSERT, CREATE, ...). */
  command?: string;
}

/** An engine's refusal: its message and, when it says so, where in the statement (0-based). */
export interface SqlFailure {
  message: string;
  position?: number;
}

/** Thrown by a database adapter for a statement the engine refused. */
export class SqlError extends Error implements SqlFailure {
  constructor(
    message: string,
    readonly position?: number,
  ) {
    super(message);
    this.name = 'SqlError';
  }
}

/** An engine's refusal as plain data that crosses to the page. */
export function asFailure(error: unknown): SqlFailure {
  if (error instanceof SqlError)
    return {
      message: error.message,
      ...(error.position !== undefined ? { position: error.position } : {}),
    };
  return { message: error instanceof Error ? error.message : String(error) };
}

/** One open database of an engine, one statement at a time. */
export interface SqlDatabase {
  /** Runs one statement; `params` bind `$1`.. (PostgreSQL) or `?` (SQLite). */
  query(sql: string, params?: unknown[]): Promise<QueryResult>;
  /**
   * Runs a script of statements in one round trip, all or none (PostgreSQL runs a multi-statement
   * query as one transaction; SQLite's adapter wraps it in one).
   */
  script(sql: string): Promise<void>;
  /** Drops everything the database holds (a build starts from nothing, on the same engine). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** A statement of the built schema, with the id of the table it creates or changes (for a link). */
export interface SchemaStatement {
  sql: string;
  table?: string;
}

/** How many sample rows each table gets: a default, and counts the user set per table id. */
export interface RowCounts {
  default: number;
  perTable: Record<string, number>;
}

/** The page's ask for a build: the diagram, the row counts, and whether rows are kept. */
export interface BuildRequest {
  model: DiagramModel;
  rows: RowCounts;
  keep: boolean;
}

/** One table's sample data: its quoted name and insertable columns, and the INSERTs that fill it. */
export interface SampleTable {
  /** The table's id in the diagram, when it has one. */
  id?: string;
  /** The table's name in the diagram (for messages and the canvas link). */
  table: string;
  /** Quoted, qualified as the schema statements create it. */
  quoted: string;
  /** Quoted names of the columns the INSERTs fill (generated columns left out). */
  columns: string[];
  inserts: string[];
  /** How many rows the INSERTs add. */
  rows: number;
}

/** Everything a build runs: the schema, then each table's data parents first, then the rest. */
export interface BuildPlan {
  schema: SchemaStatement[];
  data: SampleTable[];
  /** Statements after the data: cycle-closing UPDATEs, sequence positions. */
  after: string[];
  /** Keep the rows of the database being replaced where its tables still fit (a Rebuild). */
  keep: boolean;
}

/**
 * Something the build left out (issue 36, item A5): a statement of the schema the engine refused,
 * or a part of a table (a column, a check, a default) left out so that the table builds.
 */
export interface SkippedObject {
  /** What it is, in words: `extension`, `table`, `index`, `foreign key`, `column`, `check`, ... */
  kind: string;
  /** Its name as the schema writes it, unquoted (`btree_gin`, `users.settings`). */
  name: string;
  /** The statement the engine refused. */
  statement: string;
  /** The engine's message. */
  message: string;
  /** The diagram table it creates or belongs to, for the link to the canvas. */
  table?: string;
  /**
   * What was skipped before it that it needs, when that is why the engine refused it: an
   * extension or module the engine lacks, or a table, view or type that was skipped.
   */
  needs?: { kind: string; name: string };
}

/** How a build went: the database is there, without what the engine refused. */
export interface BuildOutcome {
  /** Tables built. */
  tables: number;
  rows: number;
  /** Tables whose rows were kept from before the rebuild. */
  kept: string[];
  /** What the build left out, in the order the schema has it. */
  skipped: SkippedObject[];
  /** Built tables whose sample data the engine refused (left empty), with its message. */
  emptyTables: { table: string; message: string }[];
  ms: number;
}
