import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { tablefunc } from '@electric-sql/pglite/contrib/tablefunc';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { SqlError, type CellValue, type SqlDatabase } from './types';

/**
 * Drops every schema but the system's, and with them every table, view, type and function, then
 * gives back an empty `public`; a transaction the user left open is rolled back first.
 */
const CLEAR = `ROLLBACK;
DO $$
DECLARE s text;
BEGIN
  FOR s IN SELECT nspname FROM pg_namespace
    WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
  LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', s);
  END LOOP;
END $$;
CREATE SCHEMA public;
RESET ALL;`;

/** Where the build put an initialised data directory (vite.config.ts); absent in tests and dev. */
declare const __PGLITE_DATA_DIR__: string | undefined;

/**
 * The data directory initdb made at build time: starting from it skips initdb, seconds of work
 * in the browser. Without it (dev, tests, a failed fetch) PGlite runs initdb itself.
 */
async function initialisedDataDir(): Promise<Blob | undefined> {
  if (typeof __PGLITE_DATA_DIR__ !== 'string') return undefined;
  try {
    const response = await fetch(__PGLITE_DATA_DIR__);
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

/** Extensions schemas commonly create (CREATE EXTENSION "uuid-ossp", citext, ...). */
const EXTENSIONS = { citext, tablefunc, uuid_ossp };

/**
 * PostgreSQL through PGlite (the engine the server embeds), in memory, with the extensions
 * schemas often ask for. Starting PGlite takes seconds, so a rebuild clears the database
 * instead of starting another.
 */
export async function openPglite(): Promise<SqlDatabase> {
  const loadDataDir = await initialisedDataDir();
  const db = await PGlite.create({
    extensions: EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return {
    clear: async () => {
      await db.exec(CLEAR);
    },
    script: async (sql) => {
      try {
        await db.exec(sql);
      } catch (error) {
        throw new SqlError((error as { message?: string }).message ?? String(error));
      }
    },
    async query(sql, params) {
      try {
        const result = await db.query<CellValue[]>(sql, params ?? [], { rowMode: 'array' });
        const returnsRows = result.fields.length > 0;
        return {
          columns: result.fields.map((f) => f.name),
          rows: result.rows,
          returnsRows,
          rowCount: returnsRows ? result.rows.length : (result.affectedRows ?? 0),
          ...(result.command ? { command: result.command } : {}),
        };
      } catch (error) {
        const { message, position } = error as { message?: string; position?: string };
        // PostgreSQL counts from 1.
        const at = position ? Number(position) - 1 : undefined;
        throw new SqlError(message ?? String(error), at !== undefined && at >= 0 ? at : undefined);
      }
    },
    close: () => db.close(),
  };
}
