/**
 * What each engine contributes to reading a live database (issue 38): its catalog query, the check
 * of the dump that query returns, and the dump written back as a DDL script in its own dialect.
 */

/** The engines whose catalog Relata reads, by SqlDialect name. */
export const LIVE_ENGINES = ['postgresql', 'mysql', 'sqlite', 'mssql'] as const;

/** One engine whose catalog Relata reads. */
export type LiveEngine = (typeof LIVE_ENGINES)[number];

/**
 * The result of a catalog query: `relata_catalog` marks it as ours, `engine` says whose, and the
 * rest are that engine's parts (tables, columns, ...), checked by its reader.
 */
export interface CatalogDump {
  relata_catalog: 1;
  engine: LiveEngine;
  version: string;
  [part: string]: unknown;
}

/** An engine's part of live reading: the query, the check of its dump, the script from it. */
export interface LiveReader {
  /** The catalog query: reads only the catalog and returns one row, one column, the dump as JSON. */
  query: string;
  /** The dump checked against this engine's shape, or a message saying what is wrong in it. */
  parse(value: unknown): CatalogDump | string;
  /** The dump as a DDL script in the engine's dialect, every name quoted through quoting.ts. */
  script(dump: CatalogDump): string;
}
