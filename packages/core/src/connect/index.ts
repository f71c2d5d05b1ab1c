/**
 * Reading a live database's catalog from Node (the CLI's `pull`, the server's connections): the
 * same catalog query a user pastes the result of, run through a driver in a read-only session,
 * with a statement timeout and a size cap. Never imported by the web app.
 */
import { catalogQuery, readCatalogDump, type CatalogDump } from '../schema/live';
import { LiveError } from './errors';
import { DEFAULT_LIMITS, type LiveLimits } from './limits';
import { mssqlCatalogText } from './mssql';
import { mysqlCatalogText } from './mysql';
import { postgresCatalogText } from './postgres';
import { sqliteCatalogText } from './sqlite';
import { describeTarget, type LiveTarget } from './url';

export { LiveError, type LiveErrorCode } from './errors';
export { DEFAULT_LIMITS, type LiveLimits } from './limits';
export { describeTarget, parseDatabaseUrl, type LiveTarget } from './url';

/** The catalog query's one value, through the target engine's driver. */
function runCatalogQuery(target: LiveTarget, limits: LiveLimits): Promise<unknown> {
  const query = catalogQuery(target.engine);
  switch (target.engine) {
    case 'postgresql':
      return postgresCatalogText(target, query, limits);
    case 'mysql':
      return mysqlCatalogText(target, query, limits);
    case 'sqlite':
      return sqliteCatalogText(target, query);
    case 'mssql':
      return mssqlCatalogText(target, query, limits);
  }
}

/** The value as JSON text: drivers give text, or an object when the column's type is JSON. */
const asText = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * Connects read-only to the target (PostgreSQL: default_transaction_read_only=on and
 * statement_timeout; MySQL/MariaDB: SET SESSION TRANSACTION READ ONLY and the engine's statement
 * time limit; SQLite: the file read into memory; MSSQL: through the `mssql` package when
 * installed), runs catalogQuery(engine), checks the size cap and returns the dump. Throws
 * LiveError; its messages never hold the password.
 */
export async function readLiveCatalog(
  target: LiveTarget,
  limits: Partial<LiveLimits> = {},
): Promise<CatalogDump> {
  const bounds: LiveLimits = { ...DEFAULT_LIMITS, ...limits };
  const where = describeTarget(target);
  const text = asText(await runCatalogQuery(target, bounds));
  if (text === null)
    throw new LiveError(
      'query',
      `${where}: the catalog query returned no value${
        target.engine === 'mysql'
          ? " (MySQL and MariaDB return none for a catalog larger than the server's max_allowed_packet: raise it)"
          : ''
      }`,
    );
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > bounds.maxBytes)
    throw new LiveError(
      'too-large',
      `${where}: the catalog is ${bytes} bytes, more than the limit of ${bounds.maxBytes} bytes`,
    );
  const read = readCatalogDump(text);
  if ('error' in read) throw new LiveError('query', `${where}: ${read.error}`);
  if (read.dump.engine !== target.engine)
    throw new LiveError(
      'query',
      `${where}: the catalog query returned a ${read.dump.engine} catalog, not ${target.engine}`,
    );
  return read.dump;
}
export { readPrismaSchema, type PrismaFiles } from './prisma';
