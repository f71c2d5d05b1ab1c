/**
 * Live databases read through their catalog (issue 38; docs/decisions/0057): each engine's
 * catalog query returns one JSON dump, the dump is written as a DDL script in the engine's own
 * dialect, and the importer reads that script into the model. The paste, the CLI and the server
 * run the same query text and read the same dump through these functions. Browser-safe: no I/O.
 */
import type { FromPhysicalOptions } from '../fromPhysical';
import { importDdl, MAX_IMPORT_BYTES, type ImportResult } from '../import';
import { NOT_A_DUMP } from './dumpShape';
import { mssqlReader } from './mssql';
import { mysqlReader } from './mysql';
import { postgresqlReader } from './postgresql';
import { findDump } from './readDump';
import { LIVE_ENGINES, type CatalogDump, type LiveEngine, type LiveReader } from './reader';
import { sqliteReader } from './sqlite';

export { LIVE_ENGINES, type CatalogDump, type LiveEngine, type LiveReader } from './reader';

/** Each engine's reader. */
const READERS: Record<LiveEngine, LiveReader> = {
  postgresql: postgresqlReader,
  mysql: mysqlReader,
  sqlite: sqliteReader,
  mssql: mssqlReader,
};

/** Whether a value names an engine Relata reads live. */
export const isLiveEngine = (value: unknown): value is LiveEngine =>
  (LIVE_ENGINES as readonly unknown[]).includes(value);

/**
 * The query a user runs in their own client (and the CLI and the server through a driver): it
 * reads only the catalog and returns one row with one column, the dump as JSON text.
 */
export function catalogQuery(engine: LiveEngine): string {
  return READERS[engine].query;
}

/**
 * Reads pasted text into a dump, or a message for the user (a 4xx): the JSON as a SQL client
 * prints it (see readDump.ts), checked against its engine's shape. Never throws.
 */
export function readCatalogDump(text: string): { dump: CatalogDump } | { error: string } {
  if (text.length > MAX_IMPORT_BYTES)
    return {
      error: `The catalog is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB, the most Relata imports.`,
    };
  const found = findDump(text);
  if (typeof found === 'string') return { error: found };
  if (!isLiveEngine(found.engine))
    return {
      error: `${NOT_A_DUMP}: its engine ${JSON.stringify(found.engine ?? null)} is none of ${LIVE_ENGINES.join(', ')}.`,
    };
  const dump = READERS[found.engine].parse(found);
  return typeof dump === 'string' ? { error: dump } : { dump };
}

/** The dump as a DDL script in its engine's dialect (every name through quoting.ts). */
export function catalogScript(dump: CatalogDump): string {
  return READERS[dump.engine].script(dump);
}

/** The dump read into the model, as importing its script would read it. */
export function reverseEngineer(
  dump: CatalogDump,
  options: FromPhysicalOptions = {},
): ImportResult & { engine: LiveEngine } {
  return { ...importDdl(catalogScript(dump), dump.engine, options), engine: dump.engine };
}
